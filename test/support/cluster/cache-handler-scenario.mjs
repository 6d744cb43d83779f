// Drives lib/cache/shared-cache-handler.mjs as Next does (new Handler(context), get, set) in a process
// of its own, through a Redis outage at start, a hung Redis (SIGSTOP), a stopped one and recoveries,
// and prints what it measured as one JSON line. lib/cache/shared-cache-handler.test.ts asserts on it.
// usage: node cache-handler-scenario.mjs REDIS_PORT
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const port = process.argv[2];
process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
process.env.CACHE_KEY_PREFIX = 'scenario';

const lines = [];
for (const level of ['log', 'error', 'warn']) {
  const print = console[level];
  console[level] = (...args) => {
    lines.push(args.map(String).join(' '));
    if (process.env.SCENARIO_VERBOSE) print(...args);
  };
}

// `next start` logs unhandled rejections and uncaught exceptions instead of ending the process; the
// handler runs under the same rules here.
const { installProcessErrorHandlers } = await import(path.join(root, 'node_modules', 'next', 'dist', 'server', 'node-environment-extensions', 'process-error-handlers.js'));
installProcessErrorHandlers(false);

const redisDir = mkdtempSync(path.join(os.tmpdir(), 'tidewater-scenario-redis-'));
const redis = (action) => execFileSync('bash', [path.join(root, 'scripts', 'redis-test-server.sh'), action, redisDir, ...(action === 'start' ? [port] : [])]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const timed = async (call) => {
  const started = performance.now();
  const value = await call();
  return { value, ms: Math.round(performance.now() - started) };
};

const dist = mkdtempSync(path.join(os.tmpdir(), 'tidewater-scenario-build-'));
mkdirSync(path.join(dist, 'server'));
writeFileSync(path.join(dist, 'BUILD_ID'), 'scenario-build');
const { default: SharedCacheHandler } = await import(path.join(root, 'lib', 'cache', 'shared-cache-handler.mjs'));
const handler = () => new SharedCacheHandler({ serverDistDir: path.join(dist, 'server') });

const key = '/route-cache/APP_PAGE/0f/$/blog/gutter-guards';
const missing = '/route-cache/APP_PAGE/0f/$/blog/never-rendered';
const page = { kind: 'APP_PAGE', html: '<h1>Gutter guards</h1>', rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': '_N_T_/blog/gutter-guards' }, status: 200 };
const setContext = { cacheControl: { revalidate: 300, expire: 3600 }, isRoutePPREnabled: false, isFallback: false, tags: [] };
const getContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const stored = async () => (await handler().get(key, getContext))?.value?.html === page.html;
const until = async (check, ms) => {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return Math.round(performance.now() - started);
    await sleep(100);
  }
  return null;
};

const result = {};
try {
  // Redis not running when the server starts.
  result.downAtStart = await timed(() => handler().get(key, getContext));
  // Redis is started only once the handler has seen it refuse: starting it at once raced the
  // handler's first connection attempt, and the outage at start was then logged or not by chance.
  result.outageAtStartNoticed = await until(() => lines.some((line) => line.includes('Shared cache (Redis) unreachable')), 10_000);
  redis('start');
  result.startedToShared = await until(async () => {
    await handler().set(key, page, setContext);
    return stored();
  }, 15_000);
  const reader = createClient({ url: process.env.REDIS_URL });
  await reader.connect();
  result.key = (await reader.keys('scenario:*')).filter((name) => name.endsWith(key));
  await reader.quit();

  // Hung: the connection stays open and nothing answers.
  const pid = Number(readFileSync(path.join(redisDir, 'redis.pid'), 'utf8'));
  process.kill(pid, 'SIGSTOP');
  result.hungGet = await timed(() => handler().get(missing, getContext));
  result.hungSet = await timed(() => handler().set(key, page, setContext));
  await sleep(2_500);
  result.hungLaterGet = await timed(() => handler().get(key, getContext));
  process.kill(pid, 'SIGCONT');
  result.resumedToShared = await until(stored, 15_000);

  // Stopped: refused connections.
  redis('stop');
  await sleep(500);
  result.stoppedGets = [];
  for (let i = 0; i < 5; i += 1) result.stoppedGets.push(await timed(() => handler().get(key, getContext)));
  await sleep(2_000);
  redis('start');
  result.restartedToShared = await until(async () => {
    await handler().set(key, page, setContext);
    return stored();
  }, 15_000);
} finally {
  try {
    redis('stop');
  } catch {}
}
result.lines = lines;
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
