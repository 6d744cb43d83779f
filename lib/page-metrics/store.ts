import { sql, type Kysely } from 'kysely';
import { siteDatabase } from '@/lib/site-database';
import type { Database } from '@/lib/site-database/schema';
import { REFERRALS, REFERRERS_PATH, VIEWS, type MetricRow } from './rows';

/**
 * Daily page-view and Web Vitals totals. A beacon adds to existing rows (INSERT ... ON CONFLICT DO
 * UPDATE, atomic on PostgreSQL and PGlite alike), so concurrent beacons never lose a count and the
 * table holds one row per day, page, metric and bucket.
 */

export type PageMetricsStore = {
  record(day: string, rows: readonly MetricRow[]): Promise<void>;
  /** Views per page between the two days (inclusive), most viewed first. */
  viewsByPage(fromDay: string, toDay: string): Promise<{ path: string; views: number }[]>;
  /** Visits per referring-site family between the two days. */
  referrals(fromDay: string, toDay: string): Promise<{ site: string; visits: number }[]>;
  /** Histogram counts per page and metric between the two days. */
  histograms(fromDay: string, toDay: string): Promise<MetricRow[]>;
  /** Deletes the days before this one; returns the rows deleted. */
  purgeBefore(day: string): Promise<number>;
  /** Rows held (the benchmark's storage figure). */
  rowCount(): Promise<number>;
};

export function createPageMetricsStore(db: Kysely<Database>): PageMetricsStore {
  const between = (fromDay: string, toDay: string) => db.selectFrom('page_metrics').where('day', '>=', fromDay).where('day', '<=', toDay);

  return {
    async record(day, rows) {
      if (rows.length === 0) return;
      await db
        .insertInto('page_metrics')
        .values(rows.map((row) => ({ day, ...row })))
        .onConflict((conflict) => conflict.columns(['day', 'path', 'metric', 'bucket']).doUpdateSet({ count: sql<number>`page_metrics.count + excluded.count` }))
        .execute();
    },

    async viewsByPage(fromDay, toDay) {
      const rows = await between(fromDay, toDay)
        .where('metric', '=', VIEWS)
        .select(['path', sql<number>`sum(count)::float8`.as('views')])
        .groupBy('path')
        .orderBy('views', 'desc')
        .orderBy('path')
        .execute();
      return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
    },

    async referrals(fromDay, toDay) {
      const rows = await between(fromDay, toDay)
        .where('path', '=', REFERRERS_PATH)
        .select(['metric', sql<number>`sum(count)::float8`.as('visits')])
        .groupBy('metric')
        .orderBy('visits', 'desc')
        .execute();
      return rows.map((row) => ({ site: row.metric.slice(REFERRALS.length + 1), visits: Number(row.visits) }));
    },

    async histograms(fromDay, toDay) {
      const rows = await between(fromDay, toDay)
        .where('metric', 'in', ['LCP', 'INP', 'CLS', 'TTFB'])
        .select(['path', 'metric', 'bucket', sql<number>`sum(count)::float8`.as('count')])
        .groupBy(['path', 'metric', 'bucket'])
        .execute();
      return rows.map((row) => ({ path: row.path, metric: row.metric, bucket: Number(row.bucket), count: Number(row.count) }));
    },

    async purgeBefore(day) {
      const result = await db.deleteFrom('page_metrics').where('day', '<', day).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async rowCount() {
      const row = await db
        .selectFrom('page_metrics')
        .select(sql<number>`count(*)::int`.as('rows'))
        .executeTakeFirstOrThrow();
      return Number(row.rows);
    },
  };
}

/** The store on the configured database. */
export async function pageMetricsStore(): Promise<PageMetricsStore> {
  return createPageMetricsStore(await siteDatabase());
}
