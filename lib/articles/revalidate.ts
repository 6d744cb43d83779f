import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The revalidation webhook's rules (POST /api/revalidate): 404 while REVALIDATE_SECRET is unset, 401
 * for a wrong or missing secret, otherwise the article cache is cleared. The secret comes in the
 * `x-revalidate-secret` header or a JSON body {"secret": "..."}; never in the query string, where it
 * would end up in access logs and browser history.
 */

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

async function providedSecret(request: Request): Promise<string | undefined> {
  const header = request.headers.get(SECRET_HEADER);
  if (header) return header;
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  try {
    const body: unknown = await request.json();
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
};

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  if (!deps.secret) return Response.json({ revalidated: false, error: 'Not found' }, { status: 404 });
  const provided = await providedSecret(request);
  if (!provided || !secretsMatch(provided, deps.secret)) {
    return Response.json({ revalidated: false, error: 'Invalid secret' }, { status: 401 });
  }
  deps.revalidate();
  return Response.json({ revalidated: true, now: (deps.now?.() ?? new Date()).toISOString() });
}
