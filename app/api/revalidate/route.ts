import { refreshArticles } from '@/lib/blog';
import { handleRevalidate } from '@/lib/articles';
import { serverEnv } from '@/lib/process/env';
import { routeLimiter } from '@/lib/request/route-limiter';
import { guardSecretRoute, SECRET_ROUTE_LIMIT, SECRET_ROUTE_MAX_BYTES } from '@/lib/request/secret-route';

// Wrong secrets per client; shared by all instances with REDIS_URL.
const limiter = routeLimiter('revalidate', SECRET_ROUTE_LIMIT, 'as-is');

/** Webhook for the sheet's on-edit trigger: reads the sheet (or one article's document) now and refreshes the pages. */
export async function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  const guard = { limiter, trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL, maxBytes: SECRET_ROUTE_MAX_BYTES };
  return guardSecretRoute(request, guard, (checked) => handleRevalidate(checked, { secret: env.REVALIDATE_SECRET, revalidate: refreshArticles }));
}
