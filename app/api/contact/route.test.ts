import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createContactHandler } from '@/lib/contact/handle-request';
import type { Database } from '@/lib/site-database/schema';
import { emptyTables, testDatabases } from '@/test/support/db/test-databases';
import { resetServerEnv } from '@/lib/process/env';
import { stopOutboxService } from '@/lib/outbox/service';
import { leadReference } from '@/lib/leads/reference';
import { createLeadStore, type LeadStore } from '@/lib/leads/store';
import { startTestWebhook } from '@/test/support/receivers/webhook-receiver';
import { POST } from './route';

const validRequest = {
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  phone: '(757) 555-0123',
  serviceType: 'electrical',
  location: 'hampton',
  message: 'Double-tapped breaker and two ungrounded outlets on the report; closing in two weeks.',
  urgency: 'standard',
};

let ipCounter = 0;
beforeEach(() => {
  ipCounter += 1;
});

/** Each test comes from its own address, so a shared rate limiter does not interfere. */
function contactRequest(body: unknown, { ip = `203.0.113.${ipCounter}` } = {}): Request {
  return new Request('http://localhost:3000/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}, 10.0.0.1` },
    body: JSON.stringify(body),
  });
}

describe.each(testDatabases())('POST /api/contact storing on $name', (target) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let store: LeadStore;
  let handler: (body: Record<string, unknown>) => Promise<Response>;

  beforeAll(async () => {
    ({ db, close } = await target.open());
    store = createLeadStore(db);
  }, 30_000);
  afterAll(async () => close());
  beforeEach(async () => {
    await emptyTables(db);
    handler = createContactHandler({ saveLead: (lead) => store.saveLead(lead, ['email']), source: () => 'http://localhost:3000' });
  });

  it('stores a valid request, with its delivery queued, before answering 200 with the lead id and the reference the visitor quotes', async () => {
    const response = await handler({ ...validRequest, name: '  Marcus Bell  ', extra: 'dropped' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ ok: true, leadId: expect.any(String), reference: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}$/) });
    expect(body.reference).toBe(leadReference(body.leadId));
    const stored = await store.getLead(body.leadId);
    expect(stored).toMatchObject({ ...validRequest, source: 'http://localhost:3000', status: 'new' });
    expect(stored?.deliveries.map((delivery) => delivery.state)).toEqual(['queued']);
  });

  it('stores the visit that led to the request with it, and stores the request without a malformed one', async () => {
    const attribution = { landingPage: '/blog/picra-explained', referrerHost: 'mailer.example', utmSource: 'spring-mailer', utmMedium: 'email', utmCampaign: 'spring-2026', pageCount: 2, pages: ['/blog/picra-explained', '/contact'] };
    const { leadId } = await (await handler({ ...validRequest, attribution })).json();
    expect((await store.getLead(leadId))?.attribution).toEqual(attribution);
    const forged = await handler({ ...validRequest, attribution: { ...attribution, landingPage: 'javascript:alert(1)' } });
    expect(forged.status).toBe(200);
    expect((await store.getLead((await forged.json()).leadId))?.attribution).toBeNull();
  });

  it('fills in the default urgency', async () => {
    const withoutUrgency: Record<string, string> = { ...validRequest };
    delete withoutUrgency.urgency;
    const { leadId } = await (await handler(withoutUrgency)).json();
    expect((await store.getLead(leadId))?.urgency).toBe('standard');
  });

  it('rejects invalid fields with 400 and the message for each field, and stores nothing', async () => {
    const response = await handler({ ...validRequest, email: 'nope', phone: '12', location: 'richmond' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('invalid');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'location', 'phone']);
    expect((await store.listLeads()).total).toBe(0);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await handler({ ...validRequest, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect((await store.listLeads()).total).toBe(0);
  });

  it('tells the visitor with 503 and when to try again (Retry-After, as the newsletter sign-up) when the database refuses the write, and logs no personal data', async () => {
    // A channel outside the table's check constraint makes the insert fail inside the database.
    const broken = createContactHandler({
      saveLead: (lead) => store.saveLead({ ...lead, status: 'bogus' } as never, ['nowhere' as never]),
      source: () => 'http://localhost:3000',
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await broken(validRequest);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: false, error: 'not_stored' });
    expect((await store.listLeads()).total).toBe(0);
    expect(JSON.stringify(error.mock.calls)).not.toContain('marcus');
    error.mockRestore();
  });
});

describe('POST /api/contact as deployed', () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'contact-route-'));
  });
  afterEach(async () => {
    await stopOutboxService();
    process.env = { ...saved };
    resetServerEnv();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After when DATA_DIR cannot be written (the visitor is told, nothing is thanked)', async () => {
    // A folder inside a regular file cannot be created, even by root.
    await writeFile(path.join(dir, 'file'), '');
    process.env.DATA_DIR = path.join(dir, 'file', 'data');
    resetServerEnv();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await POST(contactRequest(validRequest));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NOT stored'));
    error.mockRestore();
  });

  it('stores in DATA_DIR and delivers to CONTACT_WEBHOOK_URL right after the answer', async () => {
    const webhook = await startTestWebhook();
    try {
      process.env.DATA_DIR = dir;
      process.env.CONTACT_WEBHOOK_URL = webhook.url;
      delete process.env.SMTP_URL;
      resetServerEnv();
      const response = await POST(contactRequest(validRequest));
      expect(response.status).toBe(200);
      const { leadId } = await response.json();
      for (let waited = 0; webhook.received.length === 0 && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(webhook.received).toEqual([{ idempotencyKey: leadId, body: expect.objectContaining({ leadId, name: 'Marcus Bell' }) }]);
    } finally {
      await webhook.close();
    }
  }, 60_000);
});
