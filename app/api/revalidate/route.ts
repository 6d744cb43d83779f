import { clearArticleCache } from '@/lib/articles/source';
import { handleRevalidate, REVALIDATE_RATE_LIMIT } from '@/lib/articles/revalidate';
import { serverEnv } from '@/lib/env';
import { createRateLimiter } from '@/lib/request/rate-limit';

// One allowance table per server instance.
const limiter = createRateLimiter(REVALIDATE_RATE_LIMIT);

/** Webhook for the sheet's on-edit trigger: refreshes every article and page at once. */
export async function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  return handleRevalidate(request, { secret: env.REVALIDATE_SECRET, revalidate: clearArticleCache, limiter, trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
}
