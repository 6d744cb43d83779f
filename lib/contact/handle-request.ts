import type { Lead, NewLead } from '@/lib/leads/types';
import type { RateLimiter } from './rate-limit';
import { contactRequestSchema, fieldErrors, HONEYPOT_FIELD } from './schema';

/**
 * POST /api/contact. A request is stored before the visitor is thanked; delivery (e-mail, webhook)
 * happens afterwards from the outbox, so an outage of either never loses it. Answers:
 * - 200 {ok, leadId} once the request is stored; also 200 {ok} when the honeypot was filled
 *   (a bot gets the same answer as a person, and nothing is stored);
 * - 400 invalid JSON or fields, 413 too large, 429 too many requests;
 * - 503 not_stored when the database cannot take it: the form keeps the text and shows the phone.
 */

/** Far above the largest valid request (5,000-character message plus the short fields). */
export const MAX_BODY_CHARS = 20_000;

export type ContactHandlerDeps = {
  limiter: RateLimiter;
  /** Stores the lead (and queues its deliveries); throws when it cannot. */
  saveLead: (lead: NewLead) => Promise<Lead>;
  /** Called once the lead is stored, e.g. to start delivering at once. */
  afterSave?: (lead: Lead) => void;
};

export type ContactResponseBody =
  | { ok: true; leadId?: string }
  | { ok: false; error: 'invalid_json' | 'invalid' | 'too_large' | 'rate_limited' | 'not_stored'; fields?: Record<string, string> };

function json(body: ContactResponseBody, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** The client's address as the proxy in front of the server reports it. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}

export function createContactHandler({ limiter, saveLead, afterSave }: ContactHandlerDeps) {
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
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return json({ ok: true }, 200);

    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return json({ ok: false, error: 'invalid', fields: fieldErrors(parsed.error) }, 400);

    let lead: Lead;
    try {
      lead = await saveLead({ ...parsed.data, source: new URL(request.url).origin });
    } catch (error) {
      // No personal data in the log: only why the store refused.
      console.error(`Contact request NOT stored: ${error instanceof Error ? error.message : String(error)}`);
      return json({ ok: false, error: 'not_stored' }, 503);
    }
    afterSave?.(lead);
    return json({ ok: true, leadId: lead.id }, 200);
  };
}
