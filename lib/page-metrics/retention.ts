/** Daily totals are kept 13 months (a year plus the month to compare it with), then deleted. */
export const METRICS_RETENTION_MONTHS = 13;

/** The first day kept: the same calendar day 13 months before, in UTC. */
export function metricsCutoffDay(now: Date): string {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - METRICS_RETENTION_MONTHS, 1));
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString().slice(0, 10);
}
