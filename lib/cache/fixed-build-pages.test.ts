import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@/test/support/net';
import { startTestRedis, type TestRedis } from '@/test/support/cluster/redis-server';
import { fixedBuildPage, readFixedBuildPage } from './fixed-build-pages.mjs';

/**
 * Next's built-in not-found page is prerendered by the build and never changes: the shared cache
 * answers it from the build folder and never writes it to Redis, so unknown addresses add no key.
 */

const NOT_FOUND_KEY = '/route-cache/APP_PAGE/41da/$/_not-found';
let dist: string;

/** A build folder holding the not-found page as `next build` writes it (html, rsc, meta, segments). */
async function writeBuild(metaKey = NOT_FOUND_KEY): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fixed-pages-build-'));
  const app = path.join(folder, 'server', 'app');
  await mkdir(path.join(app, '_not-found.segments', '_not-found'), { recursive: true });
  await writeFile(path.join(folder, 'BUILD_ID'), 'fixed-build');
  await writeFile(path.join(app, '_not-found.html'), '<h1>Page not found</h1>');
  await writeFile(path.join(app, '_not-found.rsc'), 'rsc payload');
  await writeFile(path.join(app, '_not-found.segments', '_tree.segment.rsc'), 'tree');
  await writeFile(path.join(app, '_not-found.segments', '_not-found', '__PAGE__.segment.rsc'), 'page');
  const meta = { status: 404, headers: { 'x-nextjs-prerender': '1' }, segmentPaths: ['/_tree', '/_not-found/__PAGE__'], routeCache: { key: metaKey, owner: { kind: 'APP_PAGE', sourceRoute: '/_not-found/page' }, isFallback: false } };
  await writeFile(path.join(app, '_not-found.meta'), JSON.stringify(meta));
  return folder;
}

beforeAll(async () => {
  dist = await writeBuild();
});
afterAll(async () => rm(dist, { recursive: true, force: true }));

describe('fixed build pages', () => {
  it.each([
    [NOT_FOUND_KEY, '/_not-found'],
    ['/route-cache/APP_PAGE/9a/$/_global-error', '/_global-error'],
    ['/route-cache/APP_PAGE/0f/$/blog/_not-found', undefined],
    ['/route-cache/APP_PAGE/0f/$/blog/gutter-guards', undefined],
    ['/route-cache/APP_ROUTE/0f/$/_not-found', undefined],
    ['/_not-found', undefined],
  ])('%s is the fixed page %s', (key, page) => expect(fixedBuildPage(key)).toBe(page));

  it('reads the page as the build wrote it: status, html, rsc and every segment', async () => {
    const entry = await readFixedBuildPage(path.join(dist, 'server'), NOT_FOUND_KEY);
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<h1>Page not found</h1>', status: 404, headers: { 'x-nextjs-prerender': '1' } });
    expect(entry?.value.rscData.toString()).toBe('rsc payload');
    expect([...(entry?.value.segmentData?.entries() ?? [])].map(([segment, data]) => [segment, data.toString()])).toEqual([
      ['/_tree', 'tree'],
      ['/_not-found/__PAGE__', 'page'],
    ]);
  });

  it('has no page for a key whose metadata names another owner, or a build without the page', async () => {
    const other = await writeBuild('/route-cache/APP_PAGE/ffff/$/_not-found');
    try {
      expect(await readFixedBuildPage(path.join(other, 'server'), NOT_FOUND_KEY)).toBeUndefined();
      expect(await readFixedBuildPage(path.join(os.tmpdir(), 'no-such-build', 'server'), NOT_FOUND_KEY)).toBeUndefined();
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe('the shared cache handler and the not-found page', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis(await freePort());
  }, 30_000);
  afterAll(async () => redis.stop());

  it('answers 200 unknown addresses with the build copy and adds no Redis key for them', async () => {
    const script = path.join(__dirname, '..', '..', 'test', 'support', 'cluster', 'fixed-page-scenario.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, String(redis.port), dist], { timeout: 60_000 });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { shared: boolean; keys: string[]; answers: unknown[]; status: number | null; segments: string[] | null };
    expect(result.shared).toBe(true);
    expect(result.answers).toEqual(['<h1>Page not found</h1>']);
    expect(result.status).toBe(404);
    expect(result.segments).toEqual(['/_tree', '/_not-found/__PAGE__']);
    // Only the ordinary page written on purpose; nothing for the not-found page.
    expect(result.keys.filter((key) => key.includes('/$/'))).toEqual(['fixed:fixed-build:/route-cache/APP_PAGE/0f/$/blog/gutter-guards']);
  }, 90_000);
});
