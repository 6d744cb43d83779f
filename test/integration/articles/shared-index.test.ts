import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/site-database/schema';
import { sql } from 'kysely';
import { createPublishedStore, VERSION_CHANNEL } from '@/lib/articles/serve/published-store';
import { createArticleSource, type ArticleSourceOptions } from '@/lib/articles/serve/source';
import { listenForVersions } from '@/lib/articles/serve/version-listener';
import { runSync } from '@/lib/articles';
import { makeContentDir, silentLog } from '@/test/support/articles/content-dir';
import { testDatabases } from '@/test/support/db/test-databases';
import type { FakeGoogle } from '@/test/support/google/fake-google-server';
import { withFakeGoogle } from '@/test/support/google/with-fake-google';

/**
 * Several instances on one PostgreSQL (each source below is one instance: its own memory, the same
 * database): one instance reads Google per refresh, whatever the number of triggers and instances; what
 * it publishes reaches the others through the database, with the facts a refresh must keep; and the
 * stored pages are expired by one caller, once every instance serves the new version.
 */

const postgres = testDatabases().find((candidate) => candidate.name === 'PostgreSQL');
const describePostgres = postgres ? describe : describe.skip;

let google: FakeGoogle;
let contentDir: string;
let db: Kysely<Database>;
let url: string | undefined;
let close: () => Promise<void>;
const fast = { baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 2_000, retries: 1 };
const COMPANY = 'Tidewater Inspection Repairs';
const HEADER = ['Company', 'Title', 'Status', 'Content'];
const row = (title: string, body = `${title} body.`) => [COMPANY, title, 'Published', body];
const liveEnv = () => ({ GOOGLE_SHEETS_API_KEY: 'key', GOOGLE_SHEETS_ID: 'sheet', GOOGLE_SHEETS_API_URL: google.url, GOOGLE_DOCS_URL: google.url });
/** Values requests: one per sheet read (the metadata request that precedes it is not counted twice). */
const sheetReads = () => google.requests.filter((request) => request.path.includes('/values/')).length;
const slugs = async (instance: ReturnType<typeof instanceOf>) => (await instance.getIndex()).articles.map((article) => article.slug);

const started: ReturnType<typeof createArticleSource>[] = [];
function instanceOf(overrides: Partial<ArticleSourceOptions> = {}) {
  const store = createPublishedStore(db);
  const source = createArticleSource({
    contentDir: () => contentDir,
    stateDir: () => undefined,
    env: liveEnv,
    fetchOptions: fast,
    log: silentLog,
    maxAgeMs: 60_000,
    shared: () => ({ store: async () => store, ...(url ? { listenUrl: url } : {}), pollMs: 1_000, settleMs: 300, catchUpMs: 2_000 }),
    ...overrides,
  });
  started.push(source);
  return source;
}

describePostgres('article index shared by several instances', () => {
  withFakeGoogle((server) => (google = server));

  beforeAll(async () => {
    const opened = await postgres!.open();
    ({ db, close } = opened);
    url = opened.url;
  });
  afterAll(async () => {
    await close();
  });
  beforeEach(async () => {
    contentDir = await makeContentDir({});
    google.setSheet('sheet', [HEADER, row('Crawl Space Moisture')]);
    await runSync({ contentDir, env: liveEnv(), fetchOptions: fast, log: silentLog });
    await db.deleteFrom('article_instances').execute();
    await db.updateTable('article_publication').set({ version: 0, revision: 0, requested: 0, served: 0, unexpired: '"all"', unexpired_version: 0, articles: null, refreshed_at: null }).execute();
    google.reset();
    google.setSheet('sheet', [HEADER, row('Crawl Space Moisture'), row('Sagging Floor Joists')]);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((source) => source.stop()));
    await rm(contentDir, { recursive: true, force: true });
  });

  it('reads the sheet once for ten refresh triggers arriving together on two instances', async () => {
    const a = instanceOf();
    const b = instanceOf();
    const triggers = Array.from({ length: 10 }, (_, at) => {
      const instance = at % 2 === 0 ? a : b;
      // Webhook calls and timer ticks, as they come.
      return at % 3 === 0 ? instance.refresh(undefined, { wait: false }) : instance.refresh(undefined, { fresh: true });
    });
    await Promise.all(triggers);
    expect(sheetReads()).toBe(1);
    expect(await slugs(a)).toEqual(await slugs(b));
    expect(await slugs(b)).toContain('sagging-floor-joists');
  });

  it('reads the sheet once per period whatever the number of instances', async () => {
    const instances = [instanceOf(), instanceOf(), instanceOf(), instanceOf()];
    await instances[0]!.getIndex();
    google.reset();
    // Every instance's timer fires within the period: the database's clock says it was read already.
    await Promise.all(instances.map((instance) => instance.refresh(undefined, { wait: false })));
    expect(sheetReads()).toBe(0);
  });

  it('shows an article published through one instance on the other within two seconds, by the hint or the poll', async () => {
    const a = instanceOf();
    const b = instanceOf({ timer: true, checkEveryMs: 60_000 });
    expect(await slugs(b)).toContain('sagging-floor-joists');
    google.setSheet('sheet', [HEADER, row('Crawl Space Moisture'), row('Sagging Floor Joists'), row('Hurricane Shutter Checks')]);
    const published = Date.now();
    await a.refresh(undefined, { fresh: true });
    while (!(await slugs(b)).includes('hurricane-shutter-checks')) {
      expect(Date.now() - published).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('keeps the first-seen date of an undated row when another instance refreshes next', async () => {
    const a = instanceOf();
    await a.refresh(undefined, { fresh: true });
    const first = (await a.getIndex()).bySlug.get('sagging-floor-joists')?.publishDate;
    const b = instanceOf();
    google.setSheet('sheet', [HEADER, row('Crawl Space Moisture'), row('Sagging Floor Joists'), row('Gutter Guards')]);
    await b.refresh(undefined, { fresh: true });
    expect((await b.getIndex()).bySlug.get('sagging-floor-joists')?.publishDate).toBe(first);
  });

  it('leaves every change to one caller, after every instance serves the new version', async () => {
    const a = instanceOf();
    const b = instanceOf({ timer: true, checkEveryMs: 60_000 });
    await b.getIndex();
    await a.refresh(undefined, { fresh: true });
    await a.takeUnexpiredChanges();
    google.setSheet('sheet', [HEADER, row('Crawl Space Moisture', 'Rewritten body.'), row('Sagging Floor Joists')]);
    await a.refresh(undefined, { fresh: true });
    const [first, second] = await Promise.all([a.takeUnexpiredChanges(), b.takeUnexpiredChanges()]);
    expect([first, second].flat().sort()).toEqual(['crawl-space-moisture']);
    expect(b.servedVersion()).toBe(a.servedVersion());
  });

  it('hears new versions again after the server cuts its connection', async () => {
    let hints = 0;
    const listener = listenForVersions({ url: url!, onHint: () => (hints += 1), log: silentLog, backoffMs: 20 });
    const until = async (count: number) => {
      for (let waited = 0; hints < count; waited += 10) {
        expect(waited).toBeLessThan(5_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      await until(1);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(db);
      // Connected again: it checks once for what it may have missed, then hears the next version.
      await until(2);
      await sql`select pg_notify(${VERSION_CHANNEL}, '1')`.execute(db);
      await until(3);
    } finally {
      await listener.stop();
    }
  });
});
