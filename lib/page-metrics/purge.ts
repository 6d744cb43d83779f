import { isNextBuild } from '@/lib/process/env';
import { metricsCutoffDay } from './retention';
import { pageMetricsStore } from './store';
import { processHolder } from '@/lib/process/singleton';
import { errorText } from '@/lib/process/error-text';

/**
 * The daily purge of page metrics older than 13 months: started with the server (and by the first
 * beacon, should the server have started without it), once per process.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes daily totals older than 13 months; returns the rows deleted. */
export async function purgePageMetrics(now = new Date()): Promise<number> {
  return (await pageMetricsStore()).purgeBefore(metricsCutoffDay(now));
}

const holder = processHolder('pageMetricsPurge', (): { timer?: NodeJS.Timeout } => ({}));

/** Purges now and once a day after, once per process (unref: the timer never keeps a process alive). */
export function startPageMetricsPurge(log: Pick<Console, 'error' | 'info'> = console): void {
  if (holder.timer) return;
  const purge = () =>
    purgePageMetrics().then(
      (deleted) => {
        if (deleted > 0) log.info(`Retention: deleted ${deleted} daily page-metric rows older than 13 months.`);
      },
      (error: unknown) => log.error('Page metrics purge failed:', errorText(error)),
    );
  holder.timer = setInterval(() => void purge(), DAY_MS).unref();
  void purge();
}

/** What instrumentation.ts runs in the Node runtime: nothing during `next build`. */
export function startPageMetricsPurgeUnlessBuilding(): void {
  if (!isNextBuild()) startPageMetricsPurge();
}
