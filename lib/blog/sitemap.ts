import type { MetadataRoute } from 'next';
import { allServiceLocations } from '@/lib/site/catalogue';
import type { ArticleIndex } from '@/lib/articles';
import type { ArticleSummary } from '@/lib/articles/browser';
import { BLOG_PATH, articlePath, categoryPath, tagPath } from './paths';
import { archivePages } from './taxonomy';

/**
 * Every page the site serves, for app/sitemap.ts. Pure: the route passes the article index and
 * SITE_URL. Articles carry their own last-modified date; list pages take the newest article's.
 */

export const MARKETING_PATHS = ['/', '/buyer-repairs', '/seller-repairs', '/agents', '/about', '/common-inspection-repairs', '/inspection-report', '/service-areas', '/contact', '/privacy', '/terms'] as const;

type Entry = MetadataRoute.Sitemap[number];

function latest(articles: readonly Pick<ArticleSummary, 'publishDate' | 'updatedAt'>[]): string | undefined {
  let best: number | undefined;
  for (const article of articles) {
    const time = Date.parse(article.updatedAt || article.publishDate);
    if (!Number.isNaN(time) && (best === undefined || time > best)) best = time;
  }
  return best === undefined ? undefined : new Date(best).toISOString();
}

export function articleLastModified(article: Pick<ArticleSummary, 'publishDate' | 'updatedAt'>): string | undefined {
  return latest([article]);
}

export function sitemapEntries(index: Pick<ArticleIndex, 'articles' | 'archives'>, siteUrl: string): MetadataRoute.Sitemap {
  const { articles } = index;
  const origin = siteUrl.replace(/\/+$/, '');
  const entry = (path: string, fields: Omit<Entry, 'url'> = {}): Entry => ({ url: `${origin}${path}`, ...fields });
  const newest = latest(articles);
  const listModified = newest ? { lastModified: newest } : {};

  return [
    ...MARKETING_PATHS.map((path) => entry(path, { changeFrequency: 'monthly', priority: path === '/' ? 1 : 0.8 })),
    ...allServiceLocations().map((item) => entry(item.path, { changeFrequency: 'monthly', priority: 0.7 })),
    entry(BLOG_PATH, { ...listModified, changeFrequency: 'daily', priority: 0.8 }),
    ...archivePages(index, 'category').map((page) => entry(categoryPath(page.name, page.page), { ...listModified, changeFrequency: 'weekly', priority: 0.5 })),
    ...archivePages(index, 'tag').map((page) => entry(tagPath(page.name, page.page), { ...listModified, changeFrequency: 'weekly', priority: 0.4 })),
    ...articles.map((article) => {
      const lastModified = articleLastModified(article);
      return entry(articlePath(article.slug), { ...(lastModified ? { lastModified } : {}), changeFrequency: 'monthly', priority: 0.6 });
    }),
  ];
}
