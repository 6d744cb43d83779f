import type { MetadataRoute } from 'next';
import { getArticles } from '@/lib/articles/source';
import { sitemapEntries } from '@/lib/blog/sitemap';
import { serverEnv } from '@/lib/env';

// Rebuilt with the articles every 300 s, so an article added in the sheet is listed within 5 minutes.
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getArticles(), serverEnv().SITE_URL);
}
