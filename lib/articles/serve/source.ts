import { randomUUID } from 'node:crypto';
import { serverEnv } from '@/lib/process/env';
import { processHolder } from '@/lib/process/singleton';
import { articleConfig } from '../config';
import type { RetryOptions } from '../google/http';
import type { Logger } from '../pipeline';
import type { Article } from '../schema';
import { articleStateDir, defaultContentDir } from '../snapshot/content-dir';
import type { ArticleBodies, ArticleIndex } from './article-index';
import { createClusterMode, seedCluster, type ClusterCell, type SharedIndexOptions } from './cluster-mode';
import { createLiveMode, seedLive } from './live-mode';
import { createPublishedStore, type PageChanges } from './published-store';
import { seedFromSnapshot } from './snapshot-mode';
import {
  isSheetConfigured,
  snapshotMtime,
  takeOwnChanges,
  type BackgroundCell,
  type ChangesCell,
  type ServedCell,
  type ServedState,
  type SourceContext,
  type SourceEnv,
} from './source-state';

export { MAX_NAMED_CHANGES, type PageChanges } from './published-store';

/**
 * Where pages get articles: one in-memory article index per server process (shared through globalThis,
 * so the proxy and every route bundle see the same one), seeded from the snapshot on disk, in one of
 * three modes chosen on every call from the configuration:
 *
 * - the committed snapshot, without GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID (snapshot-mode.ts);
 * - the live sheet in one process (live-mode.ts);
 * - the live sheet shared by several instances through PostgreSQL, with DATABASE_URL (cluster-mode.ts).
 *
 * No 'server-only' marker: the proxy (proxy.ts) reads the same index, and node:fs keeps this module
 * out of any browser bundle anyway.
 *
 * Nothing goes into Next's data cache: an entry there is limited to 2 MB, which a blog's articles pass
 * long before 10,000, and an over-limit entry made every request read Google again.
 */

/**
 * What a process keeps between the copies of this module in its route bundles, one record per part:
 * the served index (every mode), this process's record of changed pages (snapshot and live), the
 * background refresh (live and cluster) and its place in the cluster.
 */
export type ArticleStoreHolder = {
  served?: ServedCell;
  changes?: ChangesCell;
  background?: BackgroundCell;
  cluster?: ClusterCell;
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
  /** Share the index with other instances through PostgreSQL; undefined: this process alone. */
  shared?: () => SharedIndexOptions | undefined;
};

export function createArticleSource(options: ArticleSourceOptions = {}) {
  const env = options.env ?? serverEnv;
  const sharedOptions = options.shared ?? (() => undefined);
  const checkEveryMs = options.checkEveryMs ?? articleConfig.liveRefreshCheckSeconds * 1000;
  const holder = options.holder ?? {};
  const served = (holder.served ??= {});
  // Pages stored before this process started may be older than what it serves: the first webhook
  // call expires them whatever its refresh finds.
  const changes = (holder.changes ??= { unexpired: 'all' });
  const background = (holder.background ??= {});
  const clusterCell = (holder.cluster ??= { instance: randomUUID() });

  const ctx: SourceContext = {
    contentDir: options.contentDir ?? (() => defaultContentDir()),
    stateDir: options.stateDir ?? (() => articleStateDir()),
    env,
    log: options.log ?? console,
    clock: options.clock ?? Date.now,
    maxAgeMs: options.maxAgeMs ?? articleConfig.liveRefreshSeconds * 1000,
    rechecks: options.rechecks ?? articleConfig.documentRechecks,
    ...(options.fetchOptions ? { fetchOptions: options.fetchOptions } : {}),
    served,
    current,
    refresh,
  };
  const live = createLiveMode(ctx, background, changes);
  const cluster = createClusterMode(ctx, background, clusterCell);

  function seed(dir: string, mtimeMs: number, sheet: boolean): Promise<ServedState> {
    if (!sheet) return seedFromSnapshot(ctx, dir, mtimeMs);
    const shared = sharedOptions();
    return shared ? seedCluster(ctx, shared, dir, mtimeMs) : seedLive(ctx, dir, mtimeMs);
  }

  async function current(): Promise<ServedState> {
    const dir = ctx.contentDir();
    const sheet = isSheetConfigured(env());
    const state = served.state;
    // Without the sheet, a sync that replaced the snapshot is picked up on the next request.
    if (state && state.contentDir === dir && (sheet || state.snapshotMtimeMs === (await snapshotMtime(dir)))) return state;
    served.seeding ??= (async () => seed(dir, await snapshotMtime(dir), sheet))().finally(() => {
      served.seeding = undefined;
    });
    served.state = await served.seeding;
    return served.state;
  }

  /**
   * Reads the sheet now (nothing to read with the snapshot alone). `slug`: the one article the webhook
   * named; `fresh`: the editor's webhook, which must see the sheet as it is now; `wait` (cluster): wait
   * for another instance's refresh rather than leave at once.
   */
  function refresh(slug?: string, { fresh = false, wait = true }: { fresh?: boolean; wait?: boolean } = {}): Promise<void> {
    if (!isSheetConfigured(env())) return Promise.resolve();
    const shared = sharedOptions();
    return shared ? cluster.refresh(shared, slug, fresh, wait) : live.refresh(slug, fresh);
  }

  function startTimer(): void {
    if (!options.timer || background.timer) return;
    const shared = sharedOptions();
    if (shared) cluster.startSync(shared);
    background.timer = setInterval(() => (shared ? cluster.tick() : live.tick()), checkEveryMs);
    background.timer.unref?.();
  }

  /** The current index; with the sheet, starts a background refresh when it is older than maxAgeMs. */
  async function getIndex(): Promise<ArticleIndex> {
    const state = await current();
    if (!isSheetConfigured(env())) return state.index;
    startTimer();
    return sharedOptions() ? cluster.getIndex(state) : live.getIndex(state);
  }

  /** The article with its body, or null. */
  async function getArticle(slug: string): Promise<Article | null> {
    const index = await getIndex();
    const summary = index.bySlug.get(slug);
    const content = served.state?.bodies.get(slug);
    return summary && content !== undefined ? { ...summary, content } : null;
  }

  /** Bodies of the given articles (the feed's newest 20), from the same index. */
  async function getBodies(): Promise<ArticleBodies> {
    await getIndex();
    return served.state?.bodies ?? new Map();
  }

  /**
   * Which stored pages may show old articles: the slugs refreshes changed since the last call (their
   * pages and every list), or 'all'. Clears the record, so the caller expires those pages once; among
   * several instances the record is shared, and the one caller that takes it first waits until every
   * instance serves the version it reached.
   */
  async function takeUnexpiredChanges(): Promise<PageChanges> {
    const shared = isSheetConfigured(env()) ? sharedOptions() : undefined;
    return shared ? cluster.takeUnexpiredChanges(shared) : takeOwnChanges(changes);
  }

  /** The version this process serves (0: none published, or one process alone). */
  function servedVersion(): number {
    return served.state?.version ?? 0;
  }

  /** Loads a newer published version at once (cluster); nothing to do otherwise. */
  function syncVersion(): Promise<void> {
    const shared = sharedOptions();
    return shared ? cluster.syncVersion(shared) : Promise.resolve();
  }

  /**
   * Stops the timers and the hint listener (shutdown and tests), and takes this instance out of the
   * instance table, so that no publisher waits for it to load a version.
   */
  async function stop(): Promise<void> {
    const shared = clusterCell.poll ? sharedOptions() : undefined;
    if (background.timer) clearInterval(background.timer);
    background.timer = undefined;
    await cluster.stop(shared);
  }

  return { getIndex, getArticle, getBodies, refresh, takeUnexpiredChanges, servedVersion, syncVersion, stop };
}

/** The shared mode of the configured deployment: on when DATABASE_URL is set. */
function configuredSharing(): SharedIndexOptions | undefined {
  const url = serverEnv().DATABASE_URL;
  if (!url) return undefined;
  return {
    listenUrl: url,
    store: async () => {
      const { siteDatabase } = await import('@/lib/site-database');
      return createPublishedStore(await siteDatabase());
    },
  };
}

const globalHolder = processHolder('articleStore', (): ArticleStoreHolder => ({}));

/** The process's article source: every route bundle and the proxy share its index. */
export const articleSource = createArticleSource({ holder: globalHolder, timer: true, shared: configuredSharing });
