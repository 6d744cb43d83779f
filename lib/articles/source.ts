import 'server-only';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { revalidatePath, revalidateTag, unstable_cache } from 'next/cache';
import { serverEnv, type ServerEnv } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';
import type { RetryOptions } from './http';
import { buildArticles, type Logger } from './pipeline';
import { readPostFiles } from './posts';
import { buildBlogCache, findArticleBySlug } from './query';
import type { Article, BlogCache, SourcedArticle } from './schema';
import { readSnapshot, snapshotIndexPath, type SnapshotRead } from './snapshot';

/**
 * Where pages get articles. With GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID set: the live sheet and
 * its documents through the sync's own pipeline, merged with content/posts, kept in Next's data cache
 * for 300 s under the tag 'articles'. Without them, or whenever the live read fails or comes back
 * empty: the committed snapshot in content/snapshot. Visitors never see a sheet error.
 */

type SourceEnv = Pick<ServerEnv, 'GOOGLE_SHEETS_API_KEY' | 'GOOGLE_SHEETS_ID' | 'GOOGLE_SHEETS_API_URL' | 'GOOGLE_DOCS_URL'> & Partial<Pick<ServerEnv, 'GOOGLE_SHEETS_NAME'>>;

/** Wraps the live loader in a cache; Next's data cache in the app, nothing in tests. */
export type CacheWrapper = (load: () => Promise<BlogCache>, key: string[]) => () => Promise<BlogCache>;

export type ArticleSourceOptions = {
  contentDir?: () => string;
  env?: () => SourceEnv;
  cache?: CacheWrapper;
  fetchOptions?: RetryOptions;
  log?: Logger;
};

export class EmptySheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmptySheetError';
  }
}

const nextDataCache: CacheWrapper = (load, key) =>
  unstable_cache(load, key, { revalidate: siteConfig.blog.revalidateSeconds, tags: [siteConfig.blog.cacheTag] });

/** Pages get plain articles; where one came from is the sync's business. */
function toArticle(article: SourcedArticle | Article): Article {
  if (!('source' in article)) return article;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const { source, origin, ...rest } = article;
  return rest;
}

export function isSheetConfigured(env: SourceEnv): boolean {
  return Boolean(env.GOOGLE_SHEETS_API_KEY && env.GOOGLE_SHEETS_ID);
}

/** content/ in the working directory, or CONTENT_DIR when set (the build benchmark's generated articles). */
export function defaultContentDir(env: Pick<ServerEnv, 'CONTENT_DIR'> = serverEnv(), cwd: string = process.cwd()): string {
  return path.resolve(cwd, env.CONTENT_DIR ?? 'content');
}

export function createArticleSource(options: ArticleSourceOptions = {}) {
  const contentDir = options.contentDir ?? (() => defaultContentDir());
  const env = options.env ?? serverEnv;
  const log = options.log ?? console;
  const cache = options.cache ?? nextDataCache;
  // The snapshot and the sorted cache built from it, kept until a sync replaces the snapshot: every
  // prerendered page asks for them, and rebuilding per call made a build quadratic in the articles.
  let memo: { dir: string; mtimeMs: number; read: SnapshotRead; cache?: BlogCache } | undefined;

  /** The snapshot, read again only when a sync has replaced it. */
  async function snapshot(): Promise<SnapshotRead> {
    const dir = contentDir();
    const mtimeMs = await fs.stat(snapshotIndexPath(dir)).then((stat) => stat.mtimeMs, () => -1);
    if (memo && memo.dir === dir && memo.mtimeMs === mtimeMs) return memo.read;
    const read = await readSnapshot(dir);
    memo = { dir, mtimeMs, read };
    return read;
  }

  async function fromSnapshot(): Promise<BlogCache> {
    const read = await snapshot();
    const built = memo?.read === read ? memo.cache : undefined;
    if (built) return built;
    const blogCache = buildBlogCache(read.articles.map(toArticle), read.generatedAt);
    if (memo?.read === read) memo.cache = blogCache;
    return blogCache;
  }

  async function loadLive(): Promise<BlogCache> {
    const current = env();
    const dir = contentDir();
    const now = new Date();
    const { articles, report } = await buildArticles({
      sheet: { apiUrl: current.GOOGLE_SHEETS_API_URL, apiKey: current.GOOGLE_SHEETS_API_KEY, sheetId: current.GOOGLE_SHEETS_ID, sheetName: current.GOOGLE_SHEETS_NAME },
      docsBaseUrl: current.GOOGLE_DOCS_URL,
      posts: await readPostFiles(dir),
      previous: (await snapshot()).articles,
      now,
      ...(options.fetchOptions ? { fetchOptions: options.fetchOptions } : {}),
      log,
    });
    // Same rule as the sync: an empty sheet never empties the site.
    if (report.kept === 0) throw new EmptySheetError(report.sheetMessage ?? 'No published articles found in Google Sheets');
    return buildBlogCache(articles.map(toArticle), now.toISOString());
  }

  /**
   * Articles with their lastSync, categories and tags. `force` skips the data cache for this call
   * (a fresh read of the sheet); the cache itself is cleared through clearArticleCache.
   */
  async function getBlogCache({ force = false }: { force?: boolean } = {}): Promise<BlogCache> {
    const current = env();
    if (!isSheetConfigured(current)) return fromSnapshot();
    try {
      const load = force ? loadLive : cache(loadLive, ['articles', current.GOOGLE_SHEETS_ID ?? '']);
      return await load();
    } catch (error) {
      log.error(`Articles: live sheet unavailable, serving the snapshot (${error instanceof Error ? error.message : String(error)})`);
      return fromSnapshot();
    }
  }

  /** Every article, newest first. */
  async function getArticles(): Promise<Article[]> {
    return (await getBlogCache()).articles;
  }

  /** The article with this slug, or null (pages answer with notFound()). */
  async function getArticle(slug: string): Promise<Article | null> {
    return findArticleBySlug(await getArticles(), slug) ?? null;
  }

  return { getBlogCache, getArticles, getArticle };
}

const defaultSource = createArticleSource();

export const getBlogCache = defaultSource.getBlogCache;
export const getArticles = defaultSource.getArticles;
export const getArticle = defaultSource.getArticle;

/**
 * Drops the cached articles and every rendered page so the next request reads the sheet again. Only
 * callable from a route handler or server action (POST /api/revalidate).
 */
export function clearArticleCache(): void {
  // { expire: 0 }, not 'max': the editor who just saved expects the next visit to show the change,
  // not one stale render first (node_modules/next/dist/docs, revalidateTag "Revalidation Behavior").
  revalidateTag(siteConfig.blog.cacheTag, { expire: 0 });
  revalidatePath('/', 'layout');
}
