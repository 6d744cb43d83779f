import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { closeNow, flagValue, listen, LOOPBACK, readBody } from '../net';

/**
 * A stand-in for the Sheets API and Google Docs on 127.0.0.1, so that no test ever calls Google. It
 * answers as the real services do, including the parts that bite (checked against the Sheets API
 * reference, its A1-notation guide and the errors users report from it):
 *
 *   GET /v4/spreadsheets/{id}?fields=...            spreadsheet metadata, trimmed to the field mask
 *   GET /v4/spreadsheets/{id}/values/{range}?key=   { range, majorDimension: 'ROWS', values }
 *       - only the columns and rows of the requested range ('A:J' never shows column K);
 *       - a range without a sheet name reads the first sheet; a sheet name alone ('Sheet1',
 *         'My Sheet' quoted) reads every cell of that sheet;
 *       - cells come as formatted text (TRUE, 3), trailing empty cells of a row and trailing empty rows
 *         left out, so rows have unequal lengths and a sheet without cells has no `values` at all;
 *       - an unknown sheet or a malformed range: 400 INVALID_ARGUMENT 'Unable to parse range: X';
 *       - no key: 403 PERMISSION_DENIED; a wrong key: 400 'API key not valid'; an unknown
 *         spreadsheet: 404 NOT_FOUND; a spreadsheet not shared with 'anyone with the link': 403.
 *   GET /document/d/{id}/export?format=html|txt     the exported document (text/html, text/plain)
 *   GET /document/d/e/{publishedId}/pub             a 'Publish to the web' page, body in div#contents
 *   GET /content/{id}?format=...                    the export's content host, when a document is set
 *                                                   to redirect its export there first
 *       - a document that is not shared publicly answers 302 to the Google sign-in page
 *         (accounts.google.com/ServiceLogin?...&continue={the document}); following it gives a 200
 *         HTML sign-in page, which is what a careless client imports as the article;
 *       - an unknown document: 404 with an HTML page.
 *   GET /ServiceLogin                               that sign-in page (the fake's stand-in for
 *                                                   accounts.google.com, so nothing leaves 127.0.0.1)
 *
 * Any answer can be preceded by forced statuses (500 then 200, 429 with Retry-After ...) and delayed.
 * Tests start it with startFakeGoogle(); `tsx test/support/google/fake-google-server.ts --port N [--control-port M]`
 * serves test/support/fixtures/google, with the control server below when a control port is given.
 */

export type Behaviour = {
  /** Statuses answered, in order, before the real content (e.g. [500] or [429, 429]). */
  statuses?: number[];
  /** Retry-After (seconds) sent with forced 429 and 503 answers; Google sends none unless told to here. */
  retryAfterSeconds?: number;
  /** Delay before answering, in milliseconds. */
  latencyMs?: number;
};

export type FakeTab = {
  title: string;
  /** Rows of cells; null or [] is a sheet without cells. */
  values: unknown[][] | null;
};

export type FakeSheet = Behaviour & {
  /** Rows of the first sheet; null means a sheet without any cells. */
  values: unknown[][] | null;
  /** Name of the first sheet (tab). */
  title?: string;
  /** Further sheets after the first. */
  otherTabs?: FakeTab[];
  /** When set, requests with another key are refused as Google refuses an invalid key. */
  apiKey?: string;
  /** Not shared with 'anyone with the link': an API key may not read it (403). */
  private?: boolean;
};

export type DocumentSharing = 'public' | 'private';

export type FakeDocument = Behaviour & {
  /** Body of the HTML export; '' gives an empty document. */
  html: string;
  text?: string;
  /** 'private': every request is redirected to the sign-in page. Default 'public'. */
  sharing?: DocumentSharing;
  /** The 2PACX... id of its 'Publish to the web' page, when published. */
  publishedId?: string;
  /** Content-Type of the export, e.g. 'application/pdf' for a file that is not a Google Doc. */
  contentType?: string;
  /** Sent in chunks without Content-Length, as a streamed export is. */
  chunked?: boolean;
  /**
   * The export answers 307 to a content host first, as Google may (to *.googleusercontent.com); here
   * the content host is /content/{id} on the fake itself.
   */
  redirectExport?: boolean;
};

export type FakeRequest = { method: string; path: string; query: string; accept: string | undefined; at: number };

export type FakeGoogle = {
  url: string;
  setSheet: (sheetId: string, sheet: FakeSheet | unknown[][] | null) => void;
  setDocument: (documentId: string, document: FakeDocument | string) => void;
  /** The next `count` requests of any kind answer 429 with Retry-After: retryAfterSeconds. */
  throttle: (count: number, retryAfterSeconds?: number) => void;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Requests whose path starts with the prefix. */
  count: (pathPrefix: string) => number;
  /** Most requests that were being answered at the same moment since the last reset. */
  peakInFlight: () => number;
  reset: () => void;
  close: () => Promise<void>;
};

const STATUS_TEXT: Record<number, string> = {
  302: 'Found',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Google's JSON error statuses by HTTP code (google.rpc.Code names). */
const RPC_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
};

const RPC_MESSAGE: Record<number, string> = {
  429: "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'.",
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
};

function googleError(code: number, message: string = RPC_MESSAGE[code] ?? STATUS_TEXT[code] ?? 'Error'): string {
  return JSON.stringify({ error: { code, message, status: RPC_STATUS[code] ?? 'UNKNOWN' } });
}

/** The text of an HTML document, tags dropped in one pass (benchmarks serve hostile documents too). */
function textOf(html: string): string {
  return html
    .split('<')
    .map((part, index) => (index === 0 ? part : part.slice(part.indexOf('>') + 1)))
    .join('');
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// A1 notation

export type A1Range = {
  /** undefined: the first sheet. */
  sheet?: string;
  /** Zero-based, inclusive; undefined: unbounded on that side. */
  startColumn?: number;
  endColumn?: number;
  startRow?: number;
  endRow?: number;
};

/** 'A' -> 0, 'J' -> 9, 'AA' -> 26. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** 0 -> 'A', 26 -> 'AA'. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const CELL = /^([A-Za-z]{1,3})?([1-9][0-9]{0,6})?$/;

function parseCells(text: string): Omit<A1Range, 'sheet'> | undefined {
  const [from, to, extra] = text.split(':');
  if (from === undefined || extra !== undefined || from === '') return undefined;
  const start = CELL.exec(from);
  const end = to === undefined ? start : CELL.exec(to);
  if (!start || !end || (!start[1] && !start[2]) || (!end[1] && !end[2])) return undefined;
  // 'A:J' and '1:2' are whole columns and rows; 'A1:J' leaves the end row open.
  const range: Omit<A1Range, 'sheet'> = {};
  if (start[1]) range.startColumn = columnIndex(start[1]);
  if (end[1]) range.endColumn = columnIndex(end[1]);
  if (start[2]) range.startRow = Number(start[2]) - 1;
  if (end[2]) range.endRow = Number(end[2]) - 1;
  return range;
}

/** The sheet name of a range: 'My Sheet' quoted ('' inside quotes is one quote), or plain. */
function splitSheetName(range: string): { sheet?: string; cells?: string } | undefined {
  if (range.startsWith("'")) {
    let name = '';
    let index = 1;
    for (; index < range.length; index += 1) {
      const char = range[index];
      if (char === "'") {
        if (range[index + 1] === "'") {
          name += "'";
          index += 1;
          continue;
        }
        break;
      }
      name += char;
    }
    if (index >= range.length) return undefined;
    const rest = range.slice(index + 1);
    if (rest === '') return { sheet: name };
    return rest.startsWith('!') ? { sheet: name, cells: rest.slice(1) } : undefined;
  }
  const bang = range.indexOf('!');
  if (bang < 0) return parseCells(range) ? { cells: range } : { sheet: range };
  return { sheet: range.slice(0, bang), cells: range.slice(bang + 1) };
}

/** The range of a values request, or undefined for one Google cannot parse. */
export function parseA1(range: string): A1Range | undefined {
  const parts = splitSheetName(range);
  if (!parts) return undefined;
  if (parts.cells === undefined) return parts.sheet ? { sheet: parts.sheet } : undefined;
  const cells = parseCells(parts.cells);
  if (!cells) return undefined;
  return parts.sheet === undefined ? cells : { sheet: parts.sheet, ...cells };
}

/** 'Sheet1' stays plain; names with spaces or symbols are quoted, as Google writes them back. */
export function quoteSheetName(title: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(title) && !CELL.test(title) ? title : `'${title.replaceAll("'", "''")}'`;
}

/** Columns of a sheet's grid: a new sheet has 26, more when a row is longer. */
function widest(grid: readonly (readonly unknown[])[]): number {
  return grid.reduce<number>((width, row) => Math.max(width, row.length), 26);
}

/** FORMATTED_VALUE, the API's default: every cell is text, booleans as TRUE and FALSE. */
function formattedCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function unformattedCell(value: unknown): unknown {
  return value === null || value === undefined ? '' : value;
}

/** The cells of a range, as the values endpoint returns them: trailing empty cells and rows left out. */
export function valuesInRange(grid: readonly (readonly unknown[])[], range: A1Range, render: 'FORMATTED_VALUE' | 'UNFORMATTED_VALUE' = 'FORMATTED_VALUE'): unknown[][] {
  const rowStart = range.startRow ?? 0;
  const rowEnd = Math.min(range.endRow ?? Infinity, grid.length - 1);
  const columnStart = range.startColumn ?? 0;
  const rows: unknown[][] = [];
  for (let rowIndex = rowStart; rowIndex <= rowEnd; rowIndex += 1) {
    const source = grid[rowIndex] ?? [];
    const columnEnd = Math.min(range.endColumn ?? Infinity, source.length - 1);
    const row: unknown[] = [];
    for (let column = columnStart; column <= columnEnd; column += 1) row.push(render === 'FORMATTED_VALUE' ? formattedCell(source[column]) : unformattedCell(source[column]));
    while (row.length > 0 && (row[row.length - 1] === '' || row[row.length - 1] === null)) row.pop();
    rows.push(row);
  }
  while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Field masks (?fields=sheets.properties or sheets(properties(title,index)))

type FieldTree = Map<string, FieldTree>;

function parseFieldMask(mask: string): FieldTree {
  const root: FieldTree = new Map();
  let index = 0;
  const parseList = (into: FieldTree): void => {
    while (index < mask.length) {
      let name = '';
      while (index < mask.length && !',().'.includes(mask[index] ?? '')) name += mask[index++];
      name = name.trim();
      let node = into.get(name);
      if (!node) {
        node = new Map();
        into.set(name, node);
      }
      let cursor = node;
      while (mask[index] === '.') {
        index += 1;
        let child = '';
        while (index < mask.length && !',().'.includes(mask[index] ?? '')) child += mask[index++];
        let next = cursor.get(child.trim());
        if (!next) {
          next = new Map();
          cursor.set(child.trim(), next);
        }
        cursor = next;
      }
      if (mask[index] === '(') {
        index += 1;
        parseList(cursor);
        index += 1;
      }
      if (mask[index] === ',') {
        index += 1;
        continue;
      }
      return;
    }
  };
  parseList(root);
  return root;
}

function applyFieldMask(value: unknown, tree: FieldTree): unknown {
  if (tree.size === 0) return value;
  if (Array.isArray(value)) return value.map((item) => applyFieldMask(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const picked: Record<string, unknown> = {};
  for (const [key, subtree] of tree) {
    const child = (value as Record<string, unknown>)[key];
    if (child !== undefined) picked[key] = applyFieldMask(child, subtree);
  }
  return picked;
}

// ---------------------------------------------------------------------------------------------
// Published pages and the sign-in page

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * A 'Publish to the web' page as Google serves it: the document's styles and body inside
 * div#contents, between Google's banner and its footer (the 'Published using Google Docs' line).
 */
export function publishedPage(exportHtml: string, title: string): string {
  const lower = exportHtml.toLowerCase();
  const bodyOpen = lower.indexOf('<body');
  const bodyStart = bodyOpen < 0 ? 0 : lower.indexOf('>', bodyOpen) + 1;
  const bodyEnd = lower.lastIndexOf('</body>');
  const body = exportHtml.slice(bodyStart, bodyEnd < bodyStart ? undefined : bodyEnd);
  const styleOpen = lower.indexOf('<style');
  const styleEnd = lower.indexOf('</style>');
  const style = styleOpen >= 0 && styleEnd > styleOpen ? exportHtml.slice(styleOpen, styleEnd + '</style>'.length) : '';
  return [
    '<!DOCTYPE html><html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">',
    `<title>${escapeText(title)}</title><script nonce="x">window.WIZ_global_data = {};</script>`,
    '<link href="https://fonts.googleapis.com/css?family=Google+Sans" rel="stylesheet"></head>',
    `<body><div id="banners"><div id="publish-banner"><div id="title-banner"><div id="title">${escapeText(title)}</div></div><div id="interval">Updated automatically every 5 minutes</div></div></div>`,
    `<div id="contents">${style}<div class="doc-content">${body}</div></div>`,
    '<div id="footer"><div id="footer-content">Published using <a href="https://docs.google.com/">Google Docs</a><a href="#" id="abuse">Report abuse</a><a href="https://support.google.com/docs/">Learn more</a></div></div>',
    '<script nonce="x">DOCS_timing = {};</script></body></html>',
  ].join('');
}

export const SIGN_IN_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Google Docs: Sign-in</title></head><body><div id="initialView"><h1>Sign in</h1><p>to continue to Docs</p><form action="/signin/v2/identifier" method="post"><input type="email" name="identifier" aria-label="Email or phone"><button>Next</button></form></div></body></html>';

// ---------------------------------------------------------------------------------------------

export async function startFakeGoogle(options: { port?: number; host?: string } = {}): Promise<FakeGoogle> {
  const sheets = new Map<string, FakeSheet>();
  const documents = new Map<string, FakeDocument>();
  const served = new Map<string, number>();
  const requests: FakeRequest[] = [];
  let throttled = { count: 0, retryAfterSeconds: 1 };
  let inFlight = 0;
  let peak = 0;
  const host = options.host ?? LOOPBACK;
  let origin = '';

  const nextForcedStatus = (key: string, behaviour: Behaviour): number | undefined => {
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    return behaviour.statuses?.[index];
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.search, accept: request.headers.accept, at: Date.now() });
    let closed = false;
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    response.on('close', () => {
      closed = true;
      inFlight -= 1;
    });
    const send = (status: number, body: string, type: string, headers: Record<string, string> = {}, chunked = false) => {
      if (closed) return;
      if (chunked) {
        response.writeHead(status, { 'content-type': type, ...headers });
        for (let start = 0; start < body.length && !closed; start += 65_536) response.write(body.slice(start, start + 65_536));
        response.end();
        return;
      }
      response.writeHead(status, STATUS_TEXT[status] ?? http.STATUS_CODES[status] ?? '', { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), ...headers });
      response.end(body);
    };
    const sendJson = (status: number, body: string, headers: Record<string, string> = {}) => send(status, body, 'application/json; charset=UTF-8', headers);
    const retryAfter = (seconds: number | undefined): Record<string, string> => (seconds === undefined ? {} : { 'retry-after': String(seconds) });

    if (throttled.count > 0 && url.pathname !== '/ServiceLogin') {
      throttled.count -= 1;
      return sendJson(429, googleError(429), retryAfter(throttled.retryAfterSeconds));
    }

    const metadataMatch = /^\/v4\/spreadsheets\/([^/]+)$/.exec(url.pathname);
    const valuesMatch = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/.exec(url.pathname);
    if (metadataMatch || valuesMatch) {
      const id = decodeURIComponent((metadataMatch ?? valuesMatch)?.[1] ?? '');
      const sheet = sheets.get(id);
      const key = url.searchParams.get('key');
      if (!key) return sendJson(403, googleError(403, 'The request is missing a valid API key.'));
      if (!sheet) return sendJson(404, googleError(404, 'Requested entity was not found.'));
      if (sheet.latencyMs) await sleep(sheet.latencyMs);
      const forced = nextForcedStatus(`sheet:${id}`, sheet);
      if (forced && forced !== 200) return sendJson(forced, googleError(forced), forced === 429 || forced === 503 ? retryAfter(sheet.retryAfterSeconds) : {});
      if (sheet.apiKey !== undefined && key !== sheet.apiKey) return sendJson(400, googleError(400, 'API key not valid. Please pass a valid API key.'));
      if (sheet.private) return sendJson(403, googleError(403, 'The caller does not have permission'));
      const tabs: FakeTab[] = [{ title: sheet.title ?? 'Sheet1', values: sheet.values }, ...(sheet.otherTabs ?? [])];

      if (metadataMatch) {
        const metadata = {
          spreadsheetId: id,
          properties: { title: `Spreadsheet ${id}`, locale: 'en_US', timeZone: 'America/New_York' },
          sheets: tabs.map((tab, index) => ({
            properties: {
              sheetId: index === 0 ? 0 : 1000 + index,
              title: tab.title,
              index,
              sheetType: 'GRID',
              gridProperties: { rowCount: Math.max(1000, tab.values?.length ?? 0), columnCount: widest(tab.values ?? []) },
            },
          })),
          spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`,
        };
        const fields = url.searchParams.get('fields');
        return sendJson(200, JSON.stringify(fields ? applyFieldMask(metadata, parseFieldMask(fields)) : metadata));
      }

      const rawRange = decodeURIComponent(valuesMatch?.[2] ?? '');
      const range = parseA1(rawRange);
      const tab = range && (range.sheet === undefined ? tabs[0] : tabs.find((candidate) => candidate.title === range.sheet));
      if (!range || !tab) return sendJson(400, googleError(400, `Unable to parse range: ${rawRange}`));
      const grid = tab.values ?? [];
      const rowCount = Math.max(1000, grid.length);
      const columnCount = widest(grid);
      const render = url.searchParams.get('valueRenderOption') === 'UNFORMATTED_VALUE' ? 'UNFORMATTED_VALUE' : 'FORMATTED_VALUE';
      const values = valuesInRange(grid, range, render);
      // Google names the range it answered, bounded by the sheet's grid: 'A:J' comes back as 'Sheet1!A1:J1000'.
      const first = `${columnLetters(range.startColumn ?? 0)}${(range.startRow ?? 0) + 1}`;
      const last = `${columnLetters(Math.min(range.endColumn ?? columnCount - 1, columnCount - 1))}${Math.min(range.endRow ?? rowCount - 1, rowCount - 1) + 1}`;
      const body: Record<string, unknown> = { range: `${quoteSheetName(tab.title)}!${first}:${last}`, majorDimension: 'ROWS' };
      if (values.length > 0) body.values = values;
      return sendJson(200, JSON.stringify(body));
    }

    if (url.pathname === '/ServiceLogin') return send(200, SIGN_IN_PAGE, 'text/html; charset=utf-8');

    const exportMatch = /^\/document\/d\/([^/]+)\/export$/.exec(url.pathname) ?? /^\/content\/([^/]+)$/.exec(url.pathname);
    const publishedMatch = /^\/document\/d\/e\/([^/]+)\/pub$/.exec(url.pathname);
    if (exportMatch || publishedMatch) {
      const notFound = () => send(404, '<!DOCTYPE html><html><head><title>Page Not Found</title></head><body><p>Sorry, the file you have requested does not exist.</p></body></html>', 'text/html; charset=utf-8');
      let id: string | undefined;
      if (exportMatch) id = decodeURIComponent(exportMatch[1] ?? '');
      else {
        const publishedId = decodeURIComponent(publishedMatch?.[1] ?? '');
        id = [...documents].find(([, candidate]) => candidate.publishedId === publishedId)?.[0];
      }
      const document = id === undefined ? undefined : documents.get(id);
      if (id === undefined || !document) return notFound();
      if (document.latencyMs) await sleep(document.latencyMs);
      const forced = nextForcedStatus(`doc:${id}`, document);
      if (forced && forced !== 200) return send(forced, `<!DOCTYPE html><html><body><p>${STATUS_TEXT[forced] ?? 'Error'}</p></body></html>`, 'text/html; charset=utf-8', retryAfter(document.retryAfterSeconds));
      if (document.sharing === 'private') {
        const continueTo = `https://docs.google.com${url.pathname}${url.search}`;
        return send(302, '', 'text/html; charset=UTF-8', { location: `${origin}/ServiceLogin?service=wise&passive=1209600&continue=${encodeURIComponent(continueTo)}&followup=${encodeURIComponent(continueTo)}` });
      }
      if (publishedMatch) return send(200, publishedPage(document.html, id), 'text/html; charset=utf-8');
      if (document.redirectExport && !url.pathname.startsWith('/content/')) {
        return send(307, '', 'text/html; charset=UTF-8', { location: `${origin}/content/${encodeURIComponent(id)}${url.search}` });
      }
      if (document.contentType) return send(200, document.html, document.contentType);
      const format = url.searchParams.get('format') ?? 'html';
      // Google sends the export as an attachment; the client reads it all the same.
      const disposition = { 'content-disposition': `attachment; filename="${id}.${format}"` };
      return format === 'txt'
        ? send(200, document.text ?? textOf(document.html), 'text/plain; charset=utf-8', disposition)
        : send(200, document.html, 'text/html; charset=utf-8', disposition, document.chunked);
    }
    return send(404, 'Not Found', 'text/plain');
  });

  const port = await listen(server, options.port ?? 0, host);
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    setSheet: (sheetId, sheet) => {
      sheets.set(sheetId, sheet === null || Array.isArray(sheet) ? { values: sheet } : sheet);
      served.delete(`sheet:${sheetId}`);
    },
    setDocument: (documentId, document) => {
      documents.set(documentId, typeof document === 'string' ? { html: document } : document);
      served.delete(`doc:${documentId}`);
    },
    throttle: (count, retryAfterSeconds = 1) => {
      throttled = { count, retryAfterSeconds };
    },
    requests,
    count: (prefix) => requests.filter((entry) => entry.path.startsWith(prefix)).length,
    peakInFlight: () => peak,
    reset: () => {
      peak = inFlight;
      sheets.clear();
      documents.clear();
      served.clear();
      throttled = { count: 0, retryAfterSeconds: 1 };
      requests.length = 0;
    },
    close: () => closeNow(server),
  };
}

export const FIXTURE_DIR = path.join(__dirname, '..', 'fixtures', 'google');

/**
 * Loads test/support/fixtures/google: sheet.json (the `values` rows, served for any sheet id) and
 * documents/{id}.html (served as document {id}).
 */
export function loadFixtures(server: FakeGoogle, dir: string = FIXTURE_DIR, sheetIds: readonly string[] = ['fixture-sheet']): void {
  const values = JSON.parse(readFileSync(path.join(dir, 'sheet.json'), 'utf8')) as unknown[][];
  for (const id of sheetIds) server.setSheet(id, values);
  const documentsDir = path.join(dir, 'documents');
  if (!existsSync(documentsDir)) return;
  for (const name of readdirSync(documentsDir)) {
    if (name.endsWith('.html')) server.setDocument(path.basename(name, '.html'), readFileSync(path.join(documentsDir, name), 'utf8'));
  }
}

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  return JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
}

/**
 * A control server so that a test can change what Google says while a site is running:
 *
 *   PUT  /sheet          { values, title?, statuses?, retryAfterSeconds?, latencyMs?, otherTabs? }
 *   PUT  /document/{id}  { html, sharing?, publishedId?, contentType?, statuses?, latencyMs? }
 *   POST /throttle       { count, retryAfterSeconds }: the next requests answer 429 with Retry-After
 *   GET  /requests       the requests received so far, as JSON
 *   POST /reset          back to the fixtures
 */
export async function startControlServer(google: FakeGoogle, options: { port: number; sheetId: string; host?: string }): Promise<http.Server> {
  const restore = () => loadFixtures(google, FIXTURE_DIR, [options.sheetId]);
  const control = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    try {
      if (request.method === 'GET' && url.pathname === '/') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('fake google control');
        return;
      }
      if (request.method === 'GET' && url.pathname === '/requests') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(google.requests));
        return;
      }
      if (request.method === 'PUT' && url.pathname === '/sheet') {
        google.setSheet(options.sheetId, (await readJson(request)) as FakeSheet);
      } else if (request.method === 'PUT' && url.pathname.startsWith('/document/')) {
        const body = await readJson(request);
        google.setDocument(decodeURIComponent(url.pathname.slice('/document/'.length)), { ...body, html: String(body.html ?? '') } as FakeDocument);
      } else if (request.method === 'POST' && url.pathname === '/throttle') {
        const body = await readJson(request);
        google.throttle(Number(body.count ?? 1), Number(body.retryAfterSeconds ?? 1));
      } else if (request.method === 'POST' && url.pathname === '/reset') {
        google.reset();
        restore();
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await listen(control, options.port, options.host);
  return control;
}

/** tsx test/support/google/fake-google-server.ts --port 4010 [--control-port 4011] [--sheet-id ID] */
export async function runFakeGoogleCli(argv: readonly string[], defaults: { port: number; sheetId: string }): Promise<void> {
  const sheetId = flagValue(argv, '--sheet-id') ?? defaults.sheetId;
  const google = await startFakeGoogle({ port: flagValue(argv, '--port', defaults.port) });
  loadFixtures(google, FIXTURE_DIR, [sheetId]);
  const controlPort = flagValue(argv, '--control-port');
  const control = controlPort ? await startControlServer(google, { port: Number(controlPort), sheetId }) : undefined;
  console.log(`Fake Google on ${google.url} (GOOGLE_SHEETS_API_URL and GOOGLE_DOCS_URL)${controlPort ? `, control on http://127.0.0.1:${controlPort}` : ''}`);
  const stop = () => {
    control?.close();
    void google.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) void runFakeGoogleCli(process.argv.slice(2), { port: 4010, sheetId: 'fixture-sheet' });
