import { refreshArticles } from '@/lib/blog/refresh-pages';
import { handleRevalidate } from '@/lib/articles/index/revalidate';
import { serverEnv } from '@/lib/env';
import { createRateLimiter } from '@/lib/request/rate-limit';
import { guardSecretRoute, SECRET_ROUTE_LIMIT, SECRET_ROUTE_MAX_BYTES } from '@/lib/request/secret-route';

// One allowance table per server instance.
const limiter = createRateLimiter(SECRET_ROUTE_LIMIT);

/** Webhook for the sheet's on-edit trigger: reads the sheet (or one article's document) now and refreshes the pages. */
export async function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  const guard = { limiter, trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL, maxBytes: SECRET_ROUTE_MAX_BYTES };
  return guardSecretRoute(request, guard, (checked) => handleRevalidate(checked, { secret: env.REVALIDATE_SECRET, revalidate: refreshArticles }));
}
