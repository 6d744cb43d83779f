import { deliverToWebhook, type ContactDelivery, type DeliveryResult } from './deliver';
import type { RateLimiter } from './rate-limit';
import { contactRequestSchema, fieldErrors, HONEYPOT_FIELD } from './schema';

/**
 * POST /api/contact. The specification sends nothing to a server; this route only matters when
 * CONTACT_WEBHOOK_URL is set, and answers:
 * - 204 when the request is valid and no webhook is configured (nothing is sent anywhere);
 * - 200 {ok, delivered} when it was forwarded to the webhook, or when the honeypot was filled
 *   (a bot gets the same answer as a person, and nothing is sent);
 * - 400 invalid JSON or fields, 413 too large, 429 too many requests, 502 delivery failed.
 */

/** Far above the largest valid request (5,000-character message plus the short fields). */
export const MAX_BODY_CHARS = 20_000;

export type ContactHandlerDeps = {
  webhookUrl: () => string | undefined;
  limiter: RateLimiter;
  deliver?: (url: string, payload: ContactDelivery) => Promise<DeliveryResult>;
  now?: () => Date;
};

export type ContactResponseBody =
  | { ok: true; delivered: boolean }
  | { ok: false; error: 'invalid_json' | 'invalid' | 'too_large' | 'rate_limited' | 'delivery_failed'; fields?: Record<string, string> };

function json(body: ContactResponseBody, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** The client's address as the proxy in front of the server reports it. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}

export function createContactHandler({ webhookUrl, limiter, deliver = deliverToWebhook, now = () => new Date() }: ContactHandlerDeps) {
  return async function handleContactRequest(request: Request): Promise<Response> {
    const limit = limiter.hit(clientKey(request));
    if (!limit.allowed) {
      return json({ ok: false, error: 'rate_limited' }, 429, { 'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)) });
    }

    const text = await request.text();
    if (text.length > MAX_BODY_CHARS) return json({ ok: false, error: 'too_large' }, 413);

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json({ ok: false, error: 'invalid_json' }, 400);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return json({ ok: false, error: 'invalid_json' }, 400);

    const honeypot = (body as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return json({ ok: true, delivered: true }, 200);

    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return json({ ok: false, error: 'invalid', fields: fieldErrors(parsed.error) }, 400);

    const url = webhookUrl();
    if (!url) return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

    const result = await deliver(url, {
      formName: 'contact_request',
      ...parsed.data,
      submittedAt: now().toISOString(),
      source: new URL(request.url).origin,
    });
    if (!result.ok) {
      // No personal data in the log: only why delivery failed.
      console.error(`Contact request not delivered to the webhook: ${result.reason}${result.status ? ` ${result.status}` : ''}`);
      return json({ ok: false, error: 'delivery_failed' }, 502);
    }
    return json({ ok: true, delivered: true }, 200);
  };
}
