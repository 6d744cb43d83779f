import { parseAttribution } from '@/lib/attribution/schema';
import { leadReference, type Lead, type NewLead } from '@/lib/leads';
import { contactRequestSchema, fieldErrors, HONEYPOT_FIELD } from './schema';
import { errorText } from '@/lib/process/error-text';
import { STORE_FAILURE_HEADERS } from '@/lib/request/store-failure';

/**
 * POST /api/contact. A request is stored before the visitor is thanked; delivery (e-mail, webhook)
 * happens afterwards from the outbox, so an outage of either never loses it. Answers:
 * - 200 {ok, leadId, reference} once the request is stored (the reference is what the visitor quotes); also 200 {ok} when the honeypot was filled
 *   (a bot gets the same answer as a person, and nothing is stored);
 * - 400 invalid fields (the guard answers 400 invalid JSON, 403 cross-site, 413 too large, 415, 429);
 * - 503 not_stored with Retry-After (a minute, as the form's message says) when the database cannot
 *   take it: the form keeps the text and shows the phone.
 */

export type ContactHandlerDeps = {
  /** Stores the lead (and queues its deliveries); throws when it cannot. */
  saveLead: (lead: NewLead) => Promise<Lead>;
  /** The site's own origin (SITE_URL): the lead's source, never taken from request headers. */
  source: () => string;
};

export type ContactResponseBody =
  | { ok: true; leadId?: string; reference?: string }
  | { ok: false; error: 'invalid' | 'not_stored'; fields?: Record<string, string> };

function json(body: ContactResponseBody, status: number, headers: Readonly<Record<string, string>> = { 'cache-control': 'no-store' }): Response {
  return Response.json(body, { status, headers });
}

/**
 * Takes a body that the request guard has already admitted (same origin, within the size cap and
 * the client's allowance, parsed as a JSON object).
 */
export function createContactHandler({ saveLead, source }: ContactHandlerDeps) {
  return async function handleContactRequest(body: Record<string, unknown>): Promise<Response> {
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return json({ ok: true }, 200);

    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return json({ ok: false, error: 'invalid', fields: fieldErrors(parsed.error) }, 400);

    let lead: Lead;
    try {
      // The visit's attribution is optional: a missing or malformed one never costs the visitor their request.
      lead = await saveLead({ ...parsed.data, source: source(), attribution: parseAttribution(body.attribution) });
    } catch (error) {
      // No personal data in the log: only why the store refused.
      console.error(`Contact request NOT stored: ${errorText(error)}`);
      return json({ ok: false, error: 'not_stored' }, 503, STORE_FAILURE_HEADERS);
    }
    return json({ ok: true, leadId: lead.id, reference: leadReference(lead.id) }, 200);
  };
}
