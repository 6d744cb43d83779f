import { readBody } from './body';
import { clientAddress, type TrustedProxies } from './client-address';
import { rejection } from './guard';
import { isSameOriginRequest } from './origin';
import type { RateLimiter } from './rate-limit';

/**
 * Guards a route whose only credential is a shared secret (the revalidation hook, the content
 * report): cross-site posts are refused, the body is read with a byte cap, and every answer 401 from
 * the route takes one from the client's allowance. A client with none left gets 429 for a wrong
 * secret, never a 401 it could learn from; the right secret still works, so nobody's wrong guesses
 * (sharing the sender's address, or every sender without trusted proxies) can shut the sheet's own
 * edits out. Right secrets cost nothing. The route gets a copy of the request with the body already
 * read, so it can read it as usual.
 */

export type SecretRouteGuard = { limiter: RateLimiter; trust: TrustedProxies; siteUrl: string; maxBytes: number };

/** Wrong secrets a client may send per window, and the largest body read. */
export const SECRET_ROUTE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000, maxKeys: 10_000 } as const;
export const SECRET_ROUTE_MAX_BYTES = 1024;

export async function guardSecretRoute(request: Request, guard: SecretRouteGuard, handle: (request: Request) => Promise<Response>): Promise<Response> {
  if (!isSameOriginRequest(request, guard.siteUrl)) return rejection('cross_site');
  const clientKey = clientAddress(request, guard.trust);
  const allowance = await guard.limiter.peek(clientKey);
  const read = await readBody(request, { maxBytes: guard.maxBytes });
  if (!read.ok) return rejection(read.status === 413 ? 'too_large' : 'invalid_body');
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  const hasBody = read.text !== '' && request.method !== 'GET' && request.method !== 'HEAD';
  const response = await handle(new Request(request.url, { method: request.method, headers, ...(hasBody ? { body: read.text } : {}) }));
  if (response.status !== 401) return response;
  if (!allowance.allowed) return rejection('rate_limited', { 'retry-after': String(Math.max(1, Math.ceil(allowance.retryAfterMs / 1000))) });
  await guard.limiter.hit(clientKey);
  return response;
}
