import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContactHandler } from '@/lib/contact/handle-request';
import { deliverToWebhook } from '@/lib/contact/deliver';
import { createRateLimiter } from '@/lib/contact/rate-limit';
import { resetServerEnv } from '@/lib/env';
import { POST } from './route';

// The requests below come through a proxy at 10.0.0.1 that appends the client's address.
process.env.TRUSTED_PROXIES = '10.0.0.0/8';

/** A local webhook receiver on 127.0.0.1 that records what it gets and answers as told. */
type Received = { method?: string; contentType?: string; body: unknown };
let server: Server;
let receiverUrl: string;
let received: Received[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void;

const respondOk = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ method: request.method, contentType: request.headers['content-type'], body: text ? JSON.parse(text) : null });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/contact`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let ipCounter = 0;
const originalWebhook = process.env.CONTACT_WEBHOOK_URL;

beforeEach(() => {
  received = [];
  answer = respondOk;
  ipCounter += 1;
});

afterEach(() => {
  if (originalWebhook === undefined) delete process.env.CONTACT_WEBHOOK_URL;
  else process.env.CONTACT_WEBHOOK_URL = originalWebhook;
  resetServerEnv();
});

function useWebhook(url: string | undefined) {
  if (url === undefined) delete process.env.CONTACT_WEBHOOK_URL;
  else process.env.CONTACT_WEBHOOK_URL = url;
  resetServerEnv();
}

const validRequest = {
  name: 'Marcus Bell',
  email: 'marcus@example.com',
  phone: '(757) 555-0123',
  serviceType: 'electrical',
  location: 'hampton',
  message: 'Double-tapped breaker and two ungrounded outlets on the report; closing in two weeks.',
  urgency: 'standard',
};

/** Each test comes from its own address, so the route's shared rate limiter does not interfere. */
function contactRequest(body: unknown, { ip = `203.0.113.${ipCounter}`, raw = false } = {}): Request {
  return new Request('http://localhost:3000/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}, 10.0.0.1` },
    body: raw ? String(body) : JSON.stringify(body),
  });
}

describe('POST /api/contact', () => {
  it('accepts a valid request with 204 and sends nothing when no webhook is configured', async () => {
    useWebhook(undefined);
    const response = await POST(contactRequest(validRequest));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(received).toEqual([]);
  });

  it('forwards a valid request to the webhook as JSON and answers 200 delivered', async () => {
    useWebhook(receiverUrl);
    const response = await POST(contactRequest({ ...validRequest, name: '  Marcus Bell  ', extra: 'dropped' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, delivered: true });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.contentType).toBe('application/json');
    expect(received[0]?.body).toEqual({
      formName: 'contact_request',
      ...validRequest,
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      source: 'http://localhost:3000',
    });
  });

  it('fills in the default urgency before forwarding', async () => {
    useWebhook(receiverUrl);
    const withoutUrgency: Record<string, string> = { ...validRequest };
    delete withoutUrgency.urgency;
    expect((await POST(contactRequest(withoutUrgency))).status).toBe(200);
    expect(received[0]?.body).toMatchObject({ urgency: 'standard' });
  });

  it('rejects invalid fields with 400 and the message for each field, and forwards nothing', async () => {
    useWebhook(receiverUrl);
    const response = await POST(contactRequest({ ...validRequest, email: 'nope', phone: '12', location: 'richmond' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.error).toBe('invalid');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'location', 'phone']);
    expect(received).toEqual([]);
  });

  it.each([['not json'], ['[1,2]'], ['null'], ['"text"']])('rejects the body %s with 400', async (raw) => {
    useWebhook(receiverUrl);
    const response = await POST(contactRequest(raw, { raw: true }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_json');
  });

  it('rejects an oversized body with 413', async () => {
    useWebhook(receiverUrl);
    const response = await POST(contactRequest({ ...validRequest, message: 'a'.repeat(30_000) }));
    expect(response.status).toBe(413);
    expect(received).toEqual([]);
  });

  it('answers a filled honeypot like a success but forwards nothing', async () => {
    useWebhook(receiverUrl);
    const response = await POST(contactRequest({ ...validRequest, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, delivered: true });
    expect(received).toEqual([]);
  });

  it('ignores an empty honeypot', async () => {
    useWebhook(receiverUrl);
    expect((await POST(contactRequest({ ...validRequest, website: '' }))).status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('answers 429 with Retry-After after 5 requests from one address within 10 minutes', async () => {
    useWebhook(undefined);
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await POST(contactRequest(validRequest, { ip }))).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    const limited = await POST(contactRequest(validRequest, { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is unaffected.
    expect((await POST(contactRequest(validRequest, { ip: '198.51.100.78' }))).status).toBe(204);
  });

  it('tells the visitor with 502 when the webhook answers with an error', async () => {
    useWebhook(receiverUrl);
    answer = (_request, response) => response.writeHead(500).end('boom');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await POST(contactRequest(validRequest));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, error: 'delivery_failed' });
    expect(received).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('status 500'));
    // The log carries no personal data.
    expect(JSON.stringify(error.mock.calls)).not.toContain('marcus');
    error.mockRestore();
  });

  it('tells the visitor with 502 when the webhook cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    useWebhook(`http://127.0.0.1:${port}/`);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await POST(contactRequest(validRequest))).status).toBe(502);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('network'));
    error.mockRestore();
  });
});

describe('webhook delivery', () => {
  it('gives up after the timeout', async () => {
    answer = (_request, response) => {
      setTimeout(() => response.writeHead(200).end(), 500);
    };
    const result = await deliverToWebhook(
      receiverUrl,
      { formName: 'contact_request', ...validRequest, urgency: 'standard', serviceType: 'electrical', location: 'hampton', submittedAt: '', source: '' },
      { timeoutMs: 50 },
    );
    expect(result).toEqual({ ok: false, reason: 'timeout' });
  });

  it('the handler reads the webhook URL on every request, so a runtime setting takes effect without a rebuild', async () => {
    let url: string | undefined = undefined;
    const handler = createContactHandler({ webhookUrl: () => url, limiter: createRateLimiter({ limit: 100, windowMs: 1000 }) });
    expect((await handler(contactRequest(validRequest))).status).toBe(204);
    url = receiverUrl;
    expect((await handler(contactRequest(validRequest))).status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('uses the injected clock for submittedAt', async () => {
    const handler = createContactHandler({
      webhookUrl: () => receiverUrl,
      limiter: createRateLimiter({ limit: 100, windowMs: 1000 }),
      now: () => new Date('2026-03-02T14:30:00.000Z'),
    });
    await handler(contactRequest(validRequest));
    expect(received[0]?.body).toMatchObject({ submittedAt: '2026-03-02T14:30:00.000Z' });
  });
});
