import { loadListAnswer, parseSearchParams, blogConfig } from '@/lib/blog';
import { serverEnv } from '@/lib/process/env';
import { SEARCH_LIMITS } from '@/lib/request/limits';
import { routeLimiter } from '@/lib/request/route-limiter';
import { limitSearch } from '@/lib/request/search-limit';
import { articleConfig } from '@/lib/articles';

/**
 * GET /api/blog/search?q=&category=&tag=&page=: one page of the blog list (cards with highlighted
 * matches, the total, the filter counts) for the list island. Cacheable for as long as the blog's
 * pages are; refused with 429 past the client's allowance and 400 for parameters no form sends.
 */
export const dynamic = 'force-dynamic';

// Shared with the /blog/search page; by all instances with REDIS_URL.
const limiter = routeLimiter('search', SEARCH_LIMITS);

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function GET(request: Request) {
  const env = serverEnv();
  const refused = await limitSearch(request, limiter, env.TRUSTED_PROXIES, 'json');
  if (refused) return refused;
  const params = parseSearchParams(new URL(request.url).searchParams);
  if (!params.ok) return Response.json({ ok: false, error: 'invalid_query', message: params.error }, { status: 400, headers: NO_STORE });
  const answer = await loadListAnswer(params.state);
  return Response.json(answer, {
    headers: {
      'Cache-Control': `public, max-age=${articleConfig.liveRefreshSeconds}, s-maxage=${blogConfig.pageRegenerateSeconds}, stale-while-revalidate=${blogConfig.pageRegenerateSeconds}`,
    },
  });
}
