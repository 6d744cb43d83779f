import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import { startTestDatabase } from '../../test/support/cluster/cluster';
import { copyBuild, startNextInstance, type NextInstance } from '../../test/support/cluster/next-instance';
import { startTestRedis, type TestRedis } from '../../test/support/cluster/redis-server';
import { startFakeGoogle, type FakeGoogle } from '../../test/support/google/fake-google-server';
import { fixtureRows, sheetRow } from '../../test/support/google/fixture-rows';
import { freePort } from '../../test/support/net';
import { testSettings } from '../../test/support/settings';

/**
 * Two `next start` instances of ONE build (each on its own copy of the build folder, as on two
 * machines) share Next's page cache through Redis (REDIS_URL), with the
 * fake Google sheet as the article source and, when the run has one, the test PostgreSQL as the lead
 * store. An article that exists only in the live sheet is rendered at run time by A and then served
 * by B from Redis; with Redis stopped both still answer; with Redis back on the same port the
 * instances share pages again by themselves.
 */

test.describe.configure({ mode: 'serial' });

const SHEET_ID = 'cluster-sheet';
const KEY_PREFIX = 'tidewater-e2e';
const COMPANY = 'Tidewater Inspection Repairs';
const stamp = Date.now().toString(36);
const titles = ['Sump Pit Float Switch', 'Attic Bath Fan Ducting', 'Crawl Space Vapor Barrier'].map((title) => `${title} ${stamp}`);
const pathOf = (title: string) => `/blog/${title.toLowerCase().replaceAll(' ', '-')}`;
const [firstPath, secondPath, thirdPath] = titles.map(pathOf) as [string, string, string];

const SECRET = 'cluster-revalidate-secret';
const article = (title: string, finding = "A Virginia Beach buyer's inspector flagged it during the option period") =>
  sheetRow({
    company: COMPANY,
    title,
    status: 'Published',
    publishdate: '2099-03-01',
    category: 'Guides',
    content: `${title}\n\n${finding}; we fixed it in one visit and sent photos for the lender.`,
  });

let redis: TestRedis | undefined;
let database: { url: string; stop(): Promise<void> } | undefined;
let google: FakeGoogle | undefined;
let a: NextInstance | undefined;
let b: NextInstance | undefined;
const folders: string[] = [];

async function get(instance: NextInstance | undefined, pathname: string) {
  const response = await fetch(`${instance!.url}${pathname}`);
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), body: await response.text() };
}

async function redisKeys(): Promise<string[]> {
  const client = createClient({ url: redis!.url });
  await client.connect();
  try {
    return await client.keys(`${KEY_PREFIX}:*`);
  } finally {
    await client.quit();
  }
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const redisPort = await freePort();
  const portA = await freePort();
  const portB = await freePort();
  redis = await startTestRedis(redisPort);
  // A database of this run's own: the instances share the published article index there.
  if (process.env.TEST_DATABASE_URL) {
    const temp = await mkdtemp(path.join(os.tmpdir(), 'tidewater-cluster-db-'));
    folders.push(temp);
    database = await startTestDatabase(temp);
  }
  google = await startFakeGoogle();
  google.setSheet(SHEET_ID, [...fixtureRows, ...titles.map((title) => article(title))]);
  // Each instance runs its own copy of the one build, as two machines would.
  const builds = [`${testSettings.dist.site}-cluster-a`, `${testSettings.dist.site}-cluster-b`];
  await Promise.all(builds.map((build) => copyBuild(testSettings.dist.site, build)));
  folders.push(...builds);
  const instanceEnv = async (build: string) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'tidewater-cluster-'));
    folders.push(folder);
    const store: Record<string, string> = database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(folder, 'data') };
    return {
      NEXT_DIST_DIR: build,
      REDIS_URL: redis!.url,
      CACHE_KEY_PREFIX: KEY_PREFIX,
      GOOGLE_SHEETS_API_KEY: 'cluster-key',
      GOOGLE_SHEETS_ID: SHEET_ID,
      GOOGLE_SHEETS_API_URL: google!.url,
      GOOGLE_DOCS_URL: google!.url,
      REVALIDATE_SECRET: SECRET,
      ARTICLE_STATE_DIR: path.join(folder, 'articles'),
      ...store,
    };
  };
  [a, b] = await Promise.all([startNextInstance(portA, await instanceEnv(builds[0]!)), startNextInstance(portB, await instanceEnv(builds[1]!))]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop().catch(() => undefined);
  await database?.stop().catch(() => undefined);
  await google?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

test('a page instance A renders at run time is served by instance B from the shared cache', async () => {
  const fromA = await get(a, firstPath);
  expect(fromA.status).toBe(200);
  expect(fromA.cache).toBe('MISS');
  expect(fromA.body).toContain(titles[0]);

  const fromB = await get(b, firstPath);
  expect(fromB.status).toBe(200);
  expect(fromB.cache).toBe('HIT');
  expect(fromB.body).toBe(fromA.body);

  // The key Next 16.4 hands the cache handler (route kind, hash of the source route, then the path)
  // is stored under the deployment prefix and the build id.
  const buildId = readFileSync(path.join(testSettings.dist.site, 'BUILD_ID'), 'utf8').trim();
  const route = createHash('sha256').update('/(site)/blog/[slug]/page').digest('hex');
  expect(await redisKeys()).toContain(`${KEY_PREFIX}:${buildId}:/route-cache/APP_PAGE/${route}/$${firstPath}`);
});

test('a page refreshed by the webhook on A replaces the shared copy that B serves', async () => {
  const finding = 'A Norfolk seller’s inspector found it behind the water heater';
  google!.setSheet(SHEET_ID, [...fixtureRows, article(titles[0]!, finding), ...titles.slice(1).map((title) => article(title))]);
  const hook = await fetch(`${a!.url}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': SECRET } });
  expect(hook.status).toBe(200);
  const changed = 'found it behind the water heater';
  await expect.poll(async () => (await get(a, firstPath)).body.includes(changed), { timeout: 10_000 }).toBe(true);
  // B's own article index is still the old one: what it serves comes from the page A stored in Redis.
  const fromB = await get(b, firstPath);
  expect(fromB.cache).toBe('HIT');
  expect(fromB.body).toContain(changed);
});

test('with Redis stopped both instances still answer, and they share pages again once it is back', async () => {
  test.setTimeout(60_000);
  const logStart = [a!.output().length, b!.output().length];
  const outageLog = (instance: NextInstance | undefined, index: number) => instance!.output().slice(logStart[index]);
  await redis!.stop();
  for (const instance of [a, b, a, b]) {
    for (const pathname of [firstPath, secondPath, '/']) {
      const answer = await get(instance, pathname);
      expect(answer.status, `${instance!.url}${pathname} with Redis down`).toBe(200);
    }
  }
  // Not ready (the shared cache is one of the checks), but alive.
  const health = await fetch(`${a!.url}/api/health`);
  expect(health.status).toBe(503);
  expect(health.headers.get('cache-control')).toBe('no-store');
  expect(await health.json()).toEqual({ status: 'not-ready', checks: { store: 'ok', articles: 'ok', sharedCache: expect.stringMatching(/^(failed|timeout)$/) } });
  expect((await fetch(`${a!.url}/api/health?live`)).status).toBe(200);

  // One line per outage, not one per request nor one per reconnection attempt: once each instance
  // has reported the outage, a further 1.5 s of reconnection attempts (backoff from 100 ms) adds none.
  await expect.poll(() => [a, b].every((instance, index) => outageLog(instance, index).includes('Shared cache (Redis) unreachable')), { timeout: 10_000 }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (const [index, instance] of [a, b].entries()) {
    const log = outageLog(instance, index);
    expect(occurrences(log, 'Shared cache (Redis) unreachable'), log).toBe(1);
    expect(occurrences(log, 'ECONNREFUSED'), log).toBe(0);
  }

  await redis!.start();
  await expect.poll(() => outageLog(a, 0).includes('Shared cache (Redis) reachable again.') && outageLog(b, 1).includes('Shared cache (Redis) reachable again.'), { timeout: 20_000 }).toBe(true);
  // A page rendered by one instance is served by the other from Redis (no copy is kept in memory).
  await expect
    .poll(
      async () => {
        await get(a, thirdPath);
        return (await get(b, thirdPath)).cache;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe('HIT');
  expect((await redisKeys()).some((key) => key.endsWith(`/$${thirdPath}`))).toBe(true);
  expect((await fetch(`${b!.url}/api/health`)).status).toBe(200);
});
