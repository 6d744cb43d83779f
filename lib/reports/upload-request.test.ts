import { createHash } from 'node:crypto';
import { parseTrustedProxies } from '@/lib/request/client-address';
import { createRateLimiter } from '@/lib/request/rate-limit';
import type { ReadOutcome } from './read-report';
import type { NewReport, StoredReport } from './store';
import { createUploadHandler, UPLOAD_MESSAGES, type UploadDeps } from './upload-request';

const SITE = 'https://tidewaterinspectionrepairs.com';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

function setup(overrides: Partial<UploadDeps> = {}) {
  const saved: NewReport[] = [];
  const reads: number[] = [];
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
  const deps: UploadDeps = {
    limiter,
    read: async (bytes) => {
      reads.push(bytes.byteLength);
      return { kind: 'read', pageCount: 2, findings: [], ms: 5 } satisfies ReadOutcome;
    },
    saveReport: async (report) => {
      saved.push(report);
      return { id: 'AbCdEfGhIjKlMnOpQrStUv', createdAt: new Date(), leadId: null, fileName: report.fileName, size: report.bytes.byteLength, sha256: 'x', status: report.status, pageCount: report.pageCount, findings: report.findings, selected: null } satisfies StoredReport;
    },
    siteUrl: SITE,
    trust: parseTrustedProxies('none'),
    ...overrides,
  };
  return { handle: createUploadHandler(deps), saved, reads, limiter };
}

function upload(files: { name: string; bytes: Uint8Array }[], headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const file of files) form.append('report', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: 'application/pdf' }));
  const request = new Request('http://127.0.0.1:3000/api/inspection-report', { method: 'POST', body: form, headers: { accept: 'application/json', ...headers } });
  return request;
}

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as { ok: boolean; error?: string; message?: string; url?: string } };
}

describe('report upload requests', () => {
  it('stores a PDF and answers the page’s script with the results address', async () => {
    const { handle, saved } = setup();
    const answer = await json(await handle(upload([{ name: 'C:\\reports\\Report.pdf', bytes: PDF }])));
    expect(answer).toEqual({
      status: 201,
      body: { ok: true, id: 'AbCdEfGhIjKlMnOpQrStUv', url: '/inspection-report/AbCdEfGhIjKlMnOpQrStUv', size: PDF.byteLength, sha256: 'x', results: { fileName: 'Report.pdf', status: 'read', findings: [] } },
    });
    expect(saved[0]).toMatchObject({ fileName: 'Report.pdf', status: 'read' });
  });

  it('sends a browser without JavaScript to the results page (303), and back to the form with the reason when refused', async () => {
    const { handle } = setup();
    const done = await handle(upload([{ name: 'r.pdf', bytes: PDF }], { accept: 'text/html' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/inspection-report/AbCdEfGhIjKlMnOpQrStUv');
    const refused = await handle(upload([{ name: 'photo.pdf', bytes: new Uint8Array([0xff, 0xd8, 0xff]) }], { accept: 'text/html' }));
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/inspection-report?error=not_pdf');
  });

  it.each([
    ['not a PDF', [{ name: 'a.pdf', bytes: new TextEncoder().encode('PK\u0003\u0004') }], 415, 'not_pdf'],
    ['an empty file', [{ name: 'a.pdf', bytes: new Uint8Array(0) }], 400, 'empty'],
    ['two files', [{ name: 'a.pdf', bytes: PDF }, { name: 'b.pdf', bytes: PDF }], 400, 'several_files'],
    ['no file', [], 400, 'no_file'],
  ])('refuses %s with its message, reads nothing and charges no allowance', async (_name, files, status, error) => {
    const { handle, reads, saved, limiter } = setup();
    const answer = await json(await handle(upload(files)));
    expect(answer).toEqual({ status, body: { ok: false, error, message: UPLOAD_MESSAGES[error as keyof typeof UPLOAD_MESSAGES] } });
    expect(reads).toEqual([]);
    expect(saved).toEqual([]);
    expect((await limiter.peek('direct')).remaining).toBe(2);
  });

  it('answers a store failure with 503, Retry-After and the try-again message; a browser without JavaScript goes back to the form', async () => {
    const failing = { saveReport: async () => Promise.reject(new Error('disk full')) };
    const { handle } = setup(failing);
    const response = await handle(upload([{ name: 'r.pdf', bytes: PDF }]));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()) as unknown).toEqual({ ok: false, error: 'not_stored', message: UPLOAD_MESSAGES.not_stored });
    // A redirect carries no Retry-After: it would only delay following it.
    const page = await setup(failing).handle(upload([{ name: 'r.pdf', bytes: PDF }], { accept: 'text/html' }));
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/inspection-report?error=not_stored');
    expect(page.headers.get('retry-after')).toBeNull();
  });

  it('refuses a cross-site post and a body that is not multipart before reading it', async () => {
    const { handle, reads } = setup();
    expect((await json(await handle(upload([{ name: 'a.pdf', bytes: PDF }], { origin: 'https://evil.example' })))).body.error).toBe('cross_site');
    const plain = new Request('http://127.0.0.1:3000/api/inspection-report', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', accept: 'application/json' } });
    expect((await json(await handle(plain))).body.error).toBe('unsupported_type');
    expect(reads).toEqual([]);
  });

  it('refuses a body over the cap by its declared size, and a chunked one while reading it', async () => {
    const { handle } = setup({ maxBytes: 1_000 });
    const declared = upload([{ name: 'a.pdf', bytes: PDF }], { 'content-length': '5000000' });
    expect(await json(await handle(declared))).toMatchObject({ status: 413, body: { error: 'too_large' } });
    const big = new Uint8Array(5_000);
    big.set(PDF);
    expect(await json(await handle(upload([{ name: 'a.pdf', bytes: big }])))).toMatchObject({ status: 413, body: { error: 'too_large' } });
  });

  it('charges the allowance only for files it reads, and refuses the client whose allowance is spent', async () => {
    const { handle, reads } = setup();
    await handle(upload([{ name: 'a.pdf', bytes: PDF }]));
    await handle(upload([{ name: 'b.pdf', bytes: new Uint8Array([1, 2, 3]) }]));
    await handle(upload([{ name: 'c.pdf', bytes: PDF }]));
    const third = await handle(upload([{ name: 'd.pdf', bytes: PDF }]));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(reads).toHaveLength(2);
  });

  it('awaits an allowance that a shared store answers later', async () => {
    const { handle } = setup({ limiter: { hit: async () => ({ allowed: false, retryAfterMs: 30_000 }) } });
    expect((await json(await handle(upload([{ name: 'a.pdf', bytes: PDF }])))).body.error).toBe('rate_limited');
  });

  it('does not store a report that could not be read (encrypted or damaged), with its message', async () => {
    const { handle, saved } = setup({ read: async () => ({ kind: 'refused', reason: 'encrypted' }) });
    expect(await json(await handle(upload([{ name: 'a.pdf', bytes: PDF }])))).toMatchObject({ status: 422, body: { error: 'encrypted' } });
    expect(saved).toEqual([]);
  });

  it('keeps a scanned report, with no findings, for the owner to read', async () => {
    const { handle, saved } = setup({ read: async () => ({ kind: 'scanned', pageCount: 4, ms: 10 }) });
    expect((await handle(upload([{ name: 'scan.pdf', bytes: PDF }]))).status).toBe(201);
    expect(saved[0]).toMatchObject({ status: 'scanned', pageCount: 4, findings: [] });
  });

  it('takes a 24 MB PDF whole, byte for byte, and refuses 25.1 MB with the size message', async () => {
    const { handle, saved } = setup();
    const big = new Uint8Array(24 * 1024 * 1024);
    big.set(PDF);
    big[big.length - 1] = 7;
    expect((await handle(upload([{ name: 'big.pdf', bytes: big }]))).status).toBe(201);
    expect(createHash('sha256').update(saved[0]!.bytes).digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));
    const tooBig = new Uint8Array(Math.ceil(25.1 * 1024 * 1024));
    tooBig.set(PDF);
    expect(await json(await handle(upload([{ name: 'huge.pdf', bytes: tooBig }])))).toMatchObject({ status: 413, body: { error: 'too_large', message: UPLOAD_MESSAGES.too_large } });
  }, 30_000);
});
