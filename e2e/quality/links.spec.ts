import { expect, test } from '@playwright/test';
import { resolveUrl, siteCrawl, type PageInfo } from '../../test/support/web/crawl';

/**
 * Link gate: crawls the running production site from / and /sitemap.xml and fails on any
 * broken internal link, image, script, stylesheet or #fragment. External links are printed, not fetched.
 * The crawl is the one the sitemap and structured-data gates share (test/support/web/crawl.ts).
 */

test.describe.configure({ mode: 'serial' });

/** next/image URLs: the source file and one optimized width prove the image; every width would re-encode each image 8 times. */
function imageKey(path: string): string {
  const url = new URL(path, 'http://x');
  if (url.pathname !== '/_next/image') return path;
  return `/_next/image?url=${encodeURIComponent(url.searchParams.get('url') ?? '')}`;
}

test('every internal link, image and anchor on every reachable page resolves', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const { pages, external } = await siteCrawl(request, base);
  const problems: string[] = [];

  // Every page reached by a link answers 200, without a redirect.
  for (const page of pages.values()) {
    if (page.status !== 200) problems.push(`${page.path} answered ${page.status}${page.location ? ` -> ${page.location}` : ''}`);
  }

  // Assets and non-page links, fetched once each.
  const assets = new Map<string, { path: string; from: Set<string> }>();
  for (const page of pages.values()) {
    for (const reference of page.references) {
      const target = resolveUrl(reference.url, page.path, base);
      if (!target?.internal || pages.has(target.path)) continue;
      const key = imageKey(target.path);
      const entry = assets.get(key) ?? { path: target.path, from: new Set<string>() };
      entry.from.add(page.path);
      assets.set(key, entry);
    }
  }
  const sources = new Set<string>();
  for (const key of assets.keys()) {
    if (key.startsWith('/_next/image?url=')) sources.add(decodeURIComponent(key.slice('/_next/image?url='.length)));
  }
  for (const source of sources) if (!assets.has(source) && source.startsWith('/')) assets.set(source, { path: source, from: new Set(['(next/image source)']) });
  const entries = [...assets.values()];
  for (let index = 0; index < entries.length; index += 6) {
    await Promise.all(
      entries.slice(index, index + 6).map(async (entry) => {
        const response = await request.get(entry.path, { maxRedirects: 0 });
        const body = await response.body();
        if (response.status() !== 200 || body.length === 0) problems.push(`${entry.path} answered ${response.status()} (${body.length} bytes), linked from ${[...entry.from].slice(0, 3).join(', ')}`);
      }),
    );
  }

  // #fragments point at an element with that id (or an <a name>) on the target page.
  const htmlPages = new Map<string, PageInfo>([...pages].filter(([, page]) => page.html !== undefined));
  for (const page of htmlPages.values()) {
    for (const reference of page.references) {
      if (reference.kind !== 'link') continue;
      const target = resolveUrl(reference.url, page.path, base);
      if (!target?.internal || target.fragment === undefined) continue;
      if (target.fragment === '') {
        problems.push(`${page.path}: empty fragment link "${reference.url}"`);
        continue;
      }
      const targetPage = htmlPages.get(target.path);
      if (!targetPage) problems.push(`${page.path}: "${reference.url}" points into ${target.path}, which is not an HTML page`);
      else if (!targetPage.ids.has(target.fragment)) problems.push(`${page.path}: "${reference.url}" has no element id="${target.fragment}" on ${target.path}`);
    }
  }

  const externalList = [...external.keys()].sort();
  console.log(`links: ${pages.size} pages, ${assets.size} assets and images checked; ${externalList.length} external links (not fetched):\n  ${externalList.join('\n  ')}`);
  expect(pages.size).toBeGreaterThan(20);
  expect(problems, problems.join('\n')).toEqual([]);
});
