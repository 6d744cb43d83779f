import { parseTrustedProxies } from '@/lib/request/client-address';
import { createRateLimiter } from '@/lib/request/rate-limit';
import type { Finding } from '@/lib/reports/findings';
import type { ReadOutcome } from '@/lib/reports/read-report';
import type { NewReport, StoredReport } from '@/lib/reports/store';
import type { Lead, NewLead } from '@/lib/leads/types';
import { createContactUploadHandler, CONTACT_UPLOAD_MESSAGES, type ContactUploadDeps } from './with-report';

const SITE = 'https://tidewaterinspectionrepairs.com';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const FINDINGS = [{ id: 1 }, { id: 2 }] as unknown as Finding[];
const LEAD_ID = '3f9a2c1b-0000-4000-8000-000000000000';

const CONTACT = { name: 'Dana Whitfield', email: 'dana@example.com', phone: '(757) 555-0142', location: 'hampton', serviceType: 'inspection', message: 'Repairs from our inspection, closing on the 14th.', urgency: 'standard' };

function setup(overrides: Partial<ContactUploadDeps> = {}, outcome: ReadOutcome = { kind: 'read', pageCount: 12, findings: FINDINGS, ms: 5 }) {
  const reports: NewReport[] = [];
  const leads: NewLead[] = [];
  const reads: number[] = [];
  const uploadLimiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
  const deps: ContactUploadDeps = {
    contactLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
    uploadLimiter,
    read: async (bytes) => {
      reads.push(bytes.byteLength);
      return outcome;
    },
    saveReport: async (report) => {
      reports.push(report);
      return { id: 'AbCdEfGhIjKlMnOpQrStUv', createdAt: new Date(), leadId: null, fileName: report.fileName, size: report.bytes.byteLength, sha256: 'x', status: report.status, pageCount: report.pageCount, findings: report.findings, selected: null } satisfies StoredReport;
    },
    saveLead: async (lead) => {
      leads.push(lead);
      return { id: LEAD_ID } as Lead;
    },
    siteUrl: SITE,
    trust: parseTrustedProxies('none'),
    ...overrides,
  };
  return { handle: createContactUploadHandler(deps), reports, leads, reads };
}

function post(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = [], accept = 'application/json', emptyFileInput = false): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('report', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: 'application/pdf' }));
  if (emptyFileInput) form.append('report', new File([], '', { type: 'application/octet-stream' }));
  return new Request('http://127.0.0.1:3000/api/contact/report', { method: 'POST', body: form, headers: { accept, origin: SITE } });
}

async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the contact form as multipart, with an optional report', () => {
  it('stores the request without a file (an empty file input is no file), reading nothing', async () => {
    const { handle, leads, reads } = setup();
    const answer = await json(await handle(post(CONTACT, [], 'application/json', true)));
    expect(answer).toEqual({ status: 200, body: { ok: true, leadId: LEAD_ID, reference: '3F9A-2C1B' } });
    expect(leads[0]).toMatchObject({ name: 'Dana Whitfield', location: 'hampton', source: SITE });
    expect(leads[0]?.report).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('reads and stores the report, and the lead carries it with every finding ticked', async () => {
    const { handle, leads, reports } = setup();
    const answer = await json(await handle(post(CONTACT, [{ name: 'C:\\Users\\dana\\Report.pdf', bytes: PDF }])));
    expect(answer.body).toMatchObject({ ok: true, reference: '3F9A-2C1B', report: { status: 'read', items: 2 } });
    expect(reports[0]).toMatchObject({ fileName: 'Report.pdf', status: 'read', pageCount: 12 });
    expect(leads[0]?.report).toEqual({ id: 'AbCdEfGhIjKlMnOpQrStUv', selected: [1, 2] });
  });

  it('without JavaScript: 303 to the confirmation, or back to the form with the reason and the fields to fix', async () => {
    const { handle } = setup();
    const done = await handle(post(CONTACT, [{ name: 'r.pdf', bytes: PDF }], 'text/html'));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/contact/request?sent=3F9A-2C1B&report=read&items=2');
    const refused = await handle(post(CONTACT, [{ name: 'photo.pdf', bytes: new Uint8Array([0xff, 0xd8, 0xff]) }], 'text/html'));
    expect(refused.headers.get('location')).toBe('/contact/request?error=not_pdf');
    const invalid = await handle(post({ ...CONTACT, phone: '555' }, [], 'text/html'));
    expect(invalid.headers.get('location')).toBe('/contact/request?error=invalid&fields=phone');
  });

  it.each([
    ['not_pdf', 'photo.pdf', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 415],
    ['empty', 'empty.pdf', new Uint8Array(), 400],
  ] as const)('refuses a file that is %s with its message, storing nothing', async (error, name, bytes, status) => {
    const { handle, leads, reports } = setup();
    // A zero-byte file with a name is a file the visitor chose: it is refused as empty, not ignored.
    const answer = await json(await handle(post(CONTACT, [{ name, bytes }])));
    expect(answer).toEqual({ status, body: { ok: false, error, message: CONTACT_UPLOAD_MESSAGES[error] } });
    expect(leads).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('refuses an encrypted or damaged PDF the reader refuses, storing nothing', async () => {
    const { handle, leads, reports } = setup({}, { kind: 'refused', reason: 'encrypted' });
    const answer = await json(await handle(post(CONTACT, [{ name: 'locked.pdf', bytes: PDF }])));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/password/);
    expect([leads, reports]).toEqual([[], []]);
  });

  it('refuses two files, and a body over the cap before reading it', async () => {
    const { handle, reads } = setup({ maxBytes: 4096 });
    expect((await json(await handle(post(CONTACT, [{ name: 'a.pdf', bytes: PDF }, { name: 'b.pdf', bytes: PDF }])))).body.error).toBe('several_files');
    const big = await handle(post(CONTACT, [{ name: 'big.pdf', bytes: new Uint8Array(8192).fill(0x25) }]));
    expect(big.status).toBe(413);
    expect(reads).toEqual([]);
  });

  it('names the invalid fields and takes no allowance for them', async () => {
    const { handle, reads } = setup();
    const answer = await json(await handle(post({ ...CONTACT, email: 'dana' }, [{ name: 'r.pdf', bytes: PDF }])));
    expect(answer).toMatchObject({ status: 400, body: { ok: false, error: 'invalid', fields: { email: expect.any(String) } } });
    expect(reads).toEqual([]);
    // The one upload of the allowance is still there.
    expect((await handle(post(CONTACT, [{ name: 'r.pdf', bytes: PDF }]))).status).toBe(200);
  });

  it('spends the upload allowance the report page spends: a second report is refused, a request without one still goes', async () => {
    const { handle } = setup();
    expect((await handle(post(CONTACT, [{ name: 'r.pdf', bytes: PDF }]))).status).toBe(200);
    const limited = await handle(post(CONTACT, [{ name: 'r.pdf', bytes: PDF }]));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await handle(post(CONTACT))).status).toBe(200);
  });

  it('stores a scanned report for the owner to read, with no items', async () => {
    const { handle, leads, reports } = setup({}, { kind: 'scanned', pageCount: 30, ms: 4 });
    expect((await json(await handle(post(CONTACT, [{ name: 'scan.pdf', bytes: PDF }])))).body).toMatchObject({ ok: true, report: { status: 'scanned', items: 0 } });
    expect(reports[0]?.status).toBe('scanned');
    expect(leads[0]?.report).toEqual({ id: 'AbCdEfGhIjKlMnOpQrStUv', selected: [] });
  });

  it('when the store refuses the lead: 503 with Retry-After (as the JSON route and the newsletter), or back to the form without JavaScript', async () => {
    const { handle } = setup({
      saveLead: async () => {
        throw new Error('disk full');
      },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await handle(post(CONTACT));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ ok: false, error: 'not_stored', message: CONTACT_UPLOAD_MESSAGES.not_stored });
    const withoutScript = await handle(post(CONTACT, [], 'text/html'));
    expect(withoutScript.status).toBe(303);
    expect(withoutScript.headers.get('location')).toBe('/contact/request?error=not_stored');
    expect(JSON.stringify(error.mock.calls)).not.toContain('dana');
    error.mockRestore();
  });

  it('refuses another site’s form post without redirecting, and ignores a filled honeypot', async () => {
    const { handle, leads } = setup();
    const foreign = new Request('http://127.0.0.1:3000/api/contact/report', { method: 'POST', body: new FormData(), headers: { origin: 'https://evil.example' } });
    expect((await handle(foreign)).status).toBe(403);
    expect((await handle(post({ ...CONTACT, website: 'http://spam.example' }))).status).toBe(200);
    expect(leads).toEqual([]);
  });
});
