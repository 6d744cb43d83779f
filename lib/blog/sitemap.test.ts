import { buildArticleIndex } from '@/lib/articles';
import { makeArticle } from '@/test/support/articles/make-article';
import { sitemapEntries } from './sitemap';

describe('sitemapEntries', () => {
  const articles = [
    makeArticle({ slug: 'new-roof', publishDate: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-05T12:00:00.000Z', category: 'Guides', tags: ['Roof'] }),
    makeArticle({ slug: 'picra-basics', publishDate: '2026-02-01T00:00:00.000Z', updatedAt: '', category: 'Legal' }),
  ];
  const entries = sitemapEntries(buildArticleIndex(articles, '2026-03-05T12:00:00.000Z').index, 'https://www.example.com/');
  const urls = entries.map((entry) => entry.url);

  it('lists the marketing pages, the 20 service pages and the blog home on SITE_URL', () => {
    for (const path of ['/', '/buyer-repairs', '/seller-repairs', '/common-inspection-repairs', '/service-areas', '/contact', '/privacy', '/terms', '/blog']) {
      expect(urls).toContain(`https://www.example.com${path}`);
    }
    expect(urls).toContain('https://www.example.com/electrical-hampton');
    expect(urls).toContain('https://www.example.com/cosmetic-newport-news');
    expect(urls.filter((url) => /\/(electrical|plumbing|carpentry|exterior|cosmetic)-/.test(url))).toHaveLength(20);
  });

  it('lists every article with its last-modified date (updatedAt, else publishDate) in W3C format', () => {
    expect(entries.find((entry) => entry.url.endsWith('/blog/new-roof'))?.lastModified).toBe('2026-03-05T12:00:00.000Z');
    expect(entries.find((entry) => entry.url.endsWith('/blog/picra-basics'))?.lastModified).toBe('2026-02-01T00:00:00.000Z');
  });

  it('lists the category and tag archives', () => {
    expect(urls).toEqual(expect.arrayContaining(['https://www.example.com/blog/category/legal', 'https://www.example.com/blog/category/guides', 'https://www.example.com/blog/tag/roof']));
  });

  it('has only absolute, unique URLs', () => {
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith('https://www.example.com/'))).toBe(true);
  });
});
