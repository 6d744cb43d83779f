import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PLACEHOLDER_SIZES } from '../../lib/images/placeholder';
import { testSettings } from '../../test/support/settings';

/**
 * No anonymous URL creates a cache entry the build did not: 1,000 requests for padded and invented
 * placeholder sizes, share images of unpublished articles and unknown articles with a forged
 * draft-mode cookie add no file to the build folder the server writes its page cache to.
 */

const DIST = path.resolve(testSettings.dist.site);

/** Requests in flight at once: enough to keep the server's one thread busy, few enough not to queue behind each other. */
const CONCURRENCY = 16;

/** `work` on every item, at most `limit` at a time; the results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Every file under the build folder (relative paths). */
function files(dir: string = DIST, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...files(path.join(dir, entry.name), relative));
    else found.push(relative);
  }
  return found;
}

test('1,000 anonymous URLs add no file to the page cache', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const marker = `no-such-article-${Date.now().toString(36)}`;
  // The site's own placeholder sizes are stored on their first request, which a page another spec loads
  // meanwhile may make: asked for here first, each is in the cache before the count starts.
  for (const { width, height } of PLACEHOLDER_SIZES) expect((await request.get(`/api/placeholder/${width}/${height}`)).status()).toBe(200);
  const before = new Set(files());
  const requests: { path: string; cookie?: string; expect: number }[] = [];
  for (let index = 0; index < 400; index += 1) {
    const padded = index % 2 === 0 ? `/api/placeholder/${'0'.repeat(1 + (index % 5))}400/250?n=${index}` : `/api/placeholder/${401 + index}/${250 + index}`;
    requests.push({ path: padded, expect: 404 });
  }
  for (let index = 0; index < 300; index += 1) requests.push({ path: `/blog/${marker}-${index}/opengraph-image-${index.toString(36)}`, expect: 404 });
  for (let index = 0; index < 300; index += 1) requests.push({ path: `/blog/${marker}-draft-${index}`, cookie: `__prerender_bypass=${index.toString(16).padStart(32, '0')}`, expect: 404 });
  // Sent as an attacker's script would: straight from Node, CONCURRENCY at a time, each answer read whole.
  const statuses = await inParallel(requests, CONCURRENCY, async (item) => {
    const answer = await fetch(new URL(item.path, baseURL), { headers: item.cookie ? { cookie: item.cookie } : {}, redirect: 'manual' });
    await answer.arrayBuffer();
    return { path: item.path, status: answer.status };
  });
  expect(statuses).toEqual(requests.map((item) => ({ path: item.path, status: item.expect })));
  const added = files().filter((file) => !before.has(file));
  // Other specs may regenerate published pages meanwhile; nothing may be named after the attack's addresses.
  expect(added.filter((file) => file.includes(marker) || file.includes('placeholder'))).toEqual([]);
});
