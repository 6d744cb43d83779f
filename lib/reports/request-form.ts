import { z } from 'zod';
import { parseAttribution } from '@/lib/attribution/schema';
import { contactRequestSchema, fieldErrors, HONEYPOT_FIELD } from '@/lib/contact/schema';
import { REQUESTER_ROLES, type Lead, type NewLead } from '@/lib/leads';
import { ReportAlreadySentError, type StoredReport } from './store';
import { UPLOAD_PAGE } from './paths';
import { errorText } from '@/lib/process/error-text';
import { STORE_FAILURE_HEADERS } from '@/lib/request/store-failure';

/**
 * POST /api/inspection-report/<id>/request: the visitor's contact details, the findings they kept
 * ticked (`item`, repeated) and two optional facts for planning (the repair deadline and who is
 * asking). The request guard has already admitted the body. A form post is answered with a redirect
 * (303) to the results page, which then says the request was sent or which fields to fix; the page's
 * own script is not needed.
 */

export const REQUEST_FIELDS = ['name', 'email', 'phone', 'location', 'message', 'repairDeadline', 'requesterRole'] as const;

/** The latest deadline taken: two years ahead covers any closing or repair addendum. */
const MAX_DEADLINE_DAYS = 2 * 366;

export function deadlineProblem(value: string, today: Date): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter the date as shown by the date picker (YYYY-MM-DD)';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return 'Enter a real date';
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 86_400_000;
  if (date.getTime() < start) return 'The deadline has passed: enter today or a later date';
  if (date.getTime() > start + MAX_DEADLINE_DAYS * 86_400_000) return 'Enter a date within the next two years';
  return undefined;
}

export function reportRequestSchema(today: Date) {
  return contactRequestSchema.pick({ name: true, email: true, phone: true, location: true, urgency: true }).extend({
    message: z.string().trim().max(5000, 'At most 5000 characters').default(''),
    repairDeadline: z
      .string()
      .trim()
      .default('')
      .superRefine((value, context) => {
        const problem = value ? deadlineProblem(value, today) : undefined;
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    requesterRole: z.union([z.enum(REQUESTER_ROLES, 'Choose who is asking'), z.literal('')]).default(''),
  });
}

export type ReportRequestDeps = {
  getReport: (id: string) => Promise<StoredReport | null>;
  saveLead: (lead: NewLead) => Promise<Lead>;
  source: () => string;
  now?: () => Date;
};

export type ParsedBody = { body: Record<string, unknown>; items: string[] };

/** The ticked items: repeated `item` fields of a form, or an `items` array of JSON. */
export function tickedItems(body: Record<string, unknown>, text: string, isForm: boolean): string[] {
  if (isForm) return new URLSearchParams(text).getAll('item').slice(0, 1000);
  const items = body.items;
  return Array.isArray(items) ? items.slice(0, 1000).map(String) : [];
}

/** The script's JSON, or a browser's redirect; only the JSON carries `headers` (a redirect with Retry-After would only be delayed). */
function answer(json: boolean, status: number, body: Record<string, unknown>, location: string, headers: Readonly<Record<string, string>> = {}): Response {
  if (json) return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

export function createReportRequestHandler(deps: ReportRequestDeps) {
  const now = deps.now ?? (() => new Date());
  return async function handleReportRequest(id: string, { body, items }: ParsedBody, json: boolean): Promise<Response> {
    const page = `${UPLOAD_PAGE}/${id}`;
    const report = await deps.getReport(id);
    if (!report) return answer(json, 404, { ok: false, error: 'unknown_report' }, `${UPLOAD_PAGE}?error=expired`);
    if (report.leadId) return answer(json, 409, { ok: false, error: 'already_sent' }, `${page}?sent=1`);
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return answer(json, 200, { ok: true }, `${page}?sent=1`);

    const parsed = reportRequestSchema(now()).safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error as never) as Record<string, string>;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && !(field in fields)) fields[field] = issue.message;
      }
      return answer(json, 400, { ok: false, error: 'invalid', fields }, `${page}?error=invalid&fields=${Object.keys(fields).join(',')}`);
    }
    const known = new Set(report.findings.map((finding) => finding.id));
    const selected = [...new Set(items.map(Number).filter((value) => Number.isInteger(value) && known.has(value)))];
    if (report.status === 'read' && report.findings.length > 0 && selected.length === 0) {
      return answer(json, 400, { ok: false, error: 'no_items' }, `${page}?error=no_items`);
    }
    const { repairDeadline, requesterRole, message, ...contact } = parsed.data;
    const lines = message || `Please quote the ${selected.length} repair${selected.length === 1 ? '' : 's'} ticked from my inspection report.`;
    try {
      const lead = await deps.saveLead({
        ...contact,
        serviceType: 'inspection',
        message: lines,
        source: deps.source(),
        attribution: parseAttribution(body.attribution),
        repairDeadline: repairDeadline || null,
        requesterRole: requesterRole || null,
        report: { id, selected },
      });
      return answer(json, 200, { ok: true, leadId: lead.id }, `${page}?sent=1`);
    } catch (error) {
      if (error instanceof ReportAlreadySentError) return answer(json, 409, { ok: false, error: 'already_sent' }, `${page}?sent=1`);
      console.error(`Report request NOT stored: ${errorText(error)}`);
      return answer(json, 503, { ok: false, error: 'not_stored' }, `${page}?error=not_stored`, STORE_FAILURE_HEADERS);
    }
  };
}
