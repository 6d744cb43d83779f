import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The revalidation webhook's rules (POST /api/revalidate): 404 while REVALIDATE_SECRET is unset, 401
 * for a wrong or missing secret, otherwise the article cache is cleared. The secret comes in the
 * `x-revalidate-secret` header or a JSON body {"secret": "..."}; never in the query string, where it
 * would end up in access logs and browser history. A slug ({"slug": "..."} or ?slug=) refreshes only
 * that article's document, at once.
 */

const SECRET_HEADER = 'x-revalidate-secret';

/**
 * Constant-time comparison. Hashing first gives timingSafeEqual two buffers of equal length, so
 * neither the content nor the length of the secret leaks through timing.
 */
export function secretsMatch(provided: string, expected: string): boolean {
  const a = createHash('sha256').update(provided, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

type RevalidateRequest = { secret?: string; slug?: string };

/** The secret and the optional slug: header and ?slug= first, then a JSON body {"secret", "slug"}. */
async function readRequest(request: Request): Promise<RevalidateRequest> {
  const header = request.headers.get(SECRET_HEADER) ?? undefined;
  const querySlug = new URL(request.url).searchParams.get('slug') ?? undefined;
  let body: Record<string, unknown> = {};
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const parsed: unknown = await request.json();
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  const secret = header ?? (typeof body.secret === 'string' ? body.secret : undefined);
  const slug = querySlug ?? (typeof body.slug === 'string' ? body.slug : undefined);
  return { ...(secret ? { secret } : {}), ...(slug ? { slug } : {}) };
}

/** 404 while the secret is unset (the route does not exist), 401 for a wrong or missing one, else undefined. */
export function refusal(provided: string | undefined, expected: string | undefined): { status: 404 | 401; error: string } | undefined {
  if (!expected) return { status: 404, error: 'Not found' };
  if (!provided || !secretsMatch(provided, expected)) return { status: 401, error: 'Invalid secret' };
  return undefined;
}

type RevalidateDeps = {
  secret: string | undefined;
  /** Refreshes every article, or only the named one's document. */
  revalidate: (slug?: string) => void | Promise<void>;
  now?: () => Date;
};

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  const { secret, slug } = await readRequest(request);
  const refused = refusal(secret, deps.secret);
  if (refused) return Response.json({ revalidated: false, error: refused.error }, { status: refused.status });
  if (slug !== undefined && (slug.length > 120 || !SLUG_PATTERN.test(slug))) {
    return Response.json({ revalidated: false, error: 'Invalid slug' }, { status: 400 });
  }
  await deps.revalidate(slug);
  return Response.json({ revalidated: true, ...(slug ? { slug } : {}), now: (deps.now?.() ?? new Date()).toISOString() });
}

/** GET /api/content-report: the latest content report as JSON, behind the same secret (header only). */
export async function handleContentReport(request: Request, deps: { secret: string | undefined; load: () => Promise<unknown> }): Promise<Response> {
  const refused = refusal(request.headers.get(SECRET_HEADER) ?? undefined, deps.secret);
  if (refused) return Response.json({ error: refused.error }, { status: refused.status });
  const report = await deps.load();
  if (!report) return Response.json({ error: 'No content report yet: no sync or refresh has run' }, { status: 404 });
  return Response.json(report, { headers: { 'Cache-Control': 'no-store' } });
}
