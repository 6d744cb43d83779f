import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildArticles } from '@/lib/articles/pipeline';
import { readPostFiles, distinctCategories, distinctTags, featuredArticles, type SourcedArticle, readSnapshot, articleConfig } from '@/lib/articles';
import { countWords, stripTags } from '@/lib/articles/body/text';
import { siteConfig } from '@/lib/site/config';
import { silentLog } from '@/test/support/articles/content-dir';

/** The snapshot committed in content/: what a fresh checkout serves with no network and no secrets. */

const contentDir = path.join(process.cwd(), 'content');
let articles: SourcedArticle[];

beforeAll(async () => {
  articles = (await readSnapshot(contentDir)).articles;
});

describe('committed article snapshot', () => {
  it('validates against the schema and holds at least two pages of articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(articleConfig.pageSize + 3);
  });

  it('has exactly 3 featured articles', () => {
    expect(articles.filter((article) => article.featured)).toHaveLength(articleConfig.featuredCount);
    expect(featuredArticles(articles)).toHaveLength(3);
  });

  it('covers the four blog categories', () => {
    expect(distinctCategories(articles).sort()).toEqual([...articleConfig.categories].sort());
  });

  it('reuses a small set of tags', () => {
    const tags = distinctTags(articles);
    expect(tags.length).toBeGreaterThanOrEqual(8);
    expect(tags.length).toBeLessThanOrEqual(12);
  });

  it('includes both guides, each with its own stored body', () => {
    for (const slug of ['picra-explained-hampton-roads', 'home-inspection-repair-guide-hampton-roads']) {
      expect(articles.find((article) => article.slug === slug)?.content).toMatch(/<h2>/);
    }
  });

  it('has unique slugs, and dates spread over 2026 up to 2026-11-20', () => {
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    const days = articles.map((article) => article.publishDate.slice(0, 10)).sort();
    expect(days[0]?.startsWith('2026-01')).toBe(true);
    expect(days.at(-1)! <= '2026-11-20').toBe(true);
    expect(new Set(days.map((day) => day.slice(0, 7))).size).toBeGreaterThanOrEqual(10);
  });

  it.each(['excerpt', 'metaDescription'] as const)('keeps every %s within 160 characters', (field) => {
    for (const article of articles) expect(article[field].length).toBeLessThanOrEqual(articleConfig.excerptLength);
  });

  it('stores each article\'s word count, as counted from its body (run `npm run sync -- --offline` after a schema change)', () => {
    const index = JSON.parse(readFileSync(path.join(contentDir, 'snapshot', 'articles.json'), 'utf8')) as { articles: { slug: string; wordCount?: number }[] };
    const counted = new Map(articles.map((article) => [article.slug, countWords(stripTags(article.content))]));
    expect(index.articles.map((entry) => [entry.slug, entry.wordCount])).toEqual(index.articles.map((entry) => [entry.slug, counted.get(entry.slug)]));
  });

  it('gives every article 600 to 1,200 words', () => {
    for (const article of articles) {
      const words = countWords(stripTags(article.content));
      expect([article.slug, words >= 600 && words <= 1200]).toEqual([article.slug, true]);
    }
  });

  it('gives every article an original cover under 20 KB, with no script in it', () => {
    for (const article of articles) {
      const cover = article.images[0];
      expect(cover).toBe(`/images/blog/${article.slug}.svg`);
      const file = path.join(process.cwd(), 'public', cover ?? '');
      expect(statSync(file).size).toBeLessThan(20 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1200 630"/);
      expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
      expect(svg).not.toMatch(/<script|\son[a-z]+=|javascript:|<foreignObject|href=/i);
    }
  });

  it('quotes the issue frequencies and costs of the site configuration in the common-findings article', () => {
    const text = stripTags(articles.find((article) => article.slug === 'common-inspection-findings-hampton-roads-costs')?.content ?? '');
    for (const { issue, frequency, cost } of siteConfig.issueFrequencies) {
      const [low, high] = cost.split('-');
      expect(text).toContain(`${issue} (${frequency}%`);
      expect(text).toContain(`${low} to ${high}`);
    }
  });

  it('is in step with content/posts (run `npm run sync -- --offline` after editing a post)', async () => {
    const { articles: rebuilt } = await buildArticles({
      docsBaseUrl: 'http://127.0.0.1:9',
      posts: await readPostFiles(contentDir),
      previous: articles,
      offline: true,
      log: silentLog,
    });
    const comparable = (list: readonly SourcedArticle[]) =>
      list.map((article) => ({ ...article, createdAt: undefined, updatedAt: undefined, syncedAt: undefined }));
    expect(comparable(rebuilt)).toEqual(comparable(articles));
  });
});
