/**
 * A stand-in for the owner's webhooks (CONTACT_WEBHOOK_URL, NEWSLETTER_WEBHOOK_URL) on 127.0.0.1.
 * POST /hooks/{name} records the body (parsed when it is JSON) with its Idempotency-Key and answers
 * the next queued status for that hook, else the hook's standing status (200 unless set).
 *
 * Unit tests start it in-process (startWebhookReceiver, or startTestWebhook for the contact hook);
 * Playwright starts it as a program and controls it over HTTP on the same port:
 *   tsx test/support/receivers/webhook-receiver.ts --port 3105
 *   GET /received/{name} lists the bodies that arrived; POST /control/{name}?status=500 sets the hook's
 *   standing status; POST /control/reset forgets everything.
 */
import { createServer } from 'node:http';
import { closeNow, flagValue, listen, LOOPBACK, readBody, sendJson } from '../net';

export type ReceivedHook = { body: unknown; idempotencyKey: string | undefined };

export type WebhookReceiver = {
  /** http://127.0.0.1:port */
  url: string;
  /** What the hook received so far, oldest first (the same array for the receiver's lifetime). */
  received(name: string): ReceivedHook[];
  /** The next answers of the hook, in order; then its standing status again. */
  answer(name: string, ...statuses: number[]): void;
  /** The hook's standing status. */
  setStatus(name: string, status: number): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startWebhookReceiver({ port = 0 }: { port?: number } = {}): Promise<WebhookReceiver> {
  const received = new Map<string, ReceivedHook[]>();
  const queued = new Map<string, number[]>();
  const standing = new Map<string, number>();
  const list = <T>(map: Map<string, T[]>, name: string): T[] => {
    if (!map.has(name)) map.set(name, []);
    return map.get(name) as T[];
  };

  const reset = () => {
    // Emptied in place: a test may hold a hook's array.
    for (const items of [...received.values(), ...queued.values()]) items.length = 0;
    standing.clear();
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${LOOPBACK}`);
    const [, area, name = ''] = url.pathname.split('/');
    if (request.method === 'GET' && url.pathname === '/') return sendJson(response, 200, { ok: true });
    if (request.method === 'GET' && area === 'received') return sendJson(response, 200, list(received, name).map((item) => item.body));
    if (request.method === 'POST' && area === 'control') {
      if (name === 'reset') reset();
      else standing.set(name, Number(url.searchParams.get('status') ?? 200));
      return sendJson(response, 200, { ok: true });
    }
    if (request.method !== 'POST' || area !== 'hooks') return sendJson(response, 404, { error: 'not found' });
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Keep the raw text: a test may assert the hook got something that is not JSON.
    }
    const idempotencyKey = request.headers['idempotency-key'];
    list(received, name).push({ body, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined });
    const status = list(queued, name).shift() ?? standing.get(name) ?? 200;
    sendJson(response, status, { ok: status < 400 });
  });
  const boundPort = await listen(server, port);

  return {
    url: `http://${LOOPBACK}:${boundPort}`,
    received: (name) => list(received, name),
    answer: (name, ...statuses) => list(queued, name).push(...statuses),
    setStatus: (name, status) => standing.set(name, status),
    reset,
    close: () => closeNow(server),
  };
}

export type TestWebhook = {
  /** The contact hook's URL. */
  url: string;
  received: ReceivedHook[];
  answer(...statuses: number[]): void;
  close(): Promise<void>;
};

/** The receiver on a free port, seen through its contact hook: what the unit tests of lead delivery post to. */
export async function startTestWebhook(): Promise<TestWebhook> {
  const receiver = await startWebhookReceiver();
  return {
    url: `${receiver.url}/hooks/contact`,
    received: receiver.received('contact'),
    answer: (...statuses) => receiver.answer('contact', ...statuses),
    close: receiver.close,
  };
}

// Run as a program: Playwright's stand-in for the owner's webhooks, controlled over HTTP.
if (require.main === module) {
  void startWebhookReceiver({ port: flagValue(process.argv, '--port', 3105) }).then((receiver) => console.log(`Webhook receiver on ${receiver.url}`));
}
