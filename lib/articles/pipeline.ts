import { createHash } from 'node:crypto';
import { articleConfig } from '@/lib/articles/config';
import { planBody, resolveBody } from './body/body-source';
import { processBody } from './body/convert';
import { fetchDocument } from './google/doc-client';
import type { RetryOptions } from './google/http';
import { completeArticle, toArticleDraft, type ArticleDraft } from './normalise';
import { createPause, mapWithConcurrency, type Pause } from './schedule/pool';
import { runStepsInSlices } from './schedule/steps';
import { postToDraft, type PostFile } from './snapshot/posts';
import { sortByNewestSteps } from './order';
import { contentReportSchema, type ContentReport } from './snapshot/report';
import type { SourcedArticle } from './schema';
import { readSheet, SheetReadError, type SheetConfig } from './google/sheet-client';
import { mapHeader, parseSheetSteps, type SheetField } from './google/sheet-rows';
import { errorText } from '@/lib/process/error-text';

/**
 * The article pipeline: sheet rows and hand-written posts -> drafts ->
 * bodies (documents fetched, bounded and retried) -> converted, sanitized, validated articles. Every
 * caller (the sync, the live site, the console's draft preview, the launch check) goes through
 * loadArticles; nothing is written or rendered here.
 */

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

/** For callers that report the run themselves. */
export const quietLog: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** `slug` is set once the row was drafted (a slug used twice, a body refused). */
type SkippedArticle = { origin: string; reason: string; slug?: string };
export type FailedDocument = { origin: string; slug: string; documentUrl: string; error: string };

type PipelineReport = {
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
  /** Titles of sheet rows by origin ('sheet row 4'), so the content report can name skipped rows. */
  titles: Record<string, string>;
  /** The article fields the sheet's header row has a column for. */
  columns: SheetField[];
  /** Every sheet row and post drafted (a slug used twice counts once), when `only` chose what to build. */
  drafts?: DraftSummary[];
};

type DraftSummary = Pick<ArticleDraft, 'origin' | 'slug' | 'title' | 'publishDate'>;

type PipelineResult = { articles: SourcedArticle[]; report: PipelineReport };

type PipelineOptions = {
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
  /** Which documents to fetch; every one unless said otherwise. */
  documents?: DocumentPolicy;
  /** The sheet's rows as the pipeline reads them; as they are unless said otherwise (the preview marks Draft rows Published). */
  sheetRows?: (values: string[][]) => string[][];
  /**
   * Build only the articles with these slugs: one for the draft preview, none for its list. Every row
   * and post is still drafted, so a slug used twice is found exactly as it is when the row is published.
   */
  only?: readonly string[];
};

/**
 * 'all': the sync fetches every document. 'changed': a live refresh fetches the documents of rows that
 * are new or whose cells changed, the one article named (`slug`), and the `recheck` documents checked
 * longest ago; every other article keeps the body it had.
 */
type DocumentPolicy = { kind: 'all' } | { kind: 'changed'; recheck: number; slug?: string };

class SlugClashError extends Error {
  constructor(slug: string, first: string, second: string) {
    super(`Slug "${slug}" is used by both ${first} and ${second}`);
    this.name = 'SlugClashError';
  }
}

async function sheetDrafts(options: PipelineOptions, now: Date, report: PipelineReport, pause: Pause): Promise<ArticleDraft[]> {
  const log = options.log ?? console;
  if (!options.sheet) return [];
  const read = await readSheet(options.sheet, options.fetchOptions, log);
  // A sheet that cannot be read is a failure for every caller: the sync keeps its snapshot and the
  // site falls back to it. readSheet has already logged it.
  if (read.status !== 'ok') throw new SheetReadError(read.message);
  const values = options.sheetRows ? options.sheetRows(read.values) : read.values;
  const parsed = await runStepsInSlices(parseSheetSteps(values), pause);
  report.rowsRead = parsed.rowsRead;
  const columns = mapHeader(values[0] ?? []);
  report.columns = columns.flatMap((column) => ('field' in column ? [column.field] : []));
  const titleColumn = columns.find((column) => 'field' in column && column.field === 'title');
  if (titleColumn) {
    for (const { rowNumber } of parsed.skipped) {
      const title = (values[rowNumber - 1]?.[titleColumn.index] ?? '').trim();
      if (title) report.titles[`sheet row ${rowNumber}`] = title.slice(0, 200);
    }
  }
  if (parsed.message) report.sheetMessage = parsed.message;
  report.warnings.push(...parsed.warnings);
  report.skipped.push(...parsed.skipped.map(({ rowNumber, reason }) => ({ origin: `sheet row ${rowNumber}`, reason })));
  const drafts: ArticleDraft[] = [];
  const bySlug = new Map<string, ArticleDraft>();
  for (const row of parsed.rows) {
    // A sheet of thousands of rows is drafted in slices, so the server keeps answering meanwhile.
    await pause();
    const draft = toArticleDraft(row, now);
    const earlier = bySlug.get(draft.slug);
    report.titles[draft.origin] = draft.title;
    if (earlier) {
      // Two rows of one sheet with one slug: the editor's mistake, not a reason to stop the sync.
      report.skipped.push({ origin: draft.origin, slug: draft.slug, reason: `slug "${draft.slug}" is already used by ${earlier.origin}` });
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

type Previous = readonly SourcedArticle[];

/** What identifies a sheet row's body across a rename: its document link, else its stored text. */
function bodyKey(article: { documentUrl?: string; content?: string; storedContent?: string }): string | undefined {
  if (article.documentUrl) return `document ${article.documentUrl}`;
  const text = (article.storedContent ?? '').trim();
  return text ? `text ${createHash('sha256').update(text).digest('hex')}` : undefined;
}

/**
 * The same article in the last run, so that its facts stay put: by slug first; a sheet row whose slug
 * changed (a title edited while the Slug cell is empty) is found by its document link or its stored
 * text, never by its row number (a row deleted and another added in its place is a new article). Each
 * earlier article is claimed once, and only while no current row uses its slug.
 */
async function matchPrevious(drafts: readonly ArticleDraft[], previous: Previous, pause: Pause): Promise<Map<ArticleDraft, SourcedArticle>> {
  const matches = new Map<ArticleDraft, SourcedArticle>();
  const claimed = new Set<SourcedArticle>();
  const bySlug = new Map(previous.map((article) => [article.slug, article]));
  for (const draft of drafts) {
    const earlier = bySlug.get(draft.slug);
    if (earlier && earlier.source === draft.source) {
      matches.set(draft, earlier);
      claimed.add(earlier);
    }
  }
  const liveSlugs = new Set(drafts.map((draft) => draft.slug));
  const byBody = new Map<string, SourcedArticle>();
  for (const article of previous) {
    await pause();
    const key = article.source === 'sheet' && !claimed.has(article) && !liveSlugs.has(article.slug) ? (article.bodyKey ?? bodyKey(article)) : undefined;
    if (key && !byBody.has(key)) byBody.set(key, article);
  }
  for (const draft of drafts) {
    if (draft.source !== 'sheet' || matches.has(draft)) continue;
    await pause();
    const key = bodyKey(draft);
    const earlier = key ? byBody.get(key) : undefined;
    if (earlier && !claimed.has(earlier)) {
      matches.set(draft, earlier);
      claimed.add(earlier);
    }
  }
  return matches;
}

/** Slugs the article had before; the current one is never among them. */
function formerSlugs(slug: string, earlier: SourcedArticle | undefined): string[] {
  if (!earlier) return [];
  const slugs = new Set([...(earlier.formerSlugs ?? []), earlier.slug]);
  slugs.delete(slug);
  return [...slugs];
}

type Facts = Pick<SourcedArticle, 'formerSlugs' | 'dateFirstSeen' | 'rowHash' | 'bodyKey'>;

function sameFacts(article: Facts, facts: Facts): boolean {
  const former = (value: Facts) => (value.formerSlugs ?? []).join('\n');
  return article.dateFirstSeen === facts.dateFirstSeen && article.rowHash === facts.rowHash && article.bodyKey === facts.bodyKey && former(article) === former(facts);
}

/** Documents a 'changed' refresh re-checks although their row did not change: the longest unchecked first. */
function recheckSet(candidates: readonly { draft: ArticleDraft; earlier: SourcedArticle }[], count: number): Set<ArticleDraft> {
  const oldestFirst = [...candidates].sort((a, b) => (a.earlier.checkedAt ?? '').localeCompare(b.earlier.checkedAt ?? ''));
  return new Set(oldestFirst.slice(0, Math.max(0, count)).map((candidate) => candidate.draft));
}

export async function buildArticles(options: PipelineOptions): Promise<PipelineResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const log = options.log ?? console;
  const policy = options.documents ?? { kind: 'all' };
  const report: PipelineReport = {
    sheetStatus: options.sheet ? 'ok' : 'carried-over',
    rowsRead: 0,
    kept: 0,
    posts: 0,
    skipped: [],
    documentsFetched: 0,
    documentsFailed: [],
    warnings: [],
    titles: {},
    columns: [],
  };
  const previousList = options.previous ?? [];
  const carried = options.sheet ? [] : previousList.filter((article) => article.source === 'sheet');
  const pause = createPause();
  const drafts = [...(await sheetDrafts(options, now, report, pause)), ...postDrafts(options.posts, now)];
  assertUniqueSlugs([...carried, ...drafts]);
  const matches = await matchPrevious(drafts, previousList, pause);

  for (const draft of drafts) {
    await pause();
    report.warnings.push(...draft.warnings.map((warning) => `${draft.origin}: ${warning}`));
    if (!draft.dateMissing) continue;
    // A row without a PublishDate keeps the date it was first seen, or it would jump to the top of the
    // blog, the feed and the sitemap on every refresh.
    const earlier = matches.get(draft);
    draft.publishDate = earlier?.publishDate ?? nowIso;
    report.warnings.push(`${draft.origin}: no PublishDate; dated ${draft.publishDate.slice(0, 10)}, the day the site first saw it`);
  }

  const fetchOne = options.offline
    ? undefined
    : (documentUrl: string) => fetchDocument(documentUrl, 'html', { ...options.fetchOptions, baseUrl: options.docsBaseUrl });

  const unchanged = (draft: ArticleDraft): SourcedArticle | undefined => {
    const earlier = matches.get(draft);
    if (policy.kind === 'all' || !earlier || draft.source !== 'sheet' || policy.slug === draft.slug) return undefined;
    return earlier.rowHash !== undefined && earlier.rowHash === draft.rowHash && earlier.slug === draft.slug ? earlier : undefined;
  };
  const candidates: { draft: ArticleDraft; earlier: SourcedArticle }[] = [];
  for (const draft of policy.kind === 'changed' ? drafts : []) {
    await pause();
    const earlier = unchanged(draft);
    if (earlier && planBody(draft).kind !== 'stored') candidates.push({ draft, earlier });
  }
  const rechecked = policy.kind === 'changed' ? recheckSet(candidates, policy.recheck) : new Set<ArticleDraft>();

  const only = options.only ? new Set(options.only) : undefined;
  if (only) report.drafts = drafts.map(({ origin, slug, title, publishDate }) => ({ origin, slug, title, publishDate }));
  const wanted = only ? drafts.filter((draft) => only.has(draft.slug)) : drafts;
  const built = await mapWithConcurrency(wanted, options.concurrency ?? articleConfig.documentConcurrency, async (draft) => {
    const earlier = matches.get(draft);
    const same = rechecked.has(draft) ? undefined : unchanged(draft);
    const former = formerSlugs(draft.slug, earlier);
    // An unchanged row has the same stored text, so its body key is the one already computed.
    const key = draft.source === 'sheet' && !draft.documentUrl ? (same?.bodyKey ?? bodyKey(draft)) : undefined;
    const facts = {
      ...(former.length ? { formerSlugs: former } : {}),
      ...(draft.dateMissing ? { dateFirstSeen: true } : {}),
      ...(draft.rowHash ? { rowHash: draft.rowHash } : {}),
      ...(key ? { bodyKey: key } : {}),
    };
    // An unchanged row keeps its finished article: no fetch, no conversion, and while its row number
    // and facts are the same, the very same object (a refresh of 10,000 rows then allocates little,
    // and the index reuses what it built from it).
    if (same) return same.id === draft.id && same.origin === draft.origin && sameFacts(same, facts) ? same : { ...same, id: draft.id, origin: draft.origin, syncedAt: nowIso, ...facts };

    const plan = planBody(draft);
    const resolution = await resolveBody(plan, { ...(fetchOne ? { fetchDocument: fetchOne } : {}), ...(earlier ? { previousBody: earlier.content } : {}) });
    const fetched = Boolean(fetchOne) && plan.kind !== 'stored';
    if (resolution.error && resolution.documentUrl) {
      report.documentsFailed.push({ origin: draft.origin, slug: draft.slug, documentUrl: resolution.documentUrl, error: resolution.error });
      // No user-facing error: the stored content is used; the log says what happened.
      log.warn(`${draft.origin}: document ${resolution.documentUrl} failed (${resolution.error}); using ${resolution.from === 'previous' ? 'the last synced body' : 'the stored content'}`);
    } else if (resolution.from === 'guide' || resolution.from === 'document') {
      report.documentsFetched += 1;
    }
    const body = processBody(resolution.raw);
    if (!body.text && !body.html.includes('<img')) {
      const reason = body.refused ? `body refused: ${body.refused}` : resolution.error ? `no body: the document failed (${resolution.error}) and nothing is stored` : 'no body';
      report.skipped.push({ origin: draft.origin, slug: draft.slug, reason });
      return undefined;
    }
    const checkedAt = fetched ? nowIso : earlier?.checkedAt;
    return { ...completeArticle(draft, body, { now, ...(earlier ? { previous: earlier } : {}) }), ...facts, ...(checkedAt ? { checkedAt } : {}) };
  }, pause);

  const articles = built.filter((article): article is SourcedArticle => article !== undefined);
  report.kept = articles.filter((article) => article.source === 'sheet').length + carried.length;
  report.posts = articles.filter((article) => article.source === 'post').length;
  return { articles: await runStepsInSlices(sortByNewestSteps([...carried, ...articles]), pause), report };
}

type Verdict = 'publish' | 'keep-previous';

export type LoadResult = {
  /** publish: the articles replace the previous ones; keep-previous: the caller keeps what it has. */
  verdict: Verdict;
  /** Why the previous articles were kept, or what was published. */
  message: string;
  articles: SourcedArticle[];
  report: ContentReport;
  /** Set when the previous articles were kept because the run failed (not because the sheet is empty). */
  failed?: boolean;
  /** The run's own report, as far as it got (the preview and the launch check read more than the content report says). */
  pipeline?: PipelineReport;
};

type LoadOptions = PipelineOptions & { trigger: ContentReport['trigger'] };


function toContentReport(pipeline: PipelineReport | undefined, outcome: { trigger: ContentReport['trigger']; verdict: Verdict; message: string; ranAt: Date; sheetFailed?: boolean }): ContentReport {
  const rowNumber = (origin: string) => {
    const match = /^sheet row (\d+)$/.exec(origin);
    return match ? { rowNumber: Number(match[1]) } : {};
  };
  const title = (origin: string) => {
    const text = pipeline?.titles[origin];
    return text ? { title: text } : {};
  };
  return contentReportSchema.parse({
    ranAt: outcome.ranAt.toISOString(),
    trigger: outcome.trigger,
    verdict: outcome.verdict,
    message: outcome.message,
    sheetStatus: outcome.sheetFailed ? 'failed' : (pipeline?.sheetStatus ?? 'ok'),
    rowsRead: pipeline?.rowsRead ?? 0,
    published: outcome.verdict === 'publish' ? (pipeline?.kept ?? 0) : 0,
    posts: pipeline?.posts ?? 0,
    documentsFetched: pipeline?.documentsFetched ?? 0,
    skipped: (pipeline?.skipped ?? []).map((row) => ({ origin: row.origin, ...rowNumber(row.origin), ...title(row.origin), reason: row.reason })),
    documentsFailed: (pipeline?.documentsFailed ?? []).map((doc) => ({ origin: doc.origin, slug: doc.slug, ...title(doc.origin), documentUrl: doc.documentUrl, reason: doc.error })),
    warnings: pipeline?.warnings ?? [],
  });
}

/**
 * The one loader of the sync and the live site: builds the articles and says whether to publish them.
 * A sheet that cannot be read, a slug clash, or a sheet with no published article keeps the previous
 * articles: an empty or broken sheet never empties the site. Callers act only on the verdict.
 */
export async function loadArticles(options: LoadOptions): Promise<LoadResult> {
  const ranAt = options.now ?? new Date();
  const keep = (message: string, pipeline?: PipelineReport, failure?: { sheet: boolean }): LoadResult => ({
    verdict: 'keep-previous',
    message,
    ...(failure ? { failed: true } : {}),
    articles: [...(options.previous ?? [])],
    ...(pipeline ? { pipeline } : {}),
    report: toContentReport(pipeline, { trigger: options.trigger, verdict: 'keep-previous', message, ranAt, sheetFailed: failure?.sheet ?? false }),
  });
  let result: PipelineResult;
  try {
    result = await buildArticles({ ...options, now: ranAt });
  } catch (error) {
    return keep(errorText(error), undefined, { sheet: error instanceof SheetReadError });
  }
  const { articles, report } = result;
  if (options.sheet && report.kept === 0) return keep(report.sheetMessage ?? 'No published articles found in Google Sheets', report);
  if (articles.length === 0) return keep('No articles found', report);
  const message = `${articles.length} articles`;
  return { verdict: 'publish', message, articles, pipeline: report, report: toContentReport(report, { trigger: options.trigger, verdict: 'publish', message, ranAt }) };
}
