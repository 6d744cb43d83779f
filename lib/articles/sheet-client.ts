import { z } from 'zod';
import { siteConfig } from '@/lib/site-config';
import { fetchTextWithRetry, redactUrl, type RetryOptions } from './http';

/** Spreadsheet read (SPEC.md section 7): GET /v4/spreadsheets/{id}/values/A:J?key=..., rows in `values`. */

export type SheetConfig = {
  apiUrl: string;
  sheetId: string | undefined;
  apiKey: string | undefined;
  range?: string;
};

export type SheetRead =
  | { status: 'ok'; values: string[][] }
  | { status: 'not-configured'; values: []; message: string }
  | { status: 'failed'; values: []; message: string };

export const NO_API_KEY_MESSAGE = 'GOOGLE_SHEETS_API_KEY is not set: no articles are read from Google Sheets.';
export const NO_SHEET_ID_MESSAGE = 'GOOGLE_SHEETS_ID is not set: no articles are read from Google Sheets.';

const valuesResponseSchema = z.object({
  // A sheet with no cells at all comes back without `values`.
  values: z.array(z.array(z.unknown())).optional(),
});

export class SheetReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetReadError';
  }
}

export function sheetValuesUrl(config: SheetConfig & { sheetId: string; apiKey: string }): string {
  const base = config.apiUrl.replace(/\/+$/, '');
  const range = config.range ?? siteConfig.blog.sheetRange;
  return `${base}/v4/spreadsheets/${encodeURIComponent(config.sheetId)}/values/${range}?key=${encodeURIComponent(config.apiKey)}`;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** Rows of the sheet; throws SheetReadError when it cannot be read. */
export async function fetchSheetValues(config: SheetConfig & { sheetId: string; apiKey: string }, options: RetryOptions = {}): Promise<string[][]> {
  const url = sheetValuesUrl(config);
  let response;
  try {
    response = await fetchTextWithRetry(url, { headers: { Accept: 'application/json' } }, options);
  } catch (error) {
    throw new SheetReadError(`Failed to read spreadsheet: ${redactUrl(error instanceof Error ? error.message : String(error))}`);
  }
  if (!response.ok) throw new SheetReadError(`Failed to read spreadsheet: ${response.status} ${response.statusText}`);
  let json: unknown;
  try {
    json = JSON.parse(response.text);
  } catch {
    throw new SheetReadError('Failed to read spreadsheet: the response is not JSON');
  }
  const parsed = valuesResponseSchema.safeParse(json);
  if (!parsed.success) throw new SheetReadError('Failed to read spreadsheet: the response has no list of rows');
  return (parsed.data.values ?? []).map((row) => row.map(cellText));
}

/**
 * SPEC behaviour: never throws. No API key: empty list with a warning; a failed read: empty list,
 * logged. `status` tells the sync and the runtime source which of the two happened.
 */
export async function readSheet(config: SheetConfig, options: RetryOptions = {}, log: Pick<Console, 'warn' | 'error'> = console): Promise<SheetRead> {
  const { apiKey, sheetId } = config;
  if (!apiKey || !sheetId) {
    const message = apiKey ? NO_SHEET_ID_MESSAGE : NO_API_KEY_MESSAGE;
    log.warn(message);
    return { status: 'not-configured', values: [], message };
  }
  try {
    return { status: 'ok', values: await fetchSheetValues({ ...config, apiKey, sheetId }, options) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error(message);
    return { status: 'failed', values: [], message };
  }
}
