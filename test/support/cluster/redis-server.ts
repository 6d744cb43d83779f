import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = path.join(__dirname, '..', '..', '..', 'scripts', 'redis-test-server.sh');

export type TestRedis = {
  url: string;
  port: number;
  /** Stops the server (its data is gone, as after a crash of a Redis that saves nothing). */
  stop: () => Promise<void>;
  /** Starts a fresh server on the same port, as an operator restarting Redis would. */
  start: () => Promise<void>;
};

/** Debian's redis-server on 127.0.0.1:port in a temp folder (scripts/redis-test-server.sh installs it when missing). */
export async function startTestRedis(port: number): Promise<TestRedis> {
  let dir = '';
  const start = async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tidewater-redis-'));
    await run('bash', [SCRIPT, 'start', dir, String(port)]);
  };
  const stop = async () => {
    await run('bash', [SCRIPT, 'stop', dir]);
    // The script signals the server; wait until the port no longer answers.
    const { createConnection } = await import('node:net');
    for (let waited = 0; waited < 5_000; waited += 50) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = createConnection({ host: '127.0.0.1', port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (!open) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${port} did not stop`);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
