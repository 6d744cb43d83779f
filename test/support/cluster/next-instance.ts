import { spawn, type ChildProcess } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

const NEXT_BIN = path.join(__dirname, '..', '..', '..', 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * A copy of a build folder without its cache, as a second machine has: instances on one folder would
 * also share the pages Next writes to its disk, and hide whether the shared cache shares anything.
 */
export async function copyBuild(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  const cache = path.resolve(from, 'cache');
  await cp(from, to, { recursive: true, verbatimSymlinks: true, filter: (source) => path.resolve(source) !== cache });
}

export type NextInstance = {
  url: string;
  /** What the server printed, for the assertions on its logs and for failures. */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * `next start` of an existing build on 127.0.0.1:port with the given environment, resolved once
 * GET /api/health answers 200 (its store, article index and shared cache are ready).
 */
export async function startNextInstance(port: number, env: Record<string, string>, timeoutMs = 90_000): Promise<NextInstance> {
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`next start on port ${port} exited:\n${log}`);
    const ready = await fetch(`${url}/api/health`).then((response) => response.status === 200, () => false);
    if (ready) return { url, output: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start on port ${port} was not ready within ${timeoutMs} ms:\n${log}`);
}
