import { setTimeout as sleep } from 'node:timers/promises';
import { errorText } from '@/lib/process/error-text';
import { createPause } from '../schedule/pool';
import type { ArticleIndex } from './article-index';
import { MAX_NAMED_CHANGES, type PageChanges, type PublishedStore, type RefreshLock } from './published-store';
import { buildState, changedSlugs, committedSnapshot, readSheet, type BackgroundCell, type ServedState, type SourceContext } from './source-state';
import { listenForVersions, type VersionListener } from './version-listener';

/**
 * The live sheet among several instances on one PostgreSQL (DATABASE_URL). One instance at a time
 * reads Google, under a lock, once per period whatever the number of instances, and publishes the
 * result with a version; every instance loads a new version on the LISTEN hint or, at the latest, on
 * its next poll of the version, and reports the version it serves in the instance table, so that a
 * publisher expires pages only once every instance serves the new articles (published-store.ts).
 */

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
const SHARED_POLL_MS = 1_000;
const SHARED_WAIT_MS = 60_000;
const SHARED_SETTLE_MS = 200;
const SHARED_CATCH_UP_MS = 3_000;
/** An instance that has not reported for this long is taken for stopped. */
const INSTANCE_ALIVE_MS = 10_000;
const INSTANCE_REPORT_MS = 3_000;
/** Pause between two tries at the refresh lock while another instance holds it. */
const LOCK_RETRY_MS = 50;

/** This instance's part in the cluster: the version poll, the hint listener, the load in progress and the last report. */
export type ClusterCell = {
  /**
   * This process's name in the instance table; kept in the process-wide holder because every route
   * bundle has its own copy of this module, and they must report as one instance.
   */
  instance: string;
  poll?: ReturnType<typeof setInterval>;
  listener?: VersionListener;
  loading?: Promise<void>;
  reportedAt?: number;
  reportedVersion?: number;
};

/** What the cluster published last, or the committed snapshot while nothing is published. */
export async function seedCluster(ctx: Pick<SourceContext, 'log' | 'clock'>, shared: SharedIndexOptions, dir: string, mtimeMs: number): Promise<ServedState> {
  const published = await (await shared.store()).load().catch((error: unknown) => {
    ctx.log.error(`Articles: published articles unreadable (${errorText(error)})`);
    return undefined;
  });
  if (published) return buildState(dir, mtimeMs, published.articles, published.generatedAt, ctx.clock(), createPause(), published);
  const committed = await committedSnapshot(ctx.log, dir);
  return buildState(dir, mtimeMs, committed.articles, committed.generatedAt, 0);
}

export function createClusterMode(ctx: SourceContext, background: BackgroundCell, cell: ClusterCell) {
  const { served, log, clock } = ctx;

  /**
   * Under the refresh lock: starts from what is published (loading it when another instance published
   * since), reads Google, and publishes. Only what a visitor would see changed makes a new version; the
   * bookkeeping alone is written without one, so that the next refresher, whichever instance it is,
   * starts from it.
   */
  async function refreshUnderLock(lock: RefreshLock, answers: number, slug: string | undefined): Promise<ServedState> {
    const row = await lock.row();
    let base = await ctx.current();
    if (base.version !== row.version || base.revision !== row.revision) {
      const published = await lock.load();
      if (published) base = await buildState(base.contentDir, base.snapshotMtimeMs, published.articles, published.generatedAt, clock(), createPause(), published);
    }
    const now = new Date(clock());
    const articles = await readSheet(ctx, base, slug, now);
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
    return buildState(base.contentDir, base.snapshotMtimeMs, articles, now.toISOString(), clock(), pause, head);
  }

  /**
   * One read of Google for the whole cluster. A webhook (`fresh`) takes a request number first; a read
   * that started after it answers it, whichever instance did it, so ten calls arriving together on
   * several instances cost one read. Without `fresh` (the timer, a first request) nothing is read when
   * any instance read the sheet within maxAgeMs. `wait`: when another instance holds the lock, wait
   * for it (bounded) instead of leaving at once.
   */
  async function refresh(shared: SharedIndexOptions, slug: string | undefined, fresh: boolean, wait: boolean): Promise<void> {
    const store = await shared.store();
    const ticket = fresh || slug ? await store.request() : undefined;
    const deadline = clock() + (shared.waitMs ?? SHARED_WAIT_MS);
    for (;;) {
      const outcome = await store.withRefreshLock(async (lock) => {
        const row = await lock.row();
        if (ticket === undefined ? row.ageMs !== null && row.ageMs < ctx.maxAgeMs : !slug && row.served >= ticket) return undefined;
        // Requests arriving together (a timer tick and webhooks on several instances) share this read.
        if (!slug) await sleep(shared.settleMs ?? SHARED_SETTLE_MS);
        const { requested } = await lock.row();
        return refreshUnderLock(lock, requested, slug);
      });
      if (outcome.locked) {
        const state = served.state;
        if (outcome.value && (!state || outcome.value.version >= state.version)) served.state = outcome.value;
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
    const state = served.state ?? (await ctx.current());
    if (head.version > state.version) {
      cell.loading ??= (async () => {
        const published = await store.load();
        const latest = served.state ?? state;
        if (published && published.version > latest.version) {
          served.state = await buildState(latest.contentDir, latest.snapshotMtimeMs, published.articles, published.generatedAt, clock(), createPause(), published);
        }
      })().finally(() => {
        cell.loading = undefined;
      });
      await cell.loading;
    }
    const version = (served.state ?? state).version;
    if (cell.reportedVersion !== version || clock() - (cell.reportedAt ?? 0) >= INSTANCE_REPORT_MS) {
      await store.report(shared.instance ?? cell.instance, version);
      cell.reportedVersion = version;
      cell.reportedAt = clock();
    }
  }

  /** The version poll and the LISTEN hint, started once per process with the timer. */
  function startSync(shared: SharedIndexOptions): void {
    if (cell.poll) return;
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
    cell.poll = setInterval(poll, shared.pollMs ?? SHARED_POLL_MS);
    cell.poll.unref?.();
    if (shared.listenUrl) cell.listener = listenForVersions({ url: shared.listenUrl, onHint: poll, log });
  }

  /** The index; nothing published yet (a new cluster): the first request waits for one instance's read. */
  async function getIndex(state: ServedState): Promise<ArticleIndex> {
    if (state.version === 0 && state.refreshedAt === 0) {
      background.refreshing ??= ctx
        .refresh()
        .catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`))
        .finally(() => {
          background.refreshing = undefined;
          const latest = served.state;
          if (latest && latest.refreshedAt === 0) latest.refreshedAt = clock();
        });
      await background.refreshing;
    }
    return (served.state ?? state).index;
  }

  /** The timer's check: every instance asks, the database's clock decides, and one instance reads. */
  function tick(): void {
    if (background.refreshing) return;
    const started = ctx
      .refresh(undefined, { wait: false })
      .catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`))
      .finally(() => {
        if (background.refreshing === started) background.refreshing = undefined;
      });
    background.refreshing = started;
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
   * The cluster's record of changed pages, taken by one caller: it waits until every instance serves
   * the version it reached before the pages are expired.
   */
  async function takeUnexpiredChanges(shared: SharedIndexOptions): Promise<PageChanges> {
    const { changes, version } = await (await shared.store()).takeUnexpired();
    if (changes === 'all' || changes.length > 0) await awaitEveryInstance(shared, version);
    return changes;
  }

  /** Stops the poll and the hint listener, and (given the options) leaves the instance table. */
  async function stop(shared: SharedIndexOptions | undefined): Promise<void> {
    if (cell.poll) clearInterval(cell.poll);
    cell.poll = undefined;
    await cell.listener?.stop();
    cell.listener = undefined;
    if (shared) await (await shared.store()).forget(shared.instance ?? cell.instance).catch((error: unknown) => log.warn(`Articles: could not leave the instance table (${errorText(error)})`));
  }

  return { refresh, syncVersion, startSync, getIndex, tick, takeUnexpiredChanges, stop };
}
