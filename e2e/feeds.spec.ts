import { expect, test } from '@playwright/test';
import { allServiceLocations } from '../lib/site/catalogue';
import { loadCards } from '../test/support/articles/blog-cards';

test.describe('feeds, sitemap and robots', () => {
  test('feed.xml is valid RSS 2.0 with the latest 20 articles and their full content', async ({ page, request }) => {
    const cards = await loadCards(request);
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    // Parsed by the browser's own XML parser, in the blank page the test starts with: no site page is needed.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const items = [...doc.querySelectorAll('item')];
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        links: items.map((item) => item.querySelector('link')?.textContent ?? ''),
        contentLengths: items.map((item) => item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent?.length ?? 0),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.title).toContain('Blog');
    expect(parsed.links).toHaveLength(Math.min(20, cards.length));
    expect(parsed.links.map((link) => new URL(link).pathname)).toEqual(cards.slice(0, 20).map((card) => `/blog/${card.slug}`));
    expect(parsed.links.every((link) => /^https?:\/\//.test(link))).toBe(true);
    expect(parsed.contentLengths.every((length) => length > 100)).toBe(true);
  });

  test('every page links the feed from its head', async ({ page, request }) => {
    // The head a feed reader or crawler receives: the server's HTML, parsed by the browser's HTML parser
    // in the blank page the test starts with.
    for (const path of ['/', '/blog', '/contact']) {
      const html = await (await request.get(path)).text();
      const href = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href') ?? null, html);
      expect(href, path).toMatch(/\/feed\.xml$/);
    }
  });

  test('sitemap.xml lists every page the site serves, every article with its last-modified date', async ({ page, request }) => {
    const cards = await loadCards(request);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    // Parsed by the browser's own XML parser, in the blank page the test starts with.
    const entries = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      }));
    }, xml);
    const paths = entries.map((entry) => new URL(entry.loc).pathname);
    for (const path of ['/', '/buyer-repairs', '/seller-repairs', '/common-inspection-repairs', '/service-areas', '/contact', '/privacy', '/terms', '/blog']) {
      expect(paths).toContain(path);
    }
    for (const service of allServiceLocations()) expect(paths).toContain(service.path);
    for (const card of cards) {
      const entry = entries.find((item) => new URL(item.loc).pathname === `/blog/${card.slug}`);
      expect(entry, card.slug).toBeDefined();
      expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    }
    expect(paths.some((path) => path.startsWith('/blog/category/'))).toBe(true);
    expect(entries.every((entry) => /^https?:\/\//.test(entry.loc))).toBe(true);
  });

  test('robots.txt allows crawling and points to the absolute sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*\s+Allow: \//i);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });
});
