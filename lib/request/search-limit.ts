import { clientAddress, type TrustedProxies } from './client-address';
import type { RateLimiter } from './rate-limit';

/**
 * The blog search's allowance per client (SEARCH_LIMITS), for the search API and the /blog/search page
 * alike: both run the fuzzy search and render a full answer, so a client past its allowance gets 429
 * before either does any work.
 */
export const SEARCH_RATE_LIMITED_MESSAGE = 'Too many searches from your connection. Please wait a moment and try again.';

/** 429 with Retry-After when the client has no search left, else undefined (the search goes ahead). */
export async function limitSearch(request: Request, limiter: RateLimiter, trust: TrustedProxies, as: 'json' | 'text'): Promise<Response | undefined> {
  const allowance = await limiter.hit(clientAddress(request, trust));
  if (allowance.allowed) return undefined;
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(Math.max(1, Math.ceil(allowance.retryAfterMs / 1000))) };
  return as === 'json'
    ? Response.json({ ok: false, error: 'rate_limited', message: SEARCH_RATE_LIMITED_MESSAGE }, { status: 429, headers })
    : new Response(SEARCH_RATE_LIMITED_MESSAGE, { status: 429, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}
