import 'server-only';
import { getArticleIndex } from '@/lib/articles/index/read';
import type { ArticleIndex } from '@/lib/articles/index/article-index';
import { sitemapEntries } from '@/lib/blog/sitemap';
import { serverEnv } from '@/lib/env';
import { POST_LIMITS } from '@/lib/request/limits';
import { createRateLimiter, type RateLimiter } from '@/lib/request/rate-limit';
import { createBeaconHandler } from './handle-beacon';
import { startPageMetricsPurge } from './purge';
import { pageMetricsStore } from './store';

/** The beacon endpoint and the daily purge wired to this server's environment and database. */

// The site's pages for one article index: rebuilt only when the index is replaced.
const knownPagesByIndex = new WeakMap<ArticleIndex, Set<string>>();

/** Whether a path is one of the site's pages (its sitemap), for the current article index. */
export async function knownPages(): Promise<(path: string) => boolean> {
  const index = await getArticleIndex();
  let pages = knownPagesByIndex.get(index);
  if (!pages) {
    pages = new Set(sitemapEntries(index, 'http://site.invalid').map((entry) => new URL(entry.url).pathname));
    knownPagesByIndex.set(index, pages);
  }
  const known = pages;
  return (path) => known.has(path);
}

let limiter: RateLimiter | undefined;

export const handleBeacon = createBeaconHandler({
  record: async (day, rows) => {
    startPageMetricsPurge();
    await (await pageMetricsStore()).record(day, rows);
  },
  isKnownPage: knownPages,
  // One allowance table per server instance, sized on the first beacon from the runtime setting.
  limiter: () => (limiter ??= createRateLimiter({ ...POST_LIMITS.vitals, limit: serverEnv().VITALS_RATE_LIMIT ?? POST_LIMITS.vitals.limit })),
  settings: () => {
    const env = serverEnv();
    return { sampleRate: env.VITALS_SAMPLE_RATE, trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL };
  },
});
