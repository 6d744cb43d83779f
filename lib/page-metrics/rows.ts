import { METRIC_NAMES, type PageMetricsBody } from './body';
import { bucketIndex, METRIC_SPECS } from './histogram';
import { foldPath, referrerFamily } from './paths';

/**
 * What one beacon adds to the daily totals: a view per page viewed, a histogram count per metric of
 * the landing page, and a count for the referring site's family. Rows with the same key are summed
 * here, so one beacon is one upsert per key.
 */

export type MetricRow = { path: string; metric: string; bucket: number; count: number };

/** The metric name of page views (bucket 0) and of referring sites (the family as path). */
export const VIEWS = 'views';
export const REFERRALS = 'referrals';
export const REFERRERS_PATH = '(referring sites)';

export function pageMetricRows(body: PageMetricsBody, isKnownPage: (path: string) => boolean, weight = 1): MetricRow[] {
  const rows = new Map<string, MetricRow>();
  const add = (path: string, metric: string, bucket: number) => {
    const key = `${path}\u0000${metric}\u0000${bucket}`;
    const row = rows.get(key);
    if (row) row.count += weight;
    else rows.set(key, { path, metric, bucket, count: weight });
  };
  for (const path of body.v) add(foldPath(path, isKnownPage), VIEWS, 0);
  const landing = foldPath(body.p, isKnownPage);
  for (const name of METRIC_NAMES) {
    const value = body.m[name];
    if (value !== undefined) add(landing, name, bucketIndex(METRIC_SPECS[name], value));
  }
  // The referring site's family, under a path of its own (one row per family and day).
  if (body.r) add(REFERRERS_PATH, `${REFERRALS}:${referrerFamily(body.r)}`, 0);
  return [...rows.values()];
}

/** The UTC day a time falls on, as stored (YYYY-MM-DD). */
export function metricDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}
