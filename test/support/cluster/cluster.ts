import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { loadFixtures, startFakeGoogle, type FakeGoogle } from '../google/fake-google-server';
import { freePort } from '../net';
import { startWebhookReceiver, type WebhookReceiver } from '../receivers/webhook-receiver';
import { copyBuild } from './next-instance';
import { startTestRedis } from './redis-server';

/**
 * Several `next start` instances of one build, as a multi-instance deployment runs them: one
 * PostgreSQL (DATABASE_URL), one Redis (REDIS_URL), the fake Google server, the contact webhook's
 * receiver, the revalidation secret and the console password. The services start in parallel, each on
 * a free loopback port; every instance serves its own copy of the build (its own disk, as on its own
 * machine; the same build id), and everything is stopped and deleted by stop().
 *
 * PostgreSQL: a database of its own on TEST_DATABASE_URL's server when set (scripts/test.sh starts
 * one), else a throw-away server from scripts/postgres-test-server.sh.
 */

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export const CLUSTER_SHEET_ID = 'cluster-sheet';
export const CLUSTER_SECRET = 'cluster-revalidate-secret';
export const CLUSTER_ADMIN_PASSWORD = 'cluster-Lynnhaven-crab-pot-27';
/** How long stop() waits after its signal before it sends SIGKILL, as a process supervisor does. */
export const STOP_GRACE_MS = 15_000;

export type ClusterInstance = {
  name: string;
  url: string;
  port: number;
  running(): boolean;
  /** Starts the server and resolves once it answers. */
  start(): Promise<void>;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type Cluster = {
  instances: ClusterInstance[];
  google: FakeGoogle;
  receiver: WebhookReceiver;
  databaseUrl: string;
  redisUrl: string;
  /** What every instance is told its public address is (SITE_URL); POSTs send it as Origin. */
  siteUrl: string;
  /** Adds (and starts) one more instance of the same build. */
  addInstance(): Promise<ClusterInstance>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /** How many instances start at once. */
  instances: number;
  /** The build folder to copy (`.next` or `.next-<name>`). */
  dist: string;
  siteUrl?: string;
  /** More environment for every instance. */
  env?: Record<string, string>;
  /** Where the instances' output goes; default: a temp folder, deleted at the end. */
  logDir?: string;
};

/** Until GET /api/health answers 200: store reachable, article index loaded, shared cache reachable. */
async function waitUntilReady(url: string, alive: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${url}: the server exited before it was ready`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.status === 200, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/**
 * A database of its own on a running server, or a throw-away server: the instances keep the published
 * article index there, so a run never starts from what an earlier run published.
 */
export async function startTestDatabase(temp: string): Promise<{ url: string; stop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `cluster_${randomBytes(6).toString('hex')}`;
    const client = new Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async stop() {
        const cleanup = new Client({ connectionString: admin });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dir = path.join(temp, 'postgres');
  // mkdtemp makes the folder for its owner alone; as root, the server runs as the postgres user, which must reach its data below it.
  await chmod(temp, 0o755);
  const { stdout } = await run('bash', ['scripts/postgres-test-server.sh', 'start', dir, String(await freePort())], { cwd: ROOT });
  return { url: stdout.trim(), stop: () => run('bash', ['scripts/postgres-test-server.sh', 'stop', dir], { cwd: ROOT }).then(() => undefined) };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'tidewater-cluster-'));
  const logDir = options.logDir ?? temp;
  const stops: (() => Promise<void>)[] = [];
  const instances: ClusterInstance[] = [];
  const copies: string[] = [];
  let named = 0;

  async function stopAll(): Promise<void> {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL').catch(() => undefined)));
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    await Promise.all(copies.map((copy) => rm(copy, { recursive: true, force: true })));
    await rm(temp, { recursive: true, force: true });
  }

  try {
    const [database, redis, google, receiver] = await Promise.all([
      startTestDatabase(temp).then((started) => (stops.push(started.stop), started)),
      freePort().then(startTestRedis).then((started) => (stops.push(started.stop), started)),
      startFakeGoogle().then((started) => (stops.push(started.close), started)),
      startWebhookReceiver().then((started) => (stops.push(started.close), started)),
    ]);
    loadFixtures(google, path.join(ROOT, 'test', 'support', 'fixtures', 'google'), [CLUSTER_SHEET_ID]);
    const siteUrl = options.siteUrl ?? 'http://127.0.0.1';
    const env: Record<string, string> = {
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      GOOGLE_SHEETS_API_KEY: 'cluster-key',
      GOOGLE_SHEETS_ID: CLUSTER_SHEET_ID,
      GOOGLE_SHEETS_API_URL: google.url,
      GOOGLE_DOCS_URL: google.url,
      REVALIDATE_SECRET: CLUSTER_SECRET,
      CONTACT_WEBHOOK_URL: `${receiver.url}/hooks/contact`,
      ADMIN_PASSWORD: CLUSTER_ADMIN_PASSWORD,
      SITE_URL: siteUrl,
      // Requests tell visitors apart by X-Forwarded-For, as one proxy in front would.
      TRUSTED_PROXIES: '1',
      ...options.env,
    };

    const addInstance = async (): Promise<ClusterInstance> => {
      const name = String.fromCharCode(97 + named++);
      const dist = `${options.dist}-cluster-${name}-${process.pid}`;
      copies.push(path.join(ROOT, dist));
      // Its own copy of the build, without the build's page cache: pages it stores are its own.
      await copyBuild(path.join(ROOT, options.dist), path.join(ROOT, dist));
      const port = await freePort();
      let child: ChildProcess | undefined;
      let exited: Promise<void> = Promise.resolve();
      const instance: ClusterInstance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
        async start() {
          if (instance.running()) return;
          const output = createWriteStream(path.join(logDir, `instance-${name}.log`), { flags: 'a' });
          const started = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
            cwd: ROOT,
            env: { ...process.env, ...env, NEXT_DIST_DIR: dist, DATA_DIR: path.join(temp, `data-${name}`) },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
          });
          started.stdout?.pipe(output);
          started.stderr?.pipe(output);
          child = started;
          exited = new Promise((resolve) => started.once('exit', () => resolve()));
          await waitUntilReady(instance.url, () => instance.running(), 90_000);
        },
        async stop(signal = 'SIGTERM') {
          const current = child;
          if (!current?.pid || !instance.running()) return;
          // The whole process group: the server and anything it started.
          try {
            process.kill(-current.pid, signal);
          } catch {
            return;
          }
          const killLater = setTimeout(() => instance.running() && process.kill(-current.pid!, 'SIGKILL'), STOP_GRACE_MS);
          await exited;
          clearTimeout(killLater);
        },
      };
      instances.push(instance);
      await instance.start();
      return instance;
    };

    await Promise.all(Array.from({ length: options.instances }, () => addInstance()));
    instances.sort((x, y) => x.name.localeCompare(y.name));
    return { instances, google, receiver, databaseUrl: database.url, redisUrl: redis.url, siteUrl, addInstance, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
