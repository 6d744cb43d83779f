import { expect, test } from '@playwright/test';
import { SITE_URL, siteCrawl, sitemapLocs, sitemapPath } from '../../test/support/web/crawl';

/**
 * Sitemap gate: /sitemap.xml follows the sitemaps.org protocol (urlset in the 0.9 namespace,
 * absolute <loc> on SITE_URL, W3C-datetime <lastmod>, at most 50,000 URLs and 50 MB, no duplicates) and
 * lists exactly the indexable pages: every listed URL answers 200 without a redirect, and every page the
 * link crawl finds that answers 200, is not noindex and is its own canonical is listed.
 */

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// W3C Datetime profile of ISO 8601 (https://www.w3.org/TR/NOTE-datetime), as the protocol requires.
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

test.describe.configure({ mode: 'serial' });

test('follows the sitemaps.org protocol', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(52_428_800);
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);

  const root = xml.match(/<urlset\b([^>]*)>([\s\S]*)<\/urlset>\s*$/);
  expect(root, 'a single <urlset> root').not.toBeNull();
  expect(root?.[1]).toContain(`xmlns="${NAMESPACE}"`);
  const body = root?.[2] ?? '';
  // Nothing but <url> elements inside the urlset, and only the protocol's children inside each.
  expect(body.replace(/<url>[\s\S]*?<\/url>/g, '').trim()).toBe('');
  const urls = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.length).toBeLessThanOrEqual(50_000);

  const problems: string[] = [];
  const seen = new Set<string>();
  for (const url of urls) {
    const children = [...url.matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((match) => ({ name: match[1] ?? '', value: (match[2] ?? '').trim() }));
    if (url.replace(/<(\w+)>[^<]*<\/\1>/g, '').trim() !== '') problems.push(`unexpected markup in <url>: ${url.trim()}`);
    const names = children.map((child) => child.name);
    const loc = children.find((child) => child.name === 'loc')?.value ?? '';
    if (names.filter((name) => name === 'loc').length !== 1) problems.push(`<url> needs exactly one <loc>: ${url.trim()}`);
    for (const name of names) if (!['loc', 'lastmod', 'changefreq', 'priority'].includes(name)) problems.push(`${loc}: unknown element <${name}>`);
    if (!loc.startsWith(`${SITE_URL}/`)) problems.push(`${loc}: not absolute on SITE_URL ${SITE_URL}`);
    if (loc.length >= 2048) problems.push(`${loc}: longer than 2,048 characters`);
    if (/&(?!amp;|lt;|gt;|quot;|apos;)/.test(loc)) problems.push(`${loc}: unescaped &`);
    if (seen.has(loc)) problems.push(`${loc}: listed twice`);
    seen.add(loc);
    for (const child of children) {
      if (child.name === 'lastmod' && (!W3C_DATETIME.test(child.value) || Number.isNaN(Date.parse(child.value)))) problems.push(`${loc}: lastmod "${child.value}" is not a W3C datetime`);
      if (child.name === 'changefreq' && !CHANGEFREQ.has(child.value)) problems.push(`${loc}: changefreq "${child.value}"`);
      if (child.name === 'priority' && !(/^(0(\.\d+)?|1(\.0+)?)$/.test(child.value))) problems.push(`${loc}: priority "${child.value}"`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('lists exactly the indexable pages: each answers 200, and every indexable page found by the crawl is listed', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const response = await request.get('/sitemap.xml');
  const locs = sitemapLocs(await response.text());
  const listed = new Set(locs.map(sitemapPath));
  // The crawl from / and this sitemap's URLs that the link gate shares.
  const { pages } = await siteCrawl(request, baseURL as string);
  const problems: string[] = [];

  for (const path of listed) {
    const page = pages.get(path);
    if (!page) problems.push(`${path}: not fetched`);
    else if (page.status !== 200) problems.push(`${path}: listed but answers ${page.status}${page.location ? ` -> ${page.location}` : ''}`);
    else if (!page.html) problems.push(`${path}: listed but not an HTML page (${page.contentType})`);
    else if (page.noindex) problems.push(`${path}: listed but noindex`);
    else if (page.canonical !== undefined && new URL(page.canonical).href !== new URL(path, `${SITE_URL}/`).href) problems.push(`${path}: listed but its canonical is ${page.canonical}`);
  }

  for (const page of pages.values()) {
    if (listed.has(page.path) || page.status !== 200 || !page.html || page.noindex) continue;
    // A page whose canonical URL is another one (a filtered list, say) is not a page of its own.
    if (page.canonical !== undefined && new URL(page.canonical).href !== new URL(page.path, `${SITE_URL}/`).href) continue;
    problems.push(`${page.path}: indexable page found by the crawl but missing from the sitemap`);
  }

  console.log(`sitemap: ${listed.size} URLs listed, ${pages.size} pages crawled`);
  expect(problems, problems.join('\n')).toEqual([]);
});
