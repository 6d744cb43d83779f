import { promises as fs } from 'node:fs';
import type { ServerEnv } from '@/lib/process/env';
import { errorText } from '@/lib/process/error-text';
import type { RetryOptions } from '../google/http';
import { loadArticles, type Logger } from '../pipeline';
import { createPause, type Pause } from '../schedule/pool';
import { readPostFiles } from '../snapshot/posts';
import { recordContentReport } from '../snapshot/report';
import type { SourcedArticle } from '../schema';
import { readSnapshot, snapshotIndexPath, type SnapshotRead } from '../snapshot/snapshot';
import { buildArticleIndexInSlices, toSummary, type ArticleBodies, type ArticleIndex } from './article-index';

/**
 * What every mode of the article source shares: the index it serves (built from a list of articles),
 * how that is seeded, the one read of the sheet a refresh makes, and which slugs a refresh changed.
 */

export type SourceEnv = Pick<ServerEnv, 'GOOGLE_SHEETS_API_KEY' | 'GOOGLE_SHEETS_ID' | 'GOOGLE_SHEETS_API_URL' | 'GOOGLE_DOCS_URL'> & Partial<Pick<ServerEnv, 'GOOGLE_SHEETS_NAME'>>;

/** Live (with the sheet) or the committed snapshot alone. */
export function isSheetConfigured(env: SourceEnv): boolean {
  return Boolean(env.GOOGLE_SHEETS_API_KEY && env.GOOGLE_SHEETS_ID);
}

/** The index a process serves and what it was built from. */
export type ServedState = {
  contentDir: string;
  /** mtime of the snapshot the index was built from (snapshot mode), to notice a sync. */
  snapshotMtimeMs: number;
  articles: SourcedArticle[];
  index: ArticleIndex;
  bodies: ArticleBodies;
  /** When the index was last refreshed from the sheet (ms); 0: never in this process. */
  refreshedAt: number;
  /** The shared version and revision it was loaded from (0: nothing published; always 0 in one process). */
  version: number;
  revision: number;
};

/** The served index and the seeding in progress: one per process, whatever the mode. */
export type ServedCell = { state?: ServedState; seeding?: Promise<ServedState> };

/**
 * What pages may show that has changed since the rendered pages were last expired (one process: the
 * committed snapshot and the live refresh): the slugs of articles added, edited or removed, or 'all'
 * (a new process, or too many to name).
 */
export type ChangesCell = { unexpired: 'all' | Set<string> };

/** A background refresh: the one running, the one asked for meanwhile, and the timer (live and cluster). */
export type BackgroundCell = {
  refreshing?: Promise<void>;
  /** A refresh asked for by the webhook while another ran: it runs once that one ends; callers meanwhile share it. */
  followUp?: Promise<void>;
  timer?: ReturnType<typeof setInterval>;
};

/** The settings every mode reads, resolved once from the source's options. */
export type SourceContext = {
  contentDir: () => string;
  stateDir: () => string | undefined;
  env: () => SourceEnv;
  log: Logger;
  clock: () => number;
  maxAgeMs: number;
  rechecks: number;
  fetchOptions?: RetryOptions;
  served: ServedCell;
  /** The index served now, seeded on first use (and, with the snapshot alone, again after a sync). */
  current: () => Promise<ServedState>;
  /** The source's own refresh: a mode that refreshes again goes through it, as a caller would. */
  refresh: (slug?: string, options?: { fresh?: boolean; wait?: boolean }) => Promise<void>;
};

export async function buildState(
  dir: string,
  mtimeMs: number,
  articles: SourcedArticle[],
  generatedAt: string,
  refreshedAt: number,
  pause: Pause = createPause(),
  head = { version: 0, revision: 0 },
): Promise<ServedState> {
  const { index, bodies } = await buildArticleIndexInSlices(articles, generatedAt, pause);
  return { contentDir: dir, snapshotMtimeMs: mtimeMs, articles, index, bodies, refreshedAt, ...head };
}

/** mtime of the snapshot's index file; -1 when there is none. */
export async function snapshotMtime(dir: string): Promise<number> {
  return fs.stat(snapshotIndexPath(dir)).then((stat) => stat.mtimeMs, () => -1);
}

/** A snapshot folder's articles; undefined (logged) when it cannot be read. */
export async function readOrEmpty(log: Logger, dir: string | undefined): Promise<SnapshotRead | undefined> {
  if (!dir) return undefined;
  try {
    return await readSnapshot(dir);
  } catch (error) {
    log.error(`Articles: snapshot in ${dir} unreadable (${errorText(error)})`);
    return undefined;
  }
}

/** The committed snapshot; no articles when it cannot be read. */
export async function committedSnapshot(log: Logger, dir: string): Promise<SnapshotRead> {
  return (await readOrEmpty(log, dir)) ?? { generatedAt: new Date(0).toISOString(), articles: [] };
}

/** Reads the sheet (and the documents a refresh needs) on top of `state`; undefined when it failed. */
export async function readSheet(ctx: SourceContext, state: ServedState, slug: string | undefined, now: Date): Promise<SourcedArticle[] | undefined> {
  const sheetEnv = ctx.env();
  const result = await loadArticles({
    trigger: slug ? 'article' : 'refresh',
    sheet: { apiUrl: sheetEnv.GOOGLE_SHEETS_API_URL, apiKey: sheetEnv.GOOGLE_SHEETS_API_KEY, sheetId: sheetEnv.GOOGLE_SHEETS_ID, sheetName: sheetEnv.GOOGLE_SHEETS_NAME },
    docsBaseUrl: sheetEnv.GOOGLE_DOCS_URL,
    posts: await readPostFiles(state.contentDir),
    previous: state.articles,
    now,
    documents: { kind: 'changed', recheck: slug ? 0 : ctx.rechecks, ...(slug ? { slug } : {}) },
    ...(ctx.fetchOptions ? { fetchOptions: ctx.fetchOptions } : {}),
    log: ctx.log,
  });
  recordContentReport(result.report);
  if (result.verdict !== 'publish') {
    ctx.log.error(`Articles: live sheet unavailable, serving the last good articles (${result.message})`);
    return undefined;
  }
  return result.articles;
}

export function sameValue(a: unknown, b: unknown): boolean {
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

/** The slugs changed since the last call (or 'all'), clearing the record: this process's own record. */
export function takeOwnChanges(changes: ChangesCell): 'all' | string[] {
  const taken = changes.unexpired;
  changes.unexpired = new Set();
  return taken === 'all' ? 'all' : [...taken];
}
