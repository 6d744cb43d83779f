import 'server-only';
import { getArticleIndex, type ArticleIndex } from '@/lib/articles';
import { sitemapEntries } from '@/lib/blog';
import { serverEnv } from '@/lib/process/env';
import { POST_LIMITS } from '@/lib/request/limits';
import type { RateLimiter } from '@/lib/request/rate-limit';
import { routeLimiter } from '@/lib/request/route-limiter';
import { writeBeforeStoreCloses } from '@/lib/process/shutdown';
import { createMetricsBuffer, type MetricsBuffer } from './buffer';
import { createPageMetricsHandler } from './handle-post';
import { startPageMetricsPurge } from './purge';
import { pageMetricsStore } from './store';
import { processHolder } from '@/lib/process/singleton';

/** The beacon endpoint and the daily purge wired to this server's environment and database. */

// The site's pages for one article index: rebuilt only when the index is replaced.
const knownPagesByIndex = new WeakMap<ArticleIndex, Set<string>>();

/** Whether a path is one of the site's pages (its sitemap), for the current article index. */
export async function knownPages(): Promise<(path: string) => boolean> {
  const index = await getArticleIndex();
  let pages = knownPagesByIndex.get(index);
  if (!pages) {
    pages = new Set(sitemapEntries(index, 'http://site.invalid').map((entry) => new URL(entry.url).pathname));
    knownPagesByIndex.set(index, pages);
  }
  const known = pages;
  return (path) => known.has(path);
}

let limiter: RateLimiter | undefined;

// One buffer per process, so every route bundle adds to the same counters.
const holder = processHolder('pageMetricsBuffer', (): { buffer?: MetricsBuffer } => ({}));
function metricsBuffer(): MetricsBuffer {
  if (!holder.buffer) {
    const buffer = createMetricsBuffer({ write: async (day, rows) => (await pageMetricsStore()).record(day, rows) });
    // A clean stop writes the counts still held.
    writeBeforeStoreCloses(() => buffer.flush());
    holder.buffer = buffer;
  }
  return holder.buffer;
}

export const handlePageMetricsPost = createPageMetricsHandler({
  record: async (day, rows) => {
    startPageMetricsPurge();
    metricsBuffer().add(day, rows);
  },
  isKnownPage: knownPages,
  // One allowance table per server instance, sized on the first beacon from the runtime setting.
  limiter: () => (limiter ??= routeLimiter('vitals', () => ({ ...POST_LIMITS.vitals, limit: serverEnv().VITALS_RATE_LIMIT ?? POST_LIMITS.vitals.limit }))),
  settings: () => {
    const env = serverEnv();
    return { sampleRate: env.VITALS_SAMPLE_RATE, trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL };
  },
});
