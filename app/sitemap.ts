import type { MetadataRoute } from 'next';
import { getArticleIndex } from '@/lib/articles';
import { sitemapEntries } from '@/lib/blog';
import { serverEnv } from '@/lib/process/env';

// Answered from the in-memory article index on each request: at 10,000 articles the sitemap is
// megabytes, too big to store as a cache entry, and it is always as current as the index.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getArticleIndex(), serverEnv().SITE_URL);
}
