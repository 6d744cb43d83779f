import { planBody, resolveBody } from '@/lib/articles/body-source';
import { convertBody } from '@/lib/articles/convert';
import { fetchDocument } from '@/lib/articles/doc-client';
import type { RetryOptions } from '@/lib/articles/http';
import { completeArticle, toArticleDraft, type ArticleDraft } from '@/lib/articles/normalise';
import type { Article } from '@/lib/articles/schema';
import { fetchSheetValues, type SheetConfig } from '@/lib/articles/sheet-client';
import { mapHeader, parseSheetValues } from '@/lib/articles/sheet-rows';
import type { ServerEnv } from '@/lib/env';

/**
 * Draft preview: the sheet's rows whose Status is Draft, put through the same steps as a published
 * row (sheet row -> draft -> body from the document or the cell -> converted, sanitized article), so
 * the editor sees the page exactly as it will be once the row says Published. Read live on every
 * request and never cached: a preview must show the edit the editor just made.
 */

export type DraftRow = { slug: string; title: string; origin: string; publishDate: string };

export type PreviewEnv = Pick<ServerEnv, 'GOOGLE_SHEETS_API_KEY' | 'GOOGLE_SHEETS_ID' | 'GOOGLE_SHEETS_API_URL' | 'GOOGLE_DOCS_URL'>;

export type DraftPreviewOptions = { env: PreviewEnv; fetchOptions?: RetryOptions; now?: Date };

export class DraftsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DraftsUnavailableError';
  }
}

/** An empty Status counts as Draft, as it does when rows are published. */
function isDraftStatus(value: string | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === 'draft' || (value ?? '').trim() === '';
}

/**
 * The header and the Draft rows only, each marked Published, so that the publishing rules (a title,
 * this company, a first cell) decide the rest exactly as they will after the editor's switch.
 */
export function draftRowsAsPublished(values: readonly (readonly string[])[]): string[][] {
  const [header, ...rows] = values;
  if (!header) return [];
  const statusColumn = mapHeader(header).find((column) => 'field' in column && column.field === 'status');
  if (!statusColumn) return [[...header]];
  const drafts = rows
    .filter((row) => isDraftStatus(row[statusColumn.index]))
    .map((row) => {
      const copy = Array.from({ length: Math.max(row.length, statusColumn.index + 1) }, (_, index) => row[index] ?? '');
      copy[statusColumn.index] = 'Published';
      return copy;
    });
  return [[...header], ...drafts];
}

function sheetConfig(env: PreviewEnv): SheetConfig & { apiKey: string; sheetId: string } {
  if (!env.GOOGLE_SHEETS_API_KEY || !env.GOOGLE_SHEETS_ID) throw new DraftsUnavailableError('No article sheet is configured (GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID).');
  return { apiUrl: env.GOOGLE_SHEETS_API_URL, apiKey: env.GOOGLE_SHEETS_API_KEY, sheetId: env.GOOGLE_SHEETS_ID };
}

async function draftArticles({ env, fetchOptions, now = new Date() }: DraftPreviewOptions): Promise<ArticleDraft[]> {
  let values: string[][];
  try {
    values = await fetchSheetValues(sheetConfig(env), fetchOptions);
  } catch (error) {
    throw error instanceof DraftsUnavailableError ? error : new DraftsUnavailableError(error instanceof Error ? error.message : String(error));
  }
  return parseSheetValues(draftRowsAsPublished(values)).rows.map((row) => toArticleDraft(row, now));
}

/** The sheet's Draft rows that would become articles, in sheet order. */
export async function listDraftRows(options: DraftPreviewOptions): Promise<DraftRow[]> {
  return (await draftArticles(options)).map((draft) => ({ slug: draft.slug, title: draft.title, origin: draft.origin, publishDate: draft.publishDate }));
}

/** The article a Draft row would become, body fetched and converted as on publishing; null when no Draft row has this slug. */
export async function buildDraftArticle(slug: string, options: DraftPreviewOptions): Promise<Article | null> {
  const now = options.now ?? new Date();
  const draft = (await draftArticles({ ...options, now })).find((candidate) => candidate.slug === slug);
  if (!draft) return null;
  const resolution = await resolveBody(planBody(draft), {
    fetchDocument: (documentUrl) => fetchDocument(documentUrl, 'html', { ...options.fetchOptions, baseUrl: options.env.GOOGLE_DOCS_URL }),
  });
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- where the article came from is not the page's business
  const { source, origin, ...article } = completeArticle(draft, convertBody(resolution.raw), { now });
  return article;
}
