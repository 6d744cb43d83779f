import { readFileSync, readdirSync, existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A stand-in for the Sheets API and the Docs export on 127.0.0.1, so that no test ever calls Google.
 *
 *   GET /v4/spreadsheets/{id}/values/{range}?key=...   -> { range, majorDimension, values }
 *   GET /document/d/{id}/export?format=html|txt         -> the document's text
 *
 * Each sheet or document can answer with a sequence of statuses first (500 then 200, 429 ...), after
 * a latency, or with an empty body. Tests start it with startFakeGoogle(); Playwright can run it as
 * `tsx tests/fake-google-server.ts --port N`, serving tests/fixtures/google.
 */

export type Behaviour = {
  /** Statuses answered, in order, before the real content (e.g. [500] or [429, 429]). */
  statuses?: number[];
  /** Delay before answering, in milliseconds. */
  latencyMs?: number;
};

export type FakeSheet = Behaviour & {
  /** Rows; null means a sheet without a `values` field (no cells at all). */
  values: unknown[][] | null;
  /** When set, requests with another key get 403. */
  apiKey?: string;
};

export type FakeDocument = Behaviour & {
  /** Body of the export; '' gives an empty document. */
  html: string;
  text?: string;
};

export type FakeRequest = { method: string; path: string; accept: string | undefined; at: number };

export type FakeGoogle = {
  url: string;
  setSheet: (sheetId: string, sheet: FakeSheet | unknown[][] | null) => void;
  setDocument: (documentId: string, document: FakeDocument | string) => void;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Requests whose path starts with the prefix. */
  count: (pathPrefix: string) => number;
  /** Most requests that were being answered at the same moment since the last reset. */
  peakInFlight: () => number;
  reset: () => void;
  close: () => Promise<void>;
};

const STATUS_TEXT: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable' };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function startFakeGoogle(options: { port?: number; host?: string } = {}): Promise<FakeGoogle> {
  const sheets = new Map<string, FakeSheet>();
  const documents = new Map<string, FakeDocument>();
  const served = new Map<string, number>();
  const requests: FakeRequest[] = [];
  let inFlight = 0;
  let peak = 0;
  const host = options.host ?? '127.0.0.1';

  const nextForcedStatus = (key: string, behaviour: Behaviour): number | undefined => {
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    return behaviour.statuses?.[index];
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    requests.push({ method: request.method ?? 'GET', path: url.pathname, accept: request.headers.accept, at: Date.now() });
    let closed = false;
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    response.on('close', () => {
      closed = true;
      inFlight -= 1;
    });
    const send = (status: number, body: string, type: string) => {
      if (closed) return;
      response.writeHead(status, STATUS_TEXT[status] ?? http.STATUS_CODES[status] ?? '', { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      response.end(body);
    };

    const sheetMatch = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/.exec(url.pathname);
    const documentMatch = /^\/document\/d\/([^/]+)\/export$/.exec(url.pathname);
    if (sheetMatch) {
      const id = decodeURIComponent(sheetMatch[1] ?? '');
      const sheet = sheets.get(id);
      if (!sheet) return send(404, JSON.stringify({ error: { code: 404, message: 'Requested entity was not found.' } }), 'application/json');
      if (sheet.latencyMs) await sleep(sheet.latencyMs);
      const forced = nextForcedStatus(`sheet:${id}`, sheet);
      if (forced && forced !== 200) return send(forced, JSON.stringify({ error: { code: forced } }), 'application/json');
      if (sheet.apiKey !== undefined && url.searchParams.get('key') !== sheet.apiKey) {
        return send(403, JSON.stringify({ error: { code: 403, message: 'API key not valid.' } }), 'application/json');
      }
      const body: Record<string, unknown> = { range: `Sheet1!${decodeURIComponent(sheetMatch[2] ?? '')}`, majorDimension: 'ROWS' };
      if (sheet.values !== null) body.values = sheet.values;
      return send(200, JSON.stringify(body), 'application/json');
    }
    if (documentMatch) {
      const id = decodeURIComponent(documentMatch[1] ?? '');
      const document = documents.get(id);
      if (!document) return send(404, 'Not Found', 'text/html');
      if (document.latencyMs) await sleep(document.latencyMs);
      const forced = nextForcedStatus(`doc:${id}`, document);
      if (forced && forced !== 200) return send(forced, STATUS_TEXT[forced] ?? 'Error', 'text/html');
      const format = url.searchParams.get('format') ?? 'html';
      return format === 'txt' ? send(200, document.text ?? document.html.replace(/<[^>]*>/g, ''), 'text/plain') : send(200, document.html, 'text/html');
    }
    return send(404, 'Not Found', 'text/plain');
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    setSheet: (sheetId, sheet) => {
      sheets.set(sheetId, sheet === null || Array.isArray(sheet) ? { values: sheet } : sheet);
      served.delete(`sheet:${sheetId}`);
    },
    setDocument: (documentId, document) => {
      documents.set(documentId, typeof document === 'string' ? { html: document } : document);
      served.delete(`doc:${documentId}`);
    },
    requests,
    count: (prefix) => requests.filter((entry) => entry.path.startsWith(prefix)).length,
    peakInFlight: () => peak,
    reset: () => {
      peak = inFlight;
      sheets.clear();
      documents.clear();
      served.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export const FIXTURE_DIR = path.join(__dirname, 'fixtures', 'google');

/**
 * Loads tests/fixtures/google: sheet.json (the `values` rows, served for any sheet id) and
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

// CLI: tsx tests/fake-google-server.ts --port 4010 [--sheet-id ID]
if (require.main === module) {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  startFakeGoogle({ port: Number(value('--port') ?? 4010) }).then((server) => {
    loadFixtures(server, FIXTURE_DIR, [value('--sheet-id') ?? 'fixture-sheet']);
    console.log(`Fake Google listening on ${server.url} (GOOGLE_SHEETS_API_URL and GOOGLE_DOCS_URL)`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
