import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { articleConfig } from '../config';
import { buildArticleIndexInSlices, toSummary, type ArticleBodies, type ArticleIndex } from './article-index';
import { articleStateDir, defaultContentDir } from '../snapshot/content-dir';
import type { RetryOptions } from '../google/http';
import { loadArticles, type Logger } from '../pipeline';
import { createPause, type Pause } from '../schedule/pool';
import { readPostFiles } from '../snapshot/posts';
import { MAX_NAMED_CHANGES, createPublishedStore, type PageChanges, type PublishedStore, type RefreshLock } from './published-store';
import { recordContentReport } from '../snapshot/report';
import type { Article, SourcedArticle } from '../schema';
import { readSnapshot, snapshotIndexPath, writeSnapshot, type SnapshotRead } from '../snapshot/snapshot';
import { listenForVersions, type VersionListener } from './version-listener';

export { MAX_NAMED_CHANGES, type PageChanges } from './published-store';

/**
 * Where pages get articles: one in-memory article index per server process (shared through globalThis,
 * so the proxy and every route bundle see the same one), seeded from the snapshot on disk.
 *
 * - Without GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID: the committed snapshot, read again when a sync
 *   replaces it.
 * - With them: the live sheet, through the sync's own loader. The first use in a process waits for one
 *   read; after that the index is refreshed in the background once it is older than liveRefreshSeconds
 *   (stale-while-revalidate, also on a timer so an idle site stays current), one refresh at a time,
 *   and visitors always get the last good index meanwhile. A refresh costs one sheet read plus the
 *   documents of new or changed rows and a bounded number of re-checks. What it published is kept in
 *   the build's cache folder (ARTICLE_STATE_DIR), so first-seen dates and old slugs survive a restart.
 *
 * No 'server-only' marker: the proxy (proxy.ts) reads the same index, and node:fs keeps this module
 * out of any browser bundle anyway.
 *
 * Nothing goes into Next's data cache: an entry there is limited to 2 MB, which a blog's articles pass
 * long before 10,000, and an over-limit entry made every request read Google again.
 *
 * With DATABASE_URL (several instances), the index is shared through PostgreSQL instead of
 * ARTICLE_STATE_DIR: one instance at a time reads Google, under a lock, once per period whatever the
 * number of instances, and publishes the result with a version; every instance loads a new version on
 * the LISTEN hint or, at the latest, on its next poll of the version (published-store.ts).
 */

type SourceEnv = Pick<ServerEnv, 'GOOGLE_SHEETS_API_KEY' | 'GOOGLE_SHEETS_ID' | 'GOOGLE_SHEETS_API_URL' | 'GOOGLE_DOCS_URL'> & Partial<Pick<ServerEnv, 'GOOGLE_SHEETS_NAME'>>;

type LiveState = {
  contentDir: string;
  /** mtime of the snapshot the index was built from (snapshot mode), to notice a sync. */
  snapshotMtimeMs: number;
  articles: SourcedArticle[];
  index: ArticleIndex;
  bodies: ArticleBodies;
  /** When the index was last refreshed from the sheet (ms); 0: never in this process. */
  refreshedAt: number;
  /** The shared version and revision it was loaded from (0: nothing published; always 0 in embedded mode). */
  version: number;
  revision: number;
};

/** The shared index (several instances on one PostgreSQL). */
export type SharedIndexOptions = {
  store: () => Promise<PublishedStore>;
  /** Connection for the LISTEN hint; undefined: the poll alone. */
  listenUrl?: string;
  /** How often the published version is read (the bound on propagation when a hint is lost). */
  pollMs?: number;
  /** How long a webhook waits for another instance's refresh before it gives up. */
  waitMs?: number;
  /** How long the refresher lets refresh requests arriving together gather before it reads the sheet. */
  settleMs?: number;
  /** How long a publisher waits for every instance to load a version before it expires pages. */
  catchUpMs?: number;
  /** This process's name in the instance table. */
  instance?: string;
};

/** Defaults of the shared mode. */
export const SHARED_POLL_MS = 1_000;
const SHARED_WAIT_MS = 60_000;
const SHARED_SETTLE_MS = 200;
const SHARED_CATCH_UP_MS = 3_000;
/** An instance that has not reported for this long is taken for stopped. */
const INSTANCE_ALIVE_MS = 10_000;
const INSTANCE_REPORT_MS = 3_000;
/** Pause between two tries at the refresh lock while another instance holds it. */
const LOCK_RETRY_MS = 50;

export type ArticleStoreHolder = {
  state?: LiveState;
  seeding?: Promise<LiveState>;
  refreshing?: Promise<void>;
  /** A refresh asked for by the webhook while another ran: it runs once that one ends; callers meanwhile share it. */
  followUp?: Promise<void>;
  /**
   * What refreshes changed since the rendered pages were last expired: the slugs of articles added,
   * edited or removed, or 'all' (a new process, or too many to name).
   */
  unexpired?: 'all' | Set<string>;
  timer?: ReturnType<typeof setInterval>;
  /** Shared mode: the version poll, the hint listener, the load in progress and the last report. */
  poll?: ReturnType<typeof setInterval>;
  listener?: VersionListener;
  loading?: Promise<void>;
  reportedAt?: number;
  reportedVersion?: number;
  /**
   * This process's name in the instance table; kept here because every route bundle has its own copy
   * of this module, and they must report as one instance.
   */
  instance?: string;
};

export type ArticleSourceOptions = {
  contentDir?: () => string;
  /** Where the live site keeps what it published; undefined: kept in memory only. */
  stateDir?: () => string | undefined;
  env?: () => SourceEnv;
  fetchOptions?: RetryOptions;
  log?: Logger;
  clock?: () => number;
  maxAgeMs?: number;
  /** How often the timer checks the index's age. */
  checkEveryMs?: number;
  rechecks?: number;
  /** Shared state; a fresh one per test. */
  holder?: ArticleStoreHolder;
  /** Refresh on a timer as well as on use (off in tests). */
  timer?: boolean;
  /** Share the index with other instances through PostgreSQL; undefined: this process alone (embedded). */
  shared?: () => SharedIndexOptions | undefined;
};

export function isSheetConfigured(env: SourceEnv): boolean {
  return Boolean(env.GOOGLE_SHEETS_API_KEY && env.GOOGLE_SHEETS_ID);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What only this process knows and a restart must not lose: slugs, old slugs and first-seen dates.
 * Other edits are not written (at 10,000 articles a write takes seconds): after a restart the kept copy
 * has the row's old fingerprint, so the first refresh rebuilds that row anyway.
 */
function sameFacts(a: readonly SourcedArticle[], b: readonly SourcedArticle[]): boolean {
  const date = (article: SourcedArticle) => (article.dateFirstSeen ? article.publishDate : '');
  return a.length === b.length && a.every((article, at) => {
    const other = b[at];
    return other !== undefined && article.slug === other.slug && date(article) === date(other) && sameValue(article.formerSlugs ?? [], other.formerSlugs ?? []);
  });
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, at) => item === b[at]);
  return a === b;
}

/** Whether a visitor would see a difference: every field of the summary but the run time, and the body. */
function sameArticle(a: SourcedArticle, b: SourcedArticle): boolean {
  if (a === b) return true;
  if (a.content !== b.content) return false;
  const x = toSummary(a);
  const y = toSummary(b);
  const keys = Object.keys(x) as (keyof typeof x)[];
  return keys.length === Object.keys(y).length && keys.every((key) => key === 'syncedAt' || sameValue(x[key], y[key]));
}

/** Slugs of the articles a refresh added, changed (as a visitor would see it) or removed. */
export async function changedSlugs(before: readonly SourcedArticle[], after: readonly SourcedArticle[], pause: Pause = createPause()): Promise<Set<string>> {
  const earlier = new Map(before.map((article) => [article.slug, article]));
  const changed = new Set<string>();
  for (const article of after) {
    await pause();
    const previous = earlier.get(article.slug);
    earlier.delete(article.slug);
    if (!previous || !sameArticle(previous, article)) changed.add(article.slug);
  }
  for (const slug of earlier.keys()) changed.add(slug);
  return changed;
}

export function createArticleSource(options: ArticleSourceOptions = {}) {
  const contentDir = options.contentDir ?? (() => defaultContentDir());
  const stateDir = options.stateDir ?? (() => articleStateDir());
  const env = options.env ?? serverEnv;
  const log = options.log ?? console;
  const clock = options.clock ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? articleConfig.liveRefreshSeconds * 1000;
  const checkEveryMs = options.checkEveryMs ?? articleConfig.liveRefreshCheckSeconds * 1000;
  const rechecks = options.rechecks ?? articleConfig.documentRechecks;
  const holder = options.holder ?? {};
  const sharedOptions = options.shared ?? (() => undefined);
  holder.instance ??= randomUUID();
  const instance = holder.instance;
  // Pages stored before this process started may be older than what it serves: the first webhook
  // call expires them whatever its refresh finds.
  holder.unexpired ??= 'all';

  async function build(dir: string, mtimeMs: number, articles: SourcedArticle[], generatedAt: string, refreshedAt: number, pause: Pause = createPause(), head = { version: 0, revision: 0 }): Promise<LiveState> {
    const { index, bodies } = await buildArticleIndexInSlices(articles, generatedAt, pause);
    return { contentDir: dir, snapshotMtimeMs: mtimeMs, articles, index, bodies, refreshedAt, ...head };
  }

  async function mtime(dir: string): Promise<number> {
    return fs.stat(snapshotIndexPath(dir)).then((stat) => stat.mtimeMs, () => -1);
  }

  async function readOrEmpty(dir: string | undefined): Promise<SnapshotRead | undefined> {
    if (!dir) return undefined;
    try {
      return await readSnapshot(dir);
    } catch (error) {
      log.error(`Articles: snapshot in ${dir} unreadable (${errorText(error)})`);
      return undefined;
    }
  }

  /**
   * The committed snapshot, or the newer copy of what the live site last published: its own
   * (ARTICLE_STATE_DIR) alone, or the shared one in PostgreSQL among several instances.
   */
  async function seed(dir: string, live: boolean): Promise<LiveState> {
    const mtimeMs = await mtime(dir);
    const shared = live ? sharedOptions() : undefined;
    if (shared) {
      const published = await (await shared.store()).load().catch((error: unknown) => {
        log.error(`Articles: published articles unreadable (${errorText(error)})`);
        return undefined;
      });
      if (published) return build(dir, mtimeMs, published.articles, published.generatedAt, clock(), createPause(), published);
    }
    const committed = (await readOrEmpty(dir)) ?? { generatedAt: new Date(0).toISOString(), articles: [] };
    const own = live && !shared ? await readOrEmpty(stateDir()) : undefined;
    const best = own && own.articles.length > 0 && own.generatedAt > committed.generatedAt ? own : committed;
    return build(dir, mtimeMs, best.articles, best.generatedAt, 0);
  }

  async function current(): Promise<LiveState> {
    const dir = contentDir();
    const live = isSheetConfigured(env());
    const state = holder.state;
    // Without the sheet, a sync that replaced the snapshot is picked up on the next request.
    if (state && state.contentDir === dir && (live || state.snapshotMtimeMs === (await mtime(dir)))) return state;
    holder.seeding ??= seed(dir, live).finally(() => {
      holder.seeding = undefined;
    });
    holder.state = await holder.seeding;
    return holder.state;
  }

  async function persist(previous: LiveState, next: LiveState, generatedAt: Date): Promise<void> {
    const dir = stateDir();
    if (!dir || sameFacts(previous.articles, next.articles)) return;
    try {
      await fs.mkdir(dir, { recursive: true });
      await writeSnapshot(dir, next.articles, { generatedAt });
    } catch (error) {
      log.error(`Articles: could not keep the published articles in ${dir} (${errorText(error)})`);
    }
  }

  /** Reads the sheet (and the documents a refresh needs) on top of `state`; undefined when it failed. */
  async function readSource(state: LiveState, slug: string | undefined, now: Date): Promise<SourcedArticle[] | undefined> {
    const sheetEnv = env();
    const result = await loadArticles({
      trigger: slug ? 'article' : 'refresh',
      sheet: { apiUrl: sheetEnv.GOOGLE_SHEETS_API_URL, apiKey: sheetEnv.GOOGLE_SHEETS_API_KEY, sheetId: sheetEnv.GOOGLE_SHEETS_ID, sheetName: sheetEnv.GOOGLE_SHEETS_NAME },
      docsBaseUrl: sheetEnv.GOOGLE_DOCS_URL,
      posts: await readPostFiles(state.contentDir),
      previous: state.articles,
      now,
      documents: { kind: 'changed', recheck: slug ? 0 : rechecks, ...(slug ? { slug } : {}) },
      ...(options.fetchOptions ? { fetchOptions: options.fetchOptions } : {}),
      log,
    });
    recordContentReport(result.report);
    if (result.verdict !== 'publish') {
      log.error(`Articles: live sheet unavailable, serving the last good articles (${result.message})`);
      return undefined;
    }
    return result.articles;
  }

  async function runRefresh(slug: string | undefined): Promise<void> {
    const state = await current();
    try {
      await refreshFrom(state, slug);
    } finally {
      // A failed refresh is retried after maxAgeMs, not on every request.
      if (holder.state === state) state.refreshedAt = clock();
    }
  }

  async function refreshFrom(state: LiveState, slug: string | undefined): Promise<void> {
    const now = new Date(clock());
    const articles = await readSource(state, slug, now);
    if (!articles) return;
    const pause = createPause();
    const changed = await changedSlugs(state.articles, articles, pause);
    // Nothing a visitor would see changed: keep the index (and the pages rendered from it) as they are,
    // with the run's bookkeeping (fingerprints, re-check times) so the next refresh starts from it.
    if (changed.size === 0) {
      holder.state = { ...state, articles, refreshedAt: clock() };
      return;
    }
    const next = await build(state.contentDir, state.snapshotMtimeMs, articles, now.toISOString(), clock(), pause);
    holder.state = next;
    const unexpired = holder.unexpired === 'all' ? 'all' : new Set([...(holder.unexpired ?? []), ...changed]);
    holder.unexpired = unexpired === 'all' || unexpired.size > MAX_NAMED_CHANGES ? 'all' : unexpired;
    await persist(state, next, now);
  }

  /**
   * Shared mode, under the refresh lock: starts from what is published (loading it when another
   * instance published since), reads Google, and publishes. Only what a visitor would see changed
   * makes a new version; the bookkeeping alone is written without one, so that the next refresher,
   * whichever instance it is, starts from it.
   */
  async function refreshUnderLock(lock: RefreshLock, answers: number, slug: string | undefined): Promise<LiveState> {
    const row = await lock.row();
    let base = await current();
    if (base.version !== row.version || base.revision !== row.revision) {
      const published = await lock.load();
      if (published) base = await build(base.contentDir, base.snapshotMtimeMs, published.articles, published.generatedAt, clock(), createPause(), published);
    }
    const now = new Date(clock());
    const articles = await readSource(base, slug, now);
    if (!articles) {
      // A failed read is retried next period, not by every instance in this one.
      await lock.publish({ changes: [], served: answers });
      return { ...base, refreshedAt: clock() };
    }
    const pause = createPause();
    const changed = await changedSlugs(base.articles, articles, pause);
    // The first publication replaces the committed snapshot that every instance started from.
    const changes: PageChanges = base.version === 0 || changed.size > MAX_NAMED_CHANGES ? 'all' : [...changed];
    const untouched = base.version > 0 && articles.length === base.articles.length && articles.every((article, at) => article === base.articles[at]);
    const head = await lock.publish({ ...(untouched ? {} : { articles, generatedAt: now.toISOString() }), changes, served: answers });
    if (changes !== 'all' && changes.length === 0) return { ...base, articles, refreshedAt: clock(), revision: head.revision };
    return build(base.contentDir, base.snapshotMtimeMs, articles, now.toISOString(), clock(), pause, head);
  }

  /**
   * One read of Google for the whole cluster. A webhook (`fresh`) takes a request number first; a read
   * that started after it answers it, whichever instance did it, so ten calls arriving together on
   * several instances cost one read. Without `fresh` (the timer, a first request) nothing is read when
   * any instance read the sheet within maxAgeMs. `wait`: when another instance holds the lock, wait
   * for it (bounded) instead of leaving at once.
   */
  async function sharedRefresh(shared: SharedIndexOptions, slug: string | undefined, fresh: boolean, wait: boolean): Promise<void> {
    const store = await shared.store();
    const ticket = fresh || slug ? await store.request() : undefined;
    const deadline = clock() + (shared.waitMs ?? SHARED_WAIT_MS);
    for (;;) {
      const outcome = await store.withRefreshLock(async (lock) => {
        const row = await lock.row();
        if (ticket === undefined ? row.ageMs !== null && row.ageMs < maxAgeMs : !slug && row.served >= ticket) return undefined;
        // Requests arriving together (a timer tick and webhooks on several instances) share this read.
        if (!slug) await sleep(shared.settleMs ?? SHARED_SETTLE_MS);
        const { requested } = await lock.row();
        return refreshUnderLock(lock, requested, slug);
      });
      if (outcome.locked) {
        const state = holder.state;
        if (outcome.value && (!state || outcome.value.version >= state.version)) holder.state = outcome.value;
        else if (state) state.refreshedAt = clock();
        break;
      }
      if (!wait) return;
      if (ticket !== undefined && !slug && (await store.served()) >= ticket) break;
      if (clock() > deadline) throw new Error('another instance has held the article refresh for too long');
      await sleep(LOCK_RETRY_MS);
    }
    await syncVersion(shared);
  }

  /** Loads the published version when it is newer than the one served, and reports what is served. */
  async function syncVersion(shared: SharedIndexOptions): Promise<void> {
    const store = await shared.store();
    const head = await store.head();
    const state = holder.state ?? (await current());
    if (head.version > state.version) {
      holder.loading ??= (async () => {
        const published = await store.load();
        const latest = holder.state ?? state;
        if (published && published.version > latest.version) {
          holder.state = await build(latest.contentDir, latest.snapshotMtimeMs, published.articles, published.generatedAt, clock(), createPause(), published);
        }
      })().finally(() => {
        holder.loading = undefined;
      });
      await holder.loading;
    }
    const version = (holder.state ?? state).version;
    if (holder.reportedVersion !== version || clock() - (holder.reportedAt ?? 0) >= INSTANCE_REPORT_MS) {
      await store.report(shared.instance ?? instance, version);
      holder.reportedVersion = version;
      holder.reportedAt = clock();
    }
  }

  function startSync(shared: SharedIndexOptions): void {
    if (holder.poll) return;
    let running = false;
    const poll = () => {
      if (running) return;
      running = true;
      syncVersion(shared)
        .catch((error: unknown) => log.error(`Articles: could not read the published version (${errorText(error)})`))
        .finally(() => {
          running = false;
        });
    };
    holder.poll = setInterval(poll, shared.pollMs ?? SHARED_POLL_MS);
    holder.poll.unref?.();
    if (shared.listenUrl) holder.listener = listenForVersions({ url: shared.listenUrl, onHint: poll, log });
  }

  /**
   * One refresh at a time; a refresh of one article asked for meanwhile runs after it. `fresh` (the
   * editor's webhook) must see the sheet as it is now: a refresh already running may have read it
   * before the edit, so one more runs after it, shared by every fresh caller that arrives meanwhile.
   */
  function refresh(slug?: string, { fresh = false, wait = true }: { fresh?: boolean; wait?: boolean } = {}): Promise<void> {
    if (!isSheetConfigured(env())) return Promise.resolve();
    const shared = sharedOptions();
    if (shared) return sharedRefresh(shared, slug, fresh, wait);
    const running = holder.refreshing;
    if (running && slug) return running.then(() => refresh(slug));
    if (running && fresh) {
      holder.followUp ??= running
        .catch(() => undefined)
        .then(() => {
          holder.followUp = undefined;
          return refresh();
        });
      return holder.followUp;
    }
    if (running) return running;
    const started = runRefresh(slug).finally(() => {
      if (holder.refreshing === started) holder.refreshing = undefined;
    });
    holder.refreshing = started;
    return started;
  }

  function startTimer(): void {
    if (!options.timer || holder.timer) return;
    const shared = sharedOptions();
    if (shared) startSync(shared);
    holder.timer = setInterval(() => {
      const state = holder.state;
      // Shared: every instance asks, the database's clock decides, and one instance reads.
      if (shared) {
        if (!holder.refreshing) {
          const started = refresh(undefined, { wait: false })
            .catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`))
            .finally(() => {
              if (holder.refreshing === started) holder.refreshing = undefined;
            });
          holder.refreshing = started;
        }
        return;
      }
      if (state && clock() - state.refreshedAt >= maxAgeMs) refresh().catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`));
      // Checked often, so an idle site's index is never much older than maxAgeMs (checking once per
      // maxAgeMs let it reach twice that).
    }, checkEveryMs);
    holder.timer.unref?.();
  }

  /** The current index; starts a background refresh when it is older than maxAgeMs. */
  async function getIndex(): Promise<ArticleIndex> {
    const state = await current();
    if (!isSheetConfigured(env())) return state.index;
    startTimer();
    if (sharedOptions()) {
      // Nothing published yet (a new cluster): the first request waits for one instance's read.
      if (state.version === 0 && state.refreshedAt === 0) {
        holder.refreshing ??= refresh()
          .catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`))
          .finally(() => {
            holder.refreshing = undefined;
            const latest = holder.state;
            if (latest && latest.refreshedAt === 0) latest.refreshedAt = clock();
          });
        await holder.refreshing;
      }
      return (holder.state ?? state).index;
    }
    // The first use in a process waits for the sheet: a fresh server shows what the sheet says.
    if (state.refreshedAt === 0 && !holder.refreshing) await refresh().catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`));
    else if (clock() - state.refreshedAt >= maxAgeMs) refresh().catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`));
    return (holder.state ?? state).index;
  }

  /** The article with its body, or null. */
  async function getArticle(slug: string): Promise<Article | null> {
    const index = await getIndex();
    const summary = index.bySlug.get(slug);
    const content = holder.state?.bodies.get(slug);
    return summary && content !== undefined ? { ...summary, content } : null;
  }

  /** Bodies of the given articles (the feed's newest 20), from the same index. */
  async function getBodies(): Promise<ArticleBodies> {
    await getIndex();
    return holder.state?.bodies ?? new Map();
  }

  /**
   * Waits (bounded by catchUpMs) until every running instance serves `version`, so that no instance
   * renders and stores a page from its older index after the pages are expired.
   */
  async function awaitEveryInstance(shared: SharedIndexOptions, version: number): Promise<void> {
    const store = await shared.store();
    const deadline = clock() + (shared.catchUpMs ?? SHARED_CATCH_UP_MS);
    for (;;) {
      const behind = await store.behind(version, INSTANCE_ALIVE_MS);
      if (behind.length === 0) return;
      if (clock() >= deadline) {
        log.warn(`Articles: ${behind.length} instance(s) still serve an older version; expiring pages anyway`);
        return;
      }
      await sleep(LOCK_RETRY_MS);
    }
  }

  /**
   * Which stored pages may show old articles: the slugs refreshes changed since the last call (their
   * pages and every list), or 'all'. Clears the record, so the caller expires those pages once; among
   * several instances the record is shared, and the one caller that takes it first waits until every
   * instance serves the version it reached.
   */
  async function takeUnexpiredChanges(): Promise<PageChanges> {
    const shared = isSheetConfigured(env()) ? sharedOptions() : undefined;
    if (shared) {
      const { changes, version } = await (await shared.store()).takeUnexpired();
      if (changes === 'all' || changes.length > 0) await awaitEveryInstance(shared, version);
      return changes;
    }
    const changes = holder.unexpired ?? new Set<string>();
    holder.unexpired = new Set();
    return changes === 'all' ? 'all' : [...changes];
  }

  /** The version this process serves (0: none published, or embedded mode). */
  function servedVersion(): number {
    return holder.state?.version ?? 0;
  }

  /**
   * Stops the timers and the hint listener (shutdown and tests), and takes this instance out of the
   * instance table, so that no publisher waits for it to load a version.
   */
  async function stop(): Promise<void> {
    const shared = holder.poll ? sharedOptions() : undefined;
    if (holder.timer) clearInterval(holder.timer);
    if (holder.poll) clearInterval(holder.poll);
    holder.timer = undefined;
    holder.poll = undefined;
    await holder.listener?.stop();
    holder.listener = undefined;
    if (shared) await (await shared.store()).forget(shared.instance ?? instance).catch((error: unknown) => log.warn(`Articles: could not leave the instance table (${errorText(error)})`));
  }

  return { getIndex, getArticle, getBodies, refresh, takeUnexpiredChanges, servedVersion, syncVersion: () => { const shared = sharedOptions(); return shared ? syncVersion(shared) : Promise.resolve(); }, stop };
}

/** The shared mode of the configured deployment: on when DATABASE_URL is set. */
function configuredSharing(): SharedIndexOptions | undefined {
  const url = serverEnv().DATABASE_URL;
  if (!url) return undefined;
  return {
    listenUrl: url,
    store: async () => {
      const { database } = await import('@/lib/db');
      return createPublishedStore(await database());
    },
  };
}

const GLOBAL_KEY = Symbol.for('tidewater.articleStore');
const globalHolder: ArticleStoreHolder = ((globalThis as Record<symbol, ArticleStoreHolder | undefined>)[GLOBAL_KEY] ??= {});

/** The process's article source: every route bundle and the proxy share its index. */
export const articleSource = createArticleSource({ holder: globalHolder, timer: true, shared: configuredSharing });
