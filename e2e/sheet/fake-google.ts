import http from 'node:http';
import { FIXTURE_DIR, loadFixtures, startFakeGoogle } from '../../tests/fake-google-server';

/**
 * The fake Google server of the 'sheet' project, with a control port so that a test can change the
 * sheet while the site is running:
 *
 *   tsx e2e/sheet/fake-google.ts --port 3214 --control-port 3215 --sheet-id e2e-sheet
 *   PUT  http://127.0.0.1:3215/sheet       body: { "values": [[...header], [...row], ...] }
 *   PUT  http://127.0.0.1:3215/document/ID body: { "html": "<p>...</p>" }
 *   POST http://127.0.0.1:3215/reset       back to the fixtures
 */

const args = process.argv.slice(2);
const value = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const port = Number(value('--port', '3214'));
const controlPort = Number(value('--control-port', '3215'));
const sheetId = value('--sheet-id', 'e2e-sheet');

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

void startFakeGoogle({ port }).then((google) => {
  loadFixtures(google, FIXTURE_DIR, [sheetId]);
  const control = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    try {
      if (request.method === 'GET' && url.pathname === '/') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('fake google control');
        return;
      }
      if (request.method === 'PUT' && url.pathname === '/sheet') {
        google.setSheet(sheetId, (await readJson(request)).values as unknown[][]);
      } else if (request.method === 'PUT' && url.pathname.startsWith('/document/')) {
        google.setDocument(decodeURIComponent(url.pathname.slice('/document/'.length)), String((await readJson(request)).html ?? ''));
      } else if (request.method === 'POST' && url.pathname === '/reset') {
        google.reset();
        loadFixtures(google, FIXTURE_DIR, [sheetId]);
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  control.listen(controlPort, '127.0.0.1', () => console.log(`Fake Google on ${google.url}, control on http://127.0.0.1:${controlPort}`));
  const stop = () => {
    control.close();
    void google.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
