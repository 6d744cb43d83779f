import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver on 127.0.0.1 for the unit tests: records each POST's JSON body and
 * Idempotency-Key, and answers with the statuses queued by `answer` (200 once they run out).
 */
export type TestWebhook = {
  url: string;
  received: { body: Record<string, unknown>; idempotencyKey: string | undefined }[];
  answer(...statuses: number[]): void;
  close(): Promise<void>;
};

export async function startTestWebhook(): Promise<TestWebhook> {
  const received: TestWebhook['received'] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push({ body: JSON.parse(text) as Record<string, unknown>, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/contact`,
    received,
    answer: (...next) => statuses.push(...next),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
