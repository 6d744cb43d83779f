import { z } from 'zod';
import type { ServerEnv } from '@/lib/process/env';
import { articleConfig } from '@/lib/articles/config';
import { fetchTextWithRetry, redactUrl, type RetryOptions } from './http';
import { createPause } from '../schedule/pool';
import { errorText } from '@/lib/process/error-text';

/**
 * Spreadsheet read. The Sheets API answers a values request with only the columns of the range asked
 * for, so the range is the whole sheet (its quoted name), never a column span such as 'A:J': editors add
 * columns. The sheet is the one named by GOOGLE_SHEETS_NAME, else the first sheet of the spreadsheet,
 * whose title is looked up once (GET /v4/spreadsheets/{id}?fields=sheets.properties(title,index)) and
 * remembered; a renamed sheet makes the values request fail with 400, which looks the title up again.
 */

export type SheetConfig = {
  apiUrl: string;
  sheetId: string | undefined;
  apiKey: string | undefined;
  /** The sheet (tab) to read; undefined: the first sheet. */
  sheetName?: string | undefined;
};

export type SheetEnv = Pick<ServerEnv, 'GOOGLE_SHEETS_API_KEY' | 'GOOGLE_SHEETS_ID' | 'GOOGLE_SHEETS_API_URL'> & Partial<Pick<ServerEnv, 'GOOGLE_SHEETS_NAME'>>;

/** The article sheet the environment names: every reader of the sheet takes its settings from here. */
export function sheetConfigFromEnv(env: SheetEnv): SheetConfig {
  return { apiUrl: env.GOOGLE_SHEETS_API_URL, apiKey: env.GOOGLE_SHEETS_API_KEY, sheetId: env.GOOGLE_SHEETS_ID, sheetName: env.GOOGLE_SHEETS_NAME };
}

type ReadyConfig = SheetConfig & { sheetId: string; apiKey: string };

type SheetRead =
  | { status: 'ok'; values: string[][] }
  | { status: 'not-configured'; values: []; message: string }
  | { status: 'failed'; values: []; message: string };

export const NO_API_KEY_MESSAGE = 'GOOGLE_SHEETS_API_KEY is not set: no articles are read from Google Sheets.';
export const NO_SHEET_ID_MESSAGE = 'GOOGLE_SHEETS_ID is not set: no articles are read from Google Sheets.';

const valuesResponseSchema = z.object({
  // A sheet with no cells at all comes back without `values`. Rows are checked one by one below, in
  // slices: one schema pass over 10,000 rows would hold the server for the whole pass.
  values: z.array(z.unknown()).optional(),
});

const metadataSchema = z.object({
  sheets: z.array(z.object({ properties: z.object({ title: z.string(), index: z.number().optional() }) })).min(1),
});

export class SheetReadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SheetReadError';
  }
}

/** A sheet name as A1 notation wants it: in single quotes, a quote inside doubled ('Bob''s'). */
function quotedSheetName(title: string): string {
  return `'${title.replaceAll("'", "''")}'`;
}

function spreadsheetUrl(config: ReadyConfig): string {
  return `${config.apiUrl.replace(/\/+$/, '')}/v4/spreadsheets/${encodeURIComponent(config.sheetId)}`;
}

function sheetValuesUrl(config: ReadyConfig, sheetTitle: string): string {
  return `${spreadsheetUrl(config)}/values/${encodeURIComponent(quotedSheetName(sheetTitle))}?key=${encodeURIComponent(config.apiKey)}`;
}

function sheetMetadataUrl(config: ReadyConfig): string {
  return `${spreadsheetUrl(config)}?fields=${encodeURIComponent('sheets.properties(title,index)')}&key=${encodeURIComponent(config.apiKey)}`;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

const googleErrorSchema = z.object({ error: z.object({ message: z.string() }) });

/** Google's own words for a failed call ('Unable to parse range: ...'), which tell an editor what to fix. */
function googleErrorMessage(body: string): string | undefined {
  try {
    const parsed = googleErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? redactUrl(parsed.data.error.message).slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

async function getJson(url: string, options: RetryOptions): Promise<unknown> {
  let response;
  try {
    response = await fetchTextWithRetry(url, { headers: { Accept: 'application/json' } }, { maxBytes: articleConfig.sheetMaxBytes, ...options });
  } catch (error) {
    throw new SheetReadError(`Failed to read spreadsheet: ${redactUrl(errorText(error))}`);
  }
  if (!response.ok) {
    const reason = googleErrorMessage(response.text);
    throw new SheetReadError(`Failed to read spreadsheet: ${response.status} ${response.statusText}${reason ? ` (${reason})` : ''}`, response.status);
  }
  try {
    return JSON.parse(response.text);
  } catch {
    throw new SheetReadError('Failed to read spreadsheet: the response is not JSON');
  }
}

/** First-sheet titles already looked up, by API URL and spreadsheet id. */
const firstSheetTitles = new Map<string, string>();

/** Forget the remembered sheet titles (tests only). */
export function forgetSheetTitles(): void {
  firstSheetTitles.clear();
}

async function fetchFirstSheetTitle(config: ReadyConfig, options: RetryOptions = {}): Promise<string> {
  const parsed = metadataSchema.safeParse(await getJson(sheetMetadataUrl(config), options));
  if (!parsed.success) throw new SheetReadError('Failed to read spreadsheet: it has no sheets');
  const [first] = [...parsed.data.sheets].sort((a, b) => (a.properties.index ?? 0) - (b.properties.index ?? 0));
  return first?.properties.title ?? '';
}

async function fetchValues(config: ReadyConfig, title: string, options: RetryOptions): Promise<string[][]> {
  const parsed = valuesResponseSchema.safeParse(await getJson(sheetValuesUrl(config, title), options));
  if (!parsed.success) throw new SheetReadError('Failed to read spreadsheet: the response has no list of rows');
  const rows: string[][] = [];
  const pause = createPause();
  for (const row of parsed.data.values ?? []) {
    if (!Array.isArray(row)) throw new SheetReadError('Failed to read spreadsheet: the response has no list of rows');
    rows.push(row.map(cellText));
    await pause();
  }
  return rows;
}

/** Rows of the whole sheet, header first; throws SheetReadError when it cannot be read. */
export async function fetchSheetValues(config: ReadyConfig, options: RetryOptions = {}): Promise<string[][]> {
  if (config.sheetName) return fetchValues(config, config.sheetName, options);
  const key = `${config.apiUrl}|${config.sheetId}`;
  const remembered = firstSheetTitles.get(key);
  if (remembered !== undefined) {
    try {
      return await fetchValues(config, remembered, options);
    } catch (error) {
      // 'Unable to parse range': the sheet was renamed or moved since; look its title up again.
      if (!(error instanceof SheetReadError && error.status === 400)) throw error;
      firstSheetTitles.delete(key);
    }
  }
  const title = await fetchFirstSheetTitle(config, options);
  firstSheetTitles.set(key, title);
  return fetchValues(config, title, options);
}

/**
 * Never throws: a page must render even when the sheet cannot be read. No API key: empty list with
 * a warning; a failed read: empty list,
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
    const message = errorText(error);
    log.error(message);
    return { status: 'failed', values: [], message };
  }
}
