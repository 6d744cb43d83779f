import { spawn, type ChildProcess } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { testSettings } from '../settings';

/**
 * The servers every end-to-end run needs, started side by side (Playwright's own `webServer` list
 * starts them one after the other, which took about 20 seconds of the run before the first test):
 * - site: the default build on its committed content;
 * - tags: the build with the test GTM and Meta pixel ids;
 * - the configured deployment ('sheet'): the site build again, with a fake Google server, a webhook
 *   receiver and a real SMTP receiver in front of it.
 * Each is ready when its address answers as Playwright's `webServer.url` check counts it: any status
 * from 200 to 403. Outside CI a server that already answers is used as it is (as `reuseExistingServer`).
 */

const { ports, urls, dist, skip, deployment, reportReadTimeoutMs } = testSettings;
const ROOT = path.join(__dirname, '..', '..', '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const TSX_BIN = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export type TestServer = {
  name: string;
  /** Runs before the server starts (a fresh data folder, a copy of a build). */
  prepare?: () => Promise<void>;
  args: string[];
  url: string;
  env?: Record<string, string>;
  timeoutMs: number;
};

/** Each server keeps its leads in a temp folder of its own, emptied at start (one embedded database per process). */
const dataDir = (port: number) => path.join(os.tmpdir(), `tidewater-e2e-data-${port}`);
const freshData = (port: number) => () => rm(dataDir(port), { recursive: true, force: true });

const nextStart = (port: number) => [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'];
const tsx = (file: string, ...args: string[]) => [TSX_BIN, path.join(ROOT, file), ...args];

export function testServers(): TestServer[] {
  /** A build of the site on its committed content, with a fresh data folder. */
  const plainSite = (name: string, port: number, distDir: string, env: Record<string, string> = {}): TestServer => ({
    name,
    prepare: freshData(port),
    args: nextStart(port),
    url: `http://127.0.0.1:${port}/`,
    env: { NEXT_DIST_DIR: distDir, DATA_DIR: dataDir(port), ...env },
    timeoutMs: 60_000,
  });
  // The site server stops a report's read sooner than production does, so the decompression bomb's
  // test does not wait out the full limit.
  const servers: TestServer[] = [plainSite('site', ports.site, dist.site, { REPORT_READ_TIMEOUT_MS: String(reportReadTimeoutMs) })];
  if (!skip.tags) servers.push(plainSite('tags', ports.tags, dist.tags));
  if (!skip.sheet) {
    servers.push(
      {
        name: 'fake Google',
        args: tsx('test/support/google/fake-google-server.ts', '--port', String(ports.fakeGoogle), '--control-port', String(ports.fakeGoogleControl), '--sheet-id', deployment.sheetId),
        url: `${urls.fakeGoogleControl}/`,
        timeoutMs: 30_000,
      },
      {
        name: 'webhook receiver',
        args: tsx('test/support/receivers/webhook-receiver.ts', '--port', String(ports.webhookReceiver)),
        url: `${urls.webhookReceiver}/`,
        timeoutMs: 30_000,
      },
      {
        name: 'SMTP receiver',
        args: tsx('test/support/receivers/smtp-receiver.ts', '--port', String(ports.smtp), '--control-port', String(ports.smtpControl)),
        url: `${urls.smtpControl}/`,
        timeoutMs: 30_000,
      },
      {
        name: 'configured deployment',
        // The same build as 'site', copied without its cache folder so that its regenerated pages never
        // reach the 'site' server's cache: pages start from the snapshot and switch to the sheet on revalidation.
        prepare: async () => {
          await freshData(ports.sheet)();
          await rm(path.join(ROOT, dist.sheet), { recursive: true, force: true });
          const cache = path.join(ROOT, dist.site, 'cache');
          await cp(path.join(ROOT, dist.site), path.join(ROOT, dist.sheet), { recursive: true, verbatimSymlinks: true, filter: (source) => source !== cache });
        },
        args: nextStart(ports.sheet),
        url: `${urls.sheet}/`,
        env: {
          NEXT_DIST_DIR: dist.sheet,
          GOOGLE_SHEETS_API_KEY: 'e2e-key',
          GOOGLE_SHEETS_ID: deployment.sheetId,
          GOOGLE_SHEETS_API_URL: urls.fakeGoogle,
          GOOGLE_DOCS_URL: urls.fakeGoogle,
          REVALIDATE_SECRET: deployment.revalidateSecret,
          CONTACT_WEBHOOK_URL: `${urls.webhookReceiver}/hooks/contact`,
          NEWSLETTER_WEBHOOK_URL: `${urls.webhookReceiver}/hooks/newsletter`,
          DATA_DIR: dataDir(ports.sheet),
          SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
          LEADS_EMAIL_TO: deployment.leadsEmailTo,
          LEADS_EMAIL_FROM: deployment.leadsEmailFrom,
          ADMIN_PASSWORD: deployment.adminPassword,
          ADMIN_LOGIN_FIRST_WAIT_MS: String(deployment.adminLoginFirstWaitMs),
          // Tests tell clients apart by X-Forwarded-For, as one proxy in front would.
          TRUSTED_PROXIES: '1',
        },
        timeoutMs: 60_000,
      },
    );
  }
  return servers;
}

/** Playwright's `webServer.url` rule: the server is up once the address answers 200-403. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 404;
  } catch {
    return false;
  }
}

export type RunningServer = { name: string; stop: () => Promise<void> };

const running = new Set<ChildProcess>();
// If the runner itself dies, its servers go with it (each runs in a process group of its own).
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts one server and resolves once it answers; rejects with its output if it exits or times out. */
export async function startTestServer(server: TestServer, reuseExisting: boolean): Promise<RunningServer> {
  if (reuseExisting && (await answers(server.url))) return { name: server.name, stop: async () => {} };
  await server.prepare?.();
  const child = spawn(process.execPath, server.args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  // What the servers warn about goes to the run's log, as Playwright prints a web server's stderr.
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') process.stderr.write(`[WebServer] ${line}\n`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    killGroup(child, 'SIGKILL');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    running.delete(child);
  };
  const started = Date.now();
  while (Date.now() - started < server.timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      throw new Error(`The ${server.name} server (${server.url}) exited before it answered:\n${output}`);
    }
    if (await answers(server.url)) return { name: server.name, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The ${server.name} server (${server.url}) did not answer within ${server.timeoutMs} ms:\n${output}`);
}

/** Starts every server at once; if one fails, the others are stopped and the error is raised. */
export async function startTestServers(servers: readonly TestServer[], reuseExisting: boolean): Promise<() => Promise<void>> {
  const results = await Promise.allSettled(servers.map((server) => startTestServer(server, reuseExisting)));
  const up = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(up.map((server) => server.stop()));
  };
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
