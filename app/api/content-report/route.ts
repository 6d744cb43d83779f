import { getContentReport, handleContentReport } from '@/lib/articles';
import { serverEnv } from '@/lib/process/env';
import { routeLimiter } from '@/lib/request/route-limiter';
import { guardSecretRoute, SECRET_ROUTE_LIMIT, SECRET_ROUTE_MAX_BYTES } from '@/lib/request/secret-route';

/** The latest content report (rows read, published, skipped and why) for the owner, behind the revalidate secret. */
export const dynamic = 'force-dynamic';

// Wrong secrets per client, counted apart from the revalidation hook's: guesses here never cost the sheet its edits.
const limiter = routeLimiter('content-report', SECRET_ROUTE_LIMIT, 'as-is');

export async function GET(request: Request): Promise<Response> {
  const env = serverEnv();
  const guard = { limiter, trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL, maxBytes: SECRET_ROUTE_MAX_BYTES };
  return guardSecretRoute(request, guard, (checked) => handleContentReport(checked, { secret: env.REVALIDATE_SECRET, load: () => getContentReport() }));
}
