import { siteConfig } from '@/lib/site-config';
import { planBody, resolveBody } from './body-source';
import { processBody } from './convert';
import { fetchDocument } from './doc-client';
import type { RetryOptions } from './http';
import { completeArticle, toArticleDraft, type ArticleDraft } from './normalise';
import { mapWithConcurrency } from './pool';
import { postToDraft, type PostFile } from './posts';
import { sortByNewest } from './query';
import type { SourcedArticle } from './schema';
import { readSheet, SheetReadError, type SheetConfig } from './sheet-client';
import { parseSheetValues } from './sheet-rows';

/**
 * The article pipeline (DESIGN.md "Article pipeline"): sheet rows and hand-written posts -> drafts ->
 * bodies (documents fetched, bounded and retried) -> converted, sanitized, validated articles. The
 * sync and the runtime source both call buildArticles; neither writes or renders anything here.
 */

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export type SkippedArticle = { origin: string; reason: string };
export type FailedDocument = { origin: string; slug: string; documentUrl: string; error: string };

export type PipelineReport = {
  /** 'carried-over': offline run, the sheet's articles were taken from the last snapshot. */
  sheetStatus: 'ok' | 'carried-over';
  /** 'No data found in spreadsheet' and the like. */
  sheetMessage?: string;
  rowsRead: number;
  /** Sheet articles in the result. */
  kept: number;
  posts: number;
  skipped: SkippedArticle[];
  documentsFetched: number;
  documentsFailed: FailedDocument[];
  warnings: string[];
};

export type PipelineResult = { articles: SourcedArticle[]; report: PipelineReport };

export type PipelineOptions = {
  /** Where the sheet is; undefined for an offline run that carries the snapshot's sheet articles over. */
  sheet?: SheetConfig;
  docsBaseUrl: string;
  posts: readonly PostFile[];
  /** The last snapshot: bodies to fall back on, createdAt to keep, sheet articles to carry over. */
  previous?: readonly SourcedArticle[];
  now?: Date;
  /** No document fetches: stored content only. */
  offline?: boolean;
  fetchOptions?: RetryOptions;
  concurrency?: number;
  log?: Logger;
};

export class SlugClashError extends Error {
  constructor(slug: string, first: string, second: string) {
    super(`Slug "${slug}" is used by both ${first} and ${second}`);
    this.name = 'SlugClashError';
  }
}

async function sheetDrafts(options: PipelineOptions, now: Date, report: PipelineReport): Promise<ArticleDraft[]> {
  const log = options.log ?? console;
  if (!options.sheet) return [];
  const read = await readSheet(options.sheet, options.fetchOptions, log);
  // A sheet that cannot be read is a failure for every caller: the sync keeps its snapshot and the
  // site falls back to it. readSheet has already logged it.
  if (read.status !== 'ok') throw new SheetReadError(read.message);
  const parsed = parseSheetValues(read.values);
  report.rowsRead = parsed.rowsRead;
  if (parsed.message) report.sheetMessage = parsed.message;
  report.warnings.push(...parsed.warnings);
  report.skipped.push(...parsed.skipped.map(({ rowNumber, reason }) => ({ origin: `sheet row ${rowNumber}`, reason })));
  const drafts: ArticleDraft[] = [];
  const bySlug = new Map<string, ArticleDraft>();
  for (const row of parsed.rows) {
    const draft = toArticleDraft(row, now);
    const earlier = bySlug.get(draft.slug);
    if (earlier) {
      // Two rows of one sheet with one slug: the editor's mistake, not a reason to stop the sync.
      report.skipped.push({ origin: draft.origin, reason: `slug "${draft.slug}" is already used by ${earlier.origin}` });
      continue;
    }
    bySlug.set(draft.slug, draft);
    drafts.push(draft);
  }
  return drafts;
}

function postDrafts(posts: readonly PostFile[], now: Date): ArticleDraft[] {
  return posts.map((post) => postToDraft(post, now)).filter((draft): draft is ArticleDraft => draft !== undefined);
}

/** One slug, one article: a clash between two sources is an error naming both. */
function assertUniqueSlugs(articles: readonly { slug: string; origin: string }[]): void {
  const seen = new Map<string, string>();
  for (const article of articles) {
    const earlier = seen.get(article.slug);
    if (earlier) throw new SlugClashError(article.slug, earlier, article.origin);
    seen.set(article.slug, article.origin);
  }
}

export async function buildArticles(options: PipelineOptions): Promise<PipelineResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? console;
  const report: PipelineReport = {
    sheetStatus: options.sheet ? 'ok' : 'carried-over',
    rowsRead: 0,
    kept: 0,
    posts: 0,
    skipped: [],
    documentsFetched: 0,
    documentsFailed: [],
    warnings: [],
  };
  const previous = new Map((options.previous ?? []).map((article) => [article.slug, article]));
  const carried = options.sheet ? [] : (options.previous ?? []).filter((article) => article.source === 'sheet');
  const drafts = [...(await sheetDrafts(options, now, report)), ...postDrafts(options.posts, now)];
  assertUniqueSlugs([...carried, ...drafts]);
  for (const draft of drafts) report.warnings.push(...draft.warnings.map((warning) => `${draft.origin}: ${warning}`));

  const fetchOne = options.offline
    ? undefined
    : (documentUrl: string) => fetchDocument(documentUrl, 'html', { ...options.fetchOptions, baseUrl: options.docsBaseUrl });

  const built = await mapWithConcurrency(drafts, options.concurrency ?? siteConfig.blog.documentConcurrency, async (draft) => {
    const plan = planBody(draft);
    const earlier = previous.get(draft.slug);
    const resolution = await resolveBody(plan, { ...(fetchOne ? { fetchDocument: fetchOne } : {}), ...(earlier ? { previousBody: earlier.content } : {}) });
    if (resolution.error && resolution.documentUrl) {
      report.documentsFailed.push({ origin: draft.origin, slug: draft.slug, documentUrl: resolution.documentUrl, error: resolution.error });
      // SPEC section 8: no user-facing error, the stored content is used; the log says what happened.
      log.warn(`${draft.origin}: document ${resolution.documentUrl} failed (${resolution.error}); using ${resolution.from === 'previous' ? 'the last synced body' : 'the stored content'}`);
    } else if (resolution.from === 'guide' || resolution.from === 'document') {
      report.documentsFetched += 1;
    }
    const body = processBody(resolution.raw);
    if (!body.text && !body.html.includes('<img')) {
      report.skipped.push({ origin: draft.origin, reason: resolution.error ? `no body: the document failed (${resolution.error}) and nothing is stored` : 'no body' });
      return undefined;
    }
    return completeArticle(draft, body, { now, ...(earlier ? { previous: earlier } : {}) });
  });

  const articles = built.filter((article): article is SourcedArticle => article !== undefined);
  report.kept = articles.filter((article) => article.source === 'sheet').length + carried.length;
  report.posts = articles.filter((article) => article.source === 'post').length;
  return { articles: sortByNewest([...carried, ...articles]), report };
}
