import { promises as fs } from 'node:fs';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';
import { buildArticleIndexInSlices, toSummary, type ArticleBodies, type ArticleIndex } from './article-index';
import { articleStateDir, defaultContentDir } from './content-dir';
import type { RetryOptions } from './http';
import { loadArticles, type Logger } from './pipeline';
import { createPause, type Pause } from './pool';
import { readPostFiles } from './posts';
import { recordContentReport } from './report';
import type { Article, SourcedArticle } from './schema';
import { readSnapshot, snapshotIndexPath, writeSnapshot, type SnapshotRead } from './snapshot';

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
};

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

/** Past this many changed articles a refresh expires every page rather than naming each one. */
export const MAX_NAMED_CHANGES = 50;

export type PageChanges = 'all' | readonly string[];

export function createArticleSource(options: ArticleSourceOptions = {}) {
  const contentDir = options.contentDir ?? (() => defaultContentDir());
  const stateDir = options.stateDir ?? (() => articleStateDir());
  const env = options.env ?? serverEnv;
  const log = options.log ?? console;
  const clock = options.clock ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? siteConfig.blog.liveRefreshSeconds * 1000;
  const checkEveryMs = options.checkEveryMs ?? siteConfig.blog.liveRefreshCheckSeconds * 1000;
  const rechecks = options.rechecks ?? siteConfig.blog.documentRechecks;
  const holder = options.holder ?? {};
  // Pages stored before this process started may be older than what it serves: the first webhook
  // call expires them whatever its refresh finds.
  holder.unexpired ??= 'all';

  async function build(dir: string, mtimeMs: number, articles: SourcedArticle[], generatedAt: string, refreshedAt: number, pause: Pause = createPause()): Promise<LiveState> {
    const { index, bodies } = await buildArticleIndexInSlices(articles, generatedAt, pause);
    return { contentDir: dir, snapshotMtimeMs: mtimeMs, articles, index, bodies, refreshedAt };
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

  /** The committed snapshot, or the live site's own newer copy of what it last published. */
  async function seed(dir: string, live: boolean): Promise<LiveState> {
    const mtimeMs = await mtime(dir);
    const committed = (await readOrEmpty(dir)) ?? { generatedAt: new Date(0).toISOString(), articles: [] };
    const own = live ? await readOrEmpty(stateDir()) : undefined;
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
    const sheetEnv = env();
    const now = new Date(clock());
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
      return;
    }
    const pause = createPause();
    const changed = await changedSlugs(state.articles, result.articles, pause);
    // Nothing a visitor would see changed: keep the index (and the pages rendered from it) as they are,
    // with the run's bookkeeping (fingerprints, re-check times) so the next refresh starts from it.
    if (changed.size === 0) {
      holder.state = { ...state, articles: result.articles, refreshedAt: clock() };
      return;
    }
    const next = await build(state.contentDir, state.snapshotMtimeMs, result.articles, now.toISOString(), clock(), pause);
    holder.state = next;
    const unexpired = holder.unexpired === 'all' ? 'all' : new Set([...(holder.unexpired ?? []), ...changed]);
    holder.unexpired = unexpired === 'all' || unexpired.size > MAX_NAMED_CHANGES ? 'all' : unexpired;
    await persist(state, next, now);
  }

  /**
   * One refresh at a time; a refresh of one article asked for meanwhile runs after it. `fresh` (the
   * editor's webhook) must see the sheet as it is now: a refresh already running may have read it
   * before the edit, so one more runs after it, shared by every fresh caller that arrives meanwhile.
   */
  function refresh(slug?: string, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    if (!isSheetConfigured(env())) return Promise.resolve();
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
    holder.timer = setInterval(() => {
      const state = holder.state;
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
   * Which stored pages may show old articles: the slugs refreshes changed since the last call (their
   * pages and every list), or 'all'. Clears the record, so the caller expires those pages once.
   */
  function takeUnexpiredChanges(): PageChanges {
    const changes = holder.unexpired ?? new Set<string>();
    holder.unexpired = new Set();
    return changes === 'all' ? 'all' : [...changes];
  }

  return { getIndex, getArticle, getBodies, refresh, takeUnexpiredChanges };
}

const GLOBAL_KEY = Symbol.for('tidewater.articleStore');
const globalHolder: ArticleStoreHolder = ((globalThis as Record<symbol, ArticleStoreHolder | undefined>)[GLOBAL_KEY] ??= {});

/** The process's article source: every route bundle and the proxy share its index. */
export const articleSource = createArticleSource({ holder: globalHolder, timer: true });
