import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/**
 * What every stand-in server of the tests needs (fake Google, webhook and SMTP receivers, the attack
 * specs' trap): listen on the loopback address only, answer JSON, read a body, stop at once, and read
 * its port from the command line when Playwright starts it as a program.
 */

export const LOOPBACK = '127.0.0.1';

/** Listens on host:port (port 0: any free port); resolves with the port once connections are accepted, rejects when it is taken. */
export function listen(server: Server, port = 0, host = LOOPBACK): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Stops a server without waiting for idle keep-alive connections to time out. */
export function closeNow(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/** The whole request body as UTF-8 text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/** The value after a command-line flag (`--port 3105` gives 3105 for '--port'), or the fallback. */
export function flagValue(argv: readonly string[], name: string): string | undefined;
export function flagValue(argv: readonly string[], name: string, fallback: number): number;
export function flagValue(argv: readonly string[], name: string, fallback?: number): string | number | undefined {
  const index = argv.indexOf(name);
  const value = index >= 0 ? argv[index + 1] : undefined;
  if (fallback === undefined) return value;
  return value === undefined ? fallback : Number(value);
}

/** A port that was free a moment ago (listen on 0, read it, close): for servers the tests start as programs. */
export async function freePort(host = LOOPBACK): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
