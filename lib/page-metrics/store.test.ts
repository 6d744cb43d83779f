import { sql, type Kysely } from 'kysely';
import { testDatabases } from '@/test/support/db/test-databases';
import type { Database } from '@/lib/site-database/schema';
import { pageMetricRows } from './rows';
import { createPageMetricsStore, type PageMetricsStore } from './store';

const isKnown = (path: string) => ['/', '/contact', '/blog/picra-explained'].includes(path);

describe.each(testDatabases())('page metrics store on $name', (target) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let store: PageMetricsStore;

  beforeAll(async () => {
    ({ db, close } = await target.open());
    store = createPageMetricsStore(db);
  }, 30_000);
  afterAll(async () => close());
  beforeEach(async () => {
    await sql`truncate page_metrics`.execute(db);
  });

  it('adds concurrent beacons into one row per day, page, metric and bucket: storage grows with pages, not views', async () => {
    const beacons = Array.from({ length: 200 }, (_, index) =>
      pageMetricRows({ v: [index % 2 ? '/' : '/contact', `/probe-${index}`], p: '/', r: null, m: { LCP: 1800, CLS: 0.02 } }, isKnown),
    );
    await Promise.all(beacons.map((rows) => store.record('2026-11-25', rows)));
    expect(await store.viewsByPage('2026-11-25', '2026-11-25')).toEqual([
      { path: '(other pages)', views: 200 },
      { path: '/', views: 100 },
      { path: '/contact', views: 100 },
    ]);
    // Three view rows, one LCP bucket and one CLS bucket of '/'.
    expect(await store.rowCount()).toBe(5);
    expect(await store.histograms('2026-11-25', '2026-11-25')).toEqual(
      expect.arrayContaining([
        { path: '/', metric: 'LCP', bucket: 3, count: 200 },
        { path: '/', metric: 'CLS', bucket: 1, count: 200 },
      ]),
    );
  });

  it('reads totals over a range of days and counts referring sites', async () => {
    await store.record('2026-11-24', pageMetricRows({ v: ['/'], p: '/', r: 'www.google.com', m: {} }, isKnown));
    await store.record('2026-11-25', pageMetricRows({ v: ['/'], p: '/', r: 'mailer.example', m: {} }, isKnown));
    await store.record('2026-11-26', pageMetricRows({ v: ['/'], p: '/', r: 'www.google.com', m: {} }, isKnown));
    expect(await store.viewsByPage('2026-11-25', '2026-11-26')).toEqual([{ path: '/', views: 2 }]);
    expect(await store.referrals('2026-11-24', '2026-11-26')).toEqual([
      { site: 'Google', visits: 2 },
      { site: 'Other sites', visits: 1 },
    ]);
  });

  it('purges the days before the cutoff', async () => {
    await store.record('2025-10-24', pageMetricRows({ v: ['/'], p: '/', r: null, m: {} }, isKnown));
    await store.record('2025-10-25', pageMetricRows({ v: ['/'], p: '/', r: null, m: {} }, isKnown));
    expect(await store.purgeBefore('2025-10-25')).toBe(1);
    expect(await store.viewsByPage('2000-01-01', '2099-01-01')).toEqual([{ path: '/', views: 1 }]);
  });
});
