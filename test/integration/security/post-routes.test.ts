import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resetServerEnv } from '@/lib/process/env';
import { createLeadStore } from '@/lib/leads/store';
import { createSubscriberStore } from '@/lib/newsletter/subscribers';
import { emptyTables } from '@/test/support/db/test-databases';
import { copyStoreTemplate } from '@/test/support/db/store-template';

/**
 * The public POST routes under hostile traffic, called in-process as Next calls them. Each route
 * module is loaded fresh per test, so its per-instance allowance starts full. The site database and
 * its outbox worker are the server's one per process (on globalThis, as in a server): they stay open
 * across the tests, as they do across a server's requests, and every test starts with the tables empty.
 */

type Handler = (request: Request) => Promise<Response>;

const SITE_URL = 'https://tidewaterinspectionrepairs.com';
const validContact = {
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  phone: '(757) 555-0123',
  serviceType: 'electrical',
  location: 'hampton',
  message: 'Double-tapped breaker on the report; closing in two weeks.',
  urgency: 'standard',
};


function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnv();
}

type OutboxServiceModule = typeof import('@/lib/outbox/service');
let outboxServiceModule: OutboxServiceModule | undefined;
let dataDir: string;

async function route(name: 'contact' | 'newsletter' | 'revalidate'): Promise<Handler> {
  jest.resetModules();
  const routeModule = (await import(`@/app/api/${name}/route`)) as { POST: Handler };
  // The same module instance the route stores through, so the test can read and close it.
  outboxServiceModule = (await import('@/lib/outbox/service')) as OutboxServiceModule;
  return routeModule.POST;
}

/** How many leads and newsletter sign-ups the routes stored. */
async function storedCount(): Promise<number> {
  const { db } = await outboxServiceModule!.outboxService();
  return (await createLeadStore(db).listLeads()).total + (await createSubscriberStore(db).listSubscribers()).total;
}

/** The lead the contact route stored, read back through the route's own store. */
async function storedLead(leadId: string) {
  const { db } = await outboxServiceModule!.outboxService();
  return createLeadStore(db).getLead(leadId);
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}, origin = 'http://127.0.0.1:3000'): Request {
  return new Request(`${origin}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit);
}

/** A body stream that counts how much of it the server pulled. */
function countingStream(totalBytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const realFetch = globalThis.fetch;

// One embedded database for the file (opening one costs seconds), a copy of the migrated template.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'post-routes-'));
  await copyStoreTemplate(path.join(dataDir, 'leads'));
  // Deliveries run in the background after a lead is stored, between tests too; none reaches a real host.
  globalThis.fetch = async () => new Response('{}', { status: 200 });
}, 30_000);

afterAll(async () => {
  // Any instance of the service module stops the one service (it lives on globalThis).
  await (await import('@/lib/outbox/service')).stopOutboxService();
  globalThis.fetch = realFetch;
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  setEnv({
    SITE_URL,
    TRUSTED_PROXIES: undefined,
    CONTACT_WEBHOOK_URL: 'https://hooks.example.com/contact',
    NEWSLETTER_WEBHOOK_URL: 'https://hooks.example.com/newsletter',
    REVALIDATE_SECRET: 'the-real-secret',
    DATA_DIR: dataDir,
  });
});

afterEach(async () => {
  if (outboxServiceModule) await emptyTables((await outboxServiceModule.outboxService()).db);
  outboxServiceModule = undefined;
  jest.restoreAllMocks();
  setEnv({ DATA_DIR: undefined, SITE_URL: undefined, TRUSTED_PROXIES: undefined, CONTACT_WEBHOOK_URL: undefined, NEWSLETTER_WEBHOOK_URL: undefined, REVALIDATE_SECRET: undefined });
});

describe('rate limits cannot be dodged with X-Forwarded-For', () => {
  // Without trusted proxies every visitor shares one allowance, 20 times one visitor's (100 per 10 minutes).
  it.each<[string, string | undefined, (index: number) => string, number]>([
    ['rotating the header, npm start alone', undefined, (index) => `198.51.100.${index % 250}`, 100],
    ['appending 127.0.0.1, npm start alone', undefined, (index) => `198.51.100.${index % 250}, 127.0.0.1`, 100],
    ['rotating forged entries left of the proxy, behind one proxy', '1', (index) => `198.51.100.${index % 250}, 203.0.113.50`, 5],
    ['rotating addresses inside one IPv6 /64, behind one proxy', '1', (index) => `2001:db8:5:6::${index.toString(16)}`, 5],
  ])('contact: %s ends in 429 after the allowance', async (_case, trust, header, allowance) => {
    setEnv({ TRUSTED_PROXIES: trust });
    const POST = await route('contact');
    const statuses: number[] = [];
    for (let index = 1; index <= allowance + 3; index += 1) statuses.push((await POST(post('/api/contact', JSON.stringify(validContact), { 'x-forwarded-for': header(index) }))).status);
    // The allowance refills evenly (one every 6 seconds when shared): storing 100 leads may earn one back.
    expect(statuses.slice(0, allowance)).toEqual(Array<number>(allowance).fill(200));
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(await storedCount()).toBeLessThanOrEqual(allowance + 1);
  });

  it('newsletter: rotating the header behind one proxy ends in 429 after 5', async () => {
    setEnv({ TRUSTED_PROXIES: '1' });
    const POST = await route('newsletter');
    const statuses: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      statuses.push((await POST(post('/api/newsletter', JSON.stringify({ email: `reader${index}@example.com` }), { 'x-forwarded-for': `198.51.100.${index}, 203.0.113.50` }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('revalidate: guessing the secret ends in 429, and the right secret still gets through after that', async () => {
    // Refreshing pages needs Next's render context; what matters here is that the hook is let through.
    const refreshArticles = jest.fn(async () => undefined);
    jest.doMock('@/lib/blog/refresh-pages', () => ({ refreshArticles }));
    const POST = await route('revalidate');
    const guess = (index: number) => POST(post('/api/revalidate', '', { 'x-revalidate-secret': `guess-${index}`, 'x-forwarded-for': `198.51.100.${index}` }));
    const statuses: number[] = [];
    for (let index = 1; index <= 12; index += 1) statuses.push((await guess(index)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await POST(post('/api/revalidate', '', { 'x-revalidate-secret': 'the-real-secret' }))).status).toBe(200);
    expect(refreshArticles).toHaveBeenCalledTimes(1);
    jest.dontMock('@/lib/blog/refresh-pages');
  });
});

describe('a flood cannot shut the forms for real visitors', () => {
  it.each(['contact', 'newsletter'] as const)('%s: after 1,000 empty posts and 100 valid ones from 1,100 addresses, 20 new visitors are all accepted', async (name) => {
    setEnv({ TRUSTED_PROXIES: '1' });
    const POST = await route(name);
    const valid = (index: number) => (name === 'contact' ? JSON.stringify(validContact) : JSON.stringify({ email: `reader${index}@example.com` }));
    const from = (index: number) => ({ 'x-forwarded-for': `2001:db8:${Math.floor(index / 256).toString(16)}:${(index % 256).toString(16)}::1` });
    for (let index = 0; index < 1_000; index += 1) expect((await POST(post(`/api/${name}`, '{}', from(index)))).status).toBe(400);
    for (let index = 1_000; index < 1_100; index += 1) await POST(post(`/api/${name}`, valid(index), from(index)));
    const visitors: number[] = [];
    for (let index = 0; index < 20; index += 1) visitors.push((await POST(post(`/api/${name}`, valid(2_000 + index), { 'x-forwarded-for': `198.51.100.${index}` }))).status);
    expect(visitors).toEqual(Array<number>(20).fill(200));
  });

  it('contact: empty posts spend nothing: a visitor who sent 50 of them can still send a real request', async () => {
    setEnv({ TRUSTED_PROXIES: '1' });
    const POST = await route('contact');
    for (let index = 0; index < 50; index += 1) await POST(post('/api/contact', '{}', { 'x-forwarded-for': '198.51.100.9' }));
    expect((await POST(post('/api/contact', JSON.stringify(validContact), { 'x-forwarded-for': '198.51.100.9' }))).status).toBe(200);
  });
});

describe('bodies are capped before they are read', () => {
  it.each(['contact', 'newsletter', 'revalidate'] as const)('%s: a declared 200 MB body gets 413 after reading at most one chunk', async (path) => {
    const POST = await route(path);
    const { stream, pulled } = countingStream(200 * 1024 * 1024);
    const response = await POST(post(`/api/${path}`, stream, { 'content-length': String(200 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it.each(['contact', 'newsletter', 'revalidate'] as const)('%s: an undeclared (chunked) 200 MB body is cut off past the cap', async (path) => {
    const POST = await route(path);
    const { stream, pulled } = countingStream(200 * 1024 * 1024);
    const response = await POST(post(`/api/${path}`, stream));
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(256 * 1024);
  });
});

describe('cross-site and form-encoded posts', () => {
  it.each(['contact', 'newsletter'] as const)('%s: a form on another site is refused with 403 and nothing is sent', async (path) => {
    const POST = await route(path);
    const body = path === 'contact' ? JSON.stringify(validContact) : JSON.stringify({ email: 'victim@example.com' });
    const response = await POST(post(`/api/${path}`, body, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(403);
    expect(await storedCount()).toBe(0);
  });

  it('newsletter: a form-encoded subscription (what a cross-site HTML form can send) is refused', async () => {
    const POST = await route('newsletter');
    const response = await POST(post('/api/newsletter', 'email=victim%40example.com', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(response.status).toBe(415);
    expect(await storedCount()).toBe(0);
  });

  it('newsletter: a filled honeypot is thanked and nothing is sent', async () => {
    const POST = await route('newsletter');
    const response = await POST(post('/api/newsletter', JSON.stringify({ email: 'bot@example.com', website: 'http://spam.example' })));
    expect(response.status).toBe(200);
    expect((await response.json()).ok).toBe(true);
    expect(await storedCount()).toBe(0);
  });
});

describe('what the contact route stores', () => {
  it.each([
    ['name', { name: 'Eve\r\nBcc: victim@example.com' }],
    ['name', { name: 'Eve\u0000' }],
    ['phone', { phone: '757 555 0123\nX-Injected: 1' }],
  ])('refuses control characters in the single-line field %s', async (field, override) => {
    const POST = await route('contact');
    const response = await POST(post('/api/contact', JSON.stringify({ ...validContact, ...override })));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toHaveProperty(field);
    expect(await storedCount()).toBe(0);
  });

  it("builds the lead's source from SITE_URL, not from spoofed Host or X-Forwarded-Proto", async () => {
    const POST = await route('contact');
    // Next builds request.url from the Host and X-Forwarded-* headers the client sent.
    const spoofed = post('/api/contact', JSON.stringify(validContact), { host: 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' }, 'http://evil.example');
    const response = await POST(spoofed);
    expect(response.status).toBe(200);
    const { leadId } = (await response.json()) as { leadId: string };
    expect(await storedLead(leadId)).toMatchObject({ source: SITE_URL });
  });
});
