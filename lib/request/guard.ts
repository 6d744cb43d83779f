import { readBody } from './body';
import { clientAddress, type TrustedProxies } from './client-address';
import { isSameOriginRequest } from './origin';
import type { RateLimiter } from './rate-limit';

/**
 * The checks every public POST route runs before its own logic, cheapest first: cross-site origin
 * (403), content type (415), declared size (413), a client whose allowance is already spent (429,
 * before anything is read), actual size while reading (413), parse (400), and only then the
 * allowance is taken, for a body the route's `validate` accepts. Only what costs us something is
 * charged: an empty, oversized, unparsable or invalid post is refused (or left to the route's own
 * 400) without spending anyone's allowance.
 */

export type GuardRejection = 'cross_site' | 'rate_limited' | 'unsupported_type' | 'too_large' | 'invalid_body' | 'invalid_json';

export const GUARD_MESSAGES: Record<GuardRejection, string> = {
  cross_site: 'This form can only be sent from our own website.',
  rate_limited: 'Too many requests from your connection. Please wait a few minutes and try again, or call us.',
  unsupported_type: 'This address only accepts the data our own forms send.',
  too_large: 'That request is far larger than anything our forms send.',
  invalid_body: 'That request could not be read. Please try again from the form.',
  invalid_json: 'That request could not be read. Please try again from the form.',
};

const STATUS: Record<GuardRejection, number> = { cross_site: 403, rate_limited: 429, unsupported_type: 415, too_large: 413, invalid_body: 400, invalid_json: 400 };

export type GuardOptions = {
  limiter: RateLimiter;
  /**
   * Whether the parsed body is one the route will act on (its schema): only then is the allowance
   * taken. A body it refuses goes to the route uncharged, for the route's own 400 with field errors.
   */
  validate: (body: Record<string, unknown>) => boolean;
  maxBytes: number;
  accept: 'json' | 'form' | 'both';
  trust: TrustedProxies;
  siteUrl: string;
};

export type GuardResult = { ok: true; body: Record<string, unknown>; text: string; clientKey: string } | { ok: false; response: Response };

export function rejection(reason: GuardRejection, headers: Record<string, string> = {}): Response {
  return Response.json({ ok: false, error: reason, message: GUARD_MESSAGES[reason] }, { status: STATUS[reason], headers: { 'cache-control': 'no-store', ...headers } });
}

function bodyKind(request: Request): 'json' | 'form' | undefined {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

function parseBody(kind: 'json' | 'form', text: string): Record<string, unknown> | undefined {
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = request.headers.get('content-length');
  return declared !== null && /^\d{1,15}$/.test(declared.trim()) && Number(declared) > maxBytes;
}

export async function guardPost(request: Request, options: GuardOptions): Promise<GuardResult> {
  const fail = (reason: GuardRejection, headers?: Record<string, string>): GuardResult => {
    // Nothing more will be read: release the body rather than let it queue behind the answer.
    if (!request.bodyUsed) request.body?.cancel().catch(() => undefined);
    return { ok: false, response: rejection(reason, headers) };
  };
  if (!isSameOriginRequest(request, options.siteUrl)) return fail('cross_site');

  const kind = bodyKind(request);
  if (!kind || (options.accept !== 'both' && options.accept !== kind)) return fail('unsupported_type');
  if (declaredTooLarge(request, options.maxBytes)) return fail('too_large');

  const clientKey = clientAddress(request, options.trust);
  const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) });
  const spent = await options.limiter.peek(clientKey);
  if (!spent.allowed) return fail('rate_limited', retryAfter(spent.retryAfterMs));

  const read = await readBody(request, { maxBytes: options.maxBytes });
  if (!read.ok) return fail(read.status === 413 ? 'too_large' : 'invalid_body');
  const body = parseBody(kind, read.text);
  if (!body) return fail('invalid_json');
  if (options.validate(body)) {
    const taken = await options.limiter.hit(clientKey);
    if (!taken.allowed) return fail('rate_limited', retryAfter(taken.retryAfterMs));
  }
  return { ok: true, body, text: read.text, clientKey };
}
