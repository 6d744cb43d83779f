/**
 * A stand-in for the owner's webhooks (CONTACT_WEBHOOK_URL, NEWSLETTER_WEBHOOK_URL) on 127.0.0.1.
 * POST /hooks/{name} records the JSON body and answers the status set for that hook (200 by default);
 * GET /received/{name} lists what arrived; POST /control/{name}?status=500 sets the next answers;
 * POST /control/reset forgets everything.
 *   tsx test/support/receivers/webhook-receiver.ts --port 3105
 */
import { createServer } from 'node:http';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : 3105);

const received = new Map<string, unknown[]>();
const statusFor = new Map<string, number>();

function readBody(request: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const [, area, name = ''] = url.pathname.split('/');
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  if (request.method === 'GET' && url.pathname === '/') return json(200, { ok: true });
  if (request.method === 'POST' && area === 'hooks') {
    const body = await readBody(request);
    let parsed: unknown = body;
    try {
      parsed = JSON.parse(body);
    } catch {
      // Keep the raw text: a test may assert the hook got something that is not JSON.
    }
    received.set(name, [...(received.get(name) ?? []), parsed]);
    const status = statusFor.get(name) ?? 200;
    return json(status, { ok: status < 400 });
  }
  if (request.method === 'GET' && area === 'received') return json(200, received.get(name) ?? []);
  if (request.method === 'POST' && area === 'control') {
    if (name === 'reset') {
      received.clear();
      statusFor.clear();
    } else {
      statusFor.set(name, Number(url.searchParams.get('status') ?? 200));
    }
    return json(200, { ok: true });
  }
  return json(404, { error: 'not found' });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Webhook receiver on http://127.0.0.1:${port}`);
});
