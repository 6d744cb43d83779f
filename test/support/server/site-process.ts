/**
 * `next start` of a production build as a child process of the test or benchmark: started on a port
 * with a DATA_DIR of its own (the embedded site database), killed or stopped by signal, restarted.
 * Node runs Next's own launcher directly (no npx in between), so a signal reaches the server itself,
 * as a process supervisor's does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { LOOPBACK } from '../net';

export type SiteProcess = {
  url: string;
  child: ChildProcess;
  /** What the server printed (last 100 kB), for a failure message. */
  output(): string;
  /** Resolves with the exit code (or the signal that ended it) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type SiteOptions = { port: number; dataDir: string; distDir: string; env?: Record<string, string> };

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Spawns the server; it is not answering yet (see waitUntilAnswering). */
export function spawnSite({ port, dataDir, distDir, env = {} }: SiteOptions): SiteProcess {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', LOOPBACK], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = `${output}${chunk.toString()}`.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // 'close' rather than 'exit': the process has ended and everything it printed has been read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return {
    url: `http://${LOOPBACK}:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until the server answers HTTP (any status below 500 on the contact page). */
export async function waitUntilAnswering(site: SiteProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void site.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server at ${site.url} exited (${JSON.stringify(await site.exited)}) before answering:\n${site.output().slice(-2_000)}`);
    const status = await fetch(`${site.url}/contact`, { method: 'HEAD' }).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server at ${site.url} did not answer within ${timeoutMs / 1000} s:\n${site.output().slice(-2_000)}`);
}

/** A contact request as the site's form sends it (same-origin JSON). */
export const CONTACT_REQUEST = {
  name: 'Corinne Hale',
  email: 'corinne@example.com',
  phone: '(757) 555-0182',
  serviceType: 'plumbing',
  location: 'hampton',
  urgency: 'urgent',
  message: 'Inspector flagged a corroded water heater relief valve; closing is in ten days.',
} as const;

/** Posts the contact form; resolves with the status and, when thanked, the stored lead's id. */
export async function postContact(site: Pick<SiteProcess, 'url'>, overrides: Partial<Record<keyof typeof CONTACT_REQUEST, string>> = {}): Promise<{ status: number; leadId?: string }> {
  const response = await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ ...CONTACT_REQUEST, ...overrides }),
  });
  const body = (await response.json().catch(() => ({}))) as { leadId?: unknown };
  return { status: response.status, ...(typeof body.leadId === 'string' ? { leadId: body.leadId } : {}) };
}
