import { defaultContentDir, type RetryOptions, loadArticles, quietLog, type LoadResult, readPostFiles, type Article, sheetConfigFromEnv, type SheetEnv, mapHeader } from '@/lib/articles';
import type { ServerEnv } from '@/lib/process/env';

/**
 * Draft preview: the sheet's rows whose Status is Draft, read as if they said Published and put
 * through the one article loader with the rest of the sheet and the hand-written posts, so the editor
 * sees the page exactly as it will be once the row says Published: the same body refusals, the same
 * slug clashes, the same conversion. Read live on every request and never cached: a preview must show
 * the edit the editor just made.
 */

export type DraftRow = { slug: string; title: string; origin: string; publishDate: string };

export type PreviewEnv = SheetEnv & Pick<ServerEnv, 'GOOGLE_DOCS_URL'>;

export type DraftPreviewOptions = {
  env: PreviewEnv;
  fetchOptions?: RetryOptions;
  now?: Date;
  /** Where the hand-written posts are, whose slugs a draft must not take; content/ unless said otherwise. */
  contentDir?: string;
};

export class DraftsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DraftsUnavailableError';
  }
}

/** A Draft row that would not be published as it stands (its body refused, its slug taken). */
export class DraftRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DraftRefusedError';
  }
}

/** An empty Status counts as Draft, as it does when rows are published. */
function isDraftStatus(value: string | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === 'draft' || (value ?? '').trim() === '';
}

export type MarkedSheet = { values: string[][]; draftOrigins: Set<string> };

/**
 * Every row of the sheet, the Draft ones marked Published, and which rows those are: the publishing
 * rules (a title, this company, a first cell, one slug per article) then decide the rest exactly as
 * they will after the editor's switch, and the row numbers stay the sheet's own.
 */
export function draftRowsAsPublished(values: readonly (readonly string[])[]): MarkedSheet {
  const [header, ...rows] = values;
  const draftOrigins = new Set<string>();
  if (!header) return { values: [], draftOrigins };
  const statusColumn = mapHeader(header).find((column) => 'field' in column && column.field === 'status');
  if (!statusColumn) return { values: [[...header]], draftOrigins };
  const marked = rows.map((row, index) => {
    if (!isDraftStatus(row[statusColumn.index])) return [...row];
    draftOrigins.add(`sheet row ${index + 2}`);
    const copy = Array.from({ length: Math.max(row.length, statusColumn.index + 1) }, (_, cell) => row[cell] ?? '');
    copy[statusColumn.index] = 'Published';
    return copy;
  });
  return { values: [[...header], ...marked], draftOrigins };
}

async function loadDrafts({ env, fetchOptions, now = new Date(), contentDir }: DraftPreviewOptions, only: readonly string[]): Promise<{ result: LoadResult; draftOrigins: Set<string> }> {
  if (!env.GOOGLE_SHEETS_API_KEY || !env.GOOGLE_SHEETS_ID) throw new DraftsUnavailableError('No article sheet is configured (GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID).');
  let draftOrigins = new Set<string>();
  const result = await loadArticles({
    trigger: 'article',
    sheet: sheetConfigFromEnv(env),
    sheetRows: (values) => {
      const marked = draftRowsAsPublished(values);
      draftOrigins = marked.draftOrigins;
      return marked.values;
    },
    only,
    docsBaseUrl: env.GOOGLE_DOCS_URL,
    posts: await readPostFiles(contentDir ?? defaultContentDir()),
    now,
    ...(fetchOptions ? { fetchOptions } : {}),
    log: quietLog,
  });
  if (result.report.sheetStatus === 'failed') throw new DraftsUnavailableError(result.message);
  // A draft whose slug a hand-written post already has stops the whole run when it is published.
  if (result.failed) throw new DraftRefusedError(result.message);
  return { result, draftOrigins };
}

/** The sheet's Draft rows that would become articles, in sheet order; no document is fetched for the list. */
export async function listDraftRows(options: DraftPreviewOptions): Promise<DraftRow[]> {
  const { result, draftOrigins } = await loadDrafts(options, []);
  return (result.pipeline?.drafts ?? []).filter((draft) => draftOrigins.has(draft.origin));
}

/**
 * The article a Draft row would become, body fetched and converted as on publishing; null when no
 * Draft row has this slug. A Draft row the loader would skip throws DraftRefusedError saying why.
 */
export async function buildDraftArticle(slug: string, options: DraftPreviewOptions): Promise<Article | null> {
  const { result, draftOrigins } = await loadDrafts(options, [slug]);
  const built = result.articles.find((article) => article.slug === slug && draftOrigins.has(article.origin));
  if (!built) {
    const refusal = result.pipeline?.skipped.find((row) => row.slug === slug && draftOrigins.has(row.origin));
    if (refusal) throw new DraftRefusedError(`${refusal.origin}: ${refusal.reason}`);
    return null;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- where the article came from is not the page's business
  const { source, origin, ...article } = built;
  return article;
}
