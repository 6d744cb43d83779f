import { createHash, timingSafeEqual } from 'node:crypto';
import { readBody } from '@/lib/request/body';
import { clientAddress, type TrustedProxies } from '@/lib/request/client-address';
import { rejection } from '@/lib/request/guard';
import { isSameOriginRequest } from '@/lib/request/origin';
import type { RateLimiter } from '@/lib/request/rate-limit';

/**
 * The revalidation webhook's rules (POST /api/revalidate): 404 while REVALIDATE_SECRET is unset, 401
 * for a wrong or missing secret, otherwise the article cache is cleared. The secret comes in the
 * `x-revalidate-secret` header or a JSON body {"secret": "..."}; never in the query string, where it
 * would end up in access logs and browser history.
 *
 * Guessing is throttled: each wrong secret takes one from the client's allowance, and a client with
 * none left gets 429 before its secret is even compared. Right secrets cost nothing, so the sheet's
 * own edits are never throttled. The body is a few bytes of JSON; anything over 1 KiB is refused.
 */

/** Wrong secrets a client may send per window. */
export const REVALIDATE_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000, maxKeys: 1000, newKeysPerWindow: 200 } as const;

export const REVALIDATE_MAX_BYTES = 1024;

export const SECRET_HEADER = 'x-revalidate-secret';

/**
 * Constant-time comparison. Hashing first gives timingSafeEqual two buffers of equal length, so
 * neither the content nor the length of the secret leaks through timing.
 */
export function secretsMatch(provided: string, expected: string): boolean {
  const a = createHash('sha256').update(provided, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

async function providedSecret(request: Request): Promise<string | undefined | 'too_large'> {
  const header = request.headers.get(SECRET_HEADER);
  if (header) return header;
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  const read = await readBody(request, { maxBytes: REVALIDATE_MAX_BYTES });
  if (!read.ok) return read.status === 413 ? 'too_large' : undefined;
  try {
    const body: unknown = JSON.parse(read.text);
    if (body && typeof body === 'object' && 'secret' in body && typeof body.secret === 'string') return body.secret;
  } catch {
    return undefined;
  }
  return undefined;
}

export type RevalidateDeps = {
  secret: string | undefined;
  revalidate: () => void;
  now?: () => Date;
  limiter: RateLimiter;
  trust: TrustedProxies;
  siteUrl: string;
};

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  if (!deps.secret) return Response.json({ revalidated: false, error: 'Not found' }, { status: 404 });
  if (!isSameOriginRequest(request, deps.siteUrl)) return rejection('cross_site');
  const clientKey = clientAddress(request, deps.trust);
  const allowance = deps.limiter.peek(clientKey);
  if (!allowance.allowed) return rejection('rate_limited', { 'retry-after': String(Math.max(1, Math.ceil(allowance.retryAfterMs / 1000))) });
  const provided = await providedSecret(request);
  if (provided === 'too_large') return rejection('too_large');
  if (!provided || !secretsMatch(provided, deps.secret)) {
    deps.limiter.hit(clientKey);
    return Response.json({ revalidated: false, error: 'Invalid secret' }, { status: 401 });
  }
  deps.revalidate();
  return Response.json({ revalidated: true, now: (deps.now?.() ?? new Date()).toISOString() });
}
