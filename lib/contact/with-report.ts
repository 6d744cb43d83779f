import { parseAttribution } from '@/lib/attribution/schema';
import { leadReference, type Lead, type NewLead } from '@/lib/leads';
import { readMultipartForm } from '@/lib/request/body';
import { clientAddress, type TrustedProxies } from '@/lib/request/client-address';
import { GUARD_MESSAGES } from '@/lib/request/guard';
import { POST_MAX_BYTES } from '@/lib/request/limits';
import { STORE_FAILURE_HEADERS } from '@/lib/request/store-failure';
import type { ReadOutcome } from '@/lib/reports/read-report';
import { readAndStoreReport } from '@/lib/reports/intake';
import { checkUpload, REFUSAL_MESSAGES, type UploadRefusal } from '@/lib/reports/read-report';
import { errorText } from '@/lib/process/error-text';
import type { NewReport, StoredReport } from '@/lib/reports/store';
import { UPLOAD_MESSAGES, UPLOAD_STATUS } from '@/lib/reports/upload-request';
import { CONTACT_ATTRIBUTION_FIELD, CONTACT_REPORT_FIELD, CONTACT_RESULT_PAGE } from './form';
import { contactRequestSchema, fieldErrors, HONEYPOT_FIELD } from './schema';

/**
 * POST /api/contact/report: the contact form as multipart/form-data, with an optional inspection
 * report (one PDF in the `report` field). This is where the form posts without JavaScript, and where
 * its script sends it when a file is chosen (with `Accept: application/json`).
 *
 * Checks run cheapest first: same origin, type, the body read under the upload cap, the honeypot,
 * the contact fields, one file with the PDF signature; only then are the client's allowances taken
 * (the contact one always, the upload one when a file came), and only then is the file read in the
 * report worker. A file is checked, limited, read and stored exactly as on the report page, and the
 * lead carries it with every finding ticked: the owner's e-mail, webhook and console show the items
 * and the download as for a report request.
 *
 * Answers: JSON {ok, leadId, reference} (200), {ok:false, error, message, fields?}; without JavaScript
 * a 303 to the result page (`?sent=<reference>`, with `&report=<status>&items=<count>` when a report came;
 * or `?error=<code>&fields=<names>`).
 */

export type ContactUploadError = UploadRefusal | 'invalid' | 'rate_limited' | 'cross_site' | 'unsupported_type' | 'invalid_body' | 'not_stored';

export const CONTACT_UPLOAD_MESSAGES: Record<ContactUploadError, string> = {
  ...REFUSAL_MESSAGES,
  invalid: 'Please check the highlighted fields.',
  rate_limited: GUARD_MESSAGES.rate_limited,
  cross_site: GUARD_MESSAGES.cross_site,
  unsupported_type: GUARD_MESSAGES.unsupported_type,
  invalid_body: UPLOAD_MESSAGES.invalid_body,
  not_stored: 'Your request could not be sent just now. Please try again in a minute, or call us.',
};

const STATUS: Record<ContactUploadError, number> = { ...UPLOAD_STATUS, invalid: 400 };

/** The refusals that concern the file, shown beside the file field. */
export const FILE_ERRORS: ReadonlySet<ContactUploadError> = new Set<ContactUploadError>(['several_files', 'empty', 'too_large', 'not_pdf', 'encrypted', 'unreadable']);

export function isContactUploadError(value: string | undefined): value is ContactUploadError {
  return value !== undefined && Object.hasOwn(CONTACT_UPLOAD_MESSAGES, value);
}

type LimitAnswer = { allowed: boolean; retryAfterMs: number };
type Limiter = { hit(key: string): LimitAnswer | Promise<LimitAnswer> };

export type ContactUploadDeps = {
  /** The contact form's allowance (every request). */
  contactLimiter: Limiter;
  /** The report upload's allowance (only requests with a file). */
  uploadLimiter: Limiter;
  read: (bytes: Uint8Array) => Promise<ReadOutcome>;
  saveReport: (report: NewReport) => Promise<StoredReport>;
  saveLead: (lead: NewLead) => Promise<Lead>;
  siteUrl: string;
  trust: TrustedProxies;
  maxBytes?: number;
};

const TEXT_FIELDS = ['name', 'email', 'phone', 'serviceType', 'location', 'message', 'urgency', HONEYPOT_FIELD] as const;

export function createContactUploadHandler(deps: ContactUploadDeps) {
  const maxBytes = deps.maxBytes ?? POST_MAX_BYTES.upload;

  return async function handleContactUpload(request: Request): Promise<Response> {
    const json = (request.headers.get('accept') ?? '').includes('application/json');
    const fail = (error: ContactUploadError, extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {}): Response => {
      if (!request.bodyUsed) request.body?.cancel().catch(() => undefined);
      const headers = { 'cache-control': 'no-store', ...extra.headers };
      // A form post from another site is never redirected into ours.
      if (json || error === 'cross_site') {
        return Response.json({ ok: false, error, message: CONTACT_UPLOAD_MESSAGES[error], ...(extra.fields ? { fields: extra.fields } : {}) }, { status: STATUS[error], headers });
      }
      const query = new URLSearchParams({ error });
      if (extra.fields) query.set('fields', Object.keys(extra.fields).join(','));
      return new Response(null, { status: 303, headers: { ...headers, location: `${CONTACT_RESULT_PAGE}?${query.toString()}` } });
    };

    const multipart = await readMultipartForm(request, { siteUrl: deps.siteUrl, maxBytes });
    if (!multipart.ok) return fail(multipart.error);
    const form = multipart.form;
    const body: Record<string, unknown> = {};
    for (const name of TEXT_FIELDS) {
      const value = form.get(name);
      if (typeof value === 'string') body[name] = value;
    }
    const attribution = form.get(CONTACT_ATTRIBUTION_FIELD);
    if (typeof attribution === 'string' && attribution.length <= 20_000) {
      try {
        body.attribution = JSON.parse(attribution) as unknown;
      } catch {
        // A malformed attribution never costs the visitor their request.
      }
    }

    // A bot that fills every field gets the answer a person gets, and nothing is stored or read.
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') {
      return json ? Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } }) : new Response(null, { status: 303, headers: { location: `${CONTACT_RESULT_PAGE}?sent=`, 'cache-control': 'no-store' } });
    }

    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) return fail('invalid', { fields: fieldErrors(parsed.error) as Record<string, string> });

    // An empty file input still sends one part, with no name and no bytes: that is "no file".
    const files = form.getAll(CONTACT_REPORT_FIELD).filter((value): value is File => typeof value !== 'string' && !(value.size === 0 && value.name === ''));
    if (files.length > 1) return fail('several_files');
    const file = files[0];
    let bytes: Uint8Array | undefined;
    if (file) {
      bytes = new Uint8Array(await file.arrayBuffer());
      const refusal = checkUpload(bytes);
      if (refusal) return fail(refusal);
    }

    const key = clientAddress(request, deps.trust);
    for (const limiter of bytes ? [deps.contactLimiter, deps.uploadLimiter] : [deps.contactLimiter]) {
      const limit = await limiter.hit(key);
      if (!limit.allowed) return fail('rate_limited', { headers: { 'retry-after': String(Math.max(1, Math.ceil(limit.retryAfterMs / 1000))) } });
    }

    let report: StoredReport | undefined;
    if (file && bytes) {
      const intake = await readAndStoreReport(deps, file, bytes, 'Contact report');
      if (!intake.ok) return fail(intake.error);
      report = intake.report;
    }

    let lead: Lead;
    try {
      lead = await deps.saveLead({
        ...parsed.data,
        source: deps.siteUrl,
        attribution: parseAttribution(body.attribution),
        // Every finding goes to the owner: this form has no list to untick.
        ...(report ? { report: { id: report.id, selected: report.findings.map((finding) => finding.id) } } : {}),
      });
    } catch (error) {
      console.error(`Contact request NOT stored: ${errorText(error)}`);
      // The JSON answer says when to try again; a redirect back to the form carries no Retry-After
      // (on a 303 it would ask the browser to wait before following it).
      return fail('not_stored', json ? { headers: { ...STORE_FAILURE_HEADERS } } : {});
    }
    const reference = leadReference(lead.id);
    const summary = report ? { report: { status: report.status, items: report.findings.length } } : {};
    if (json) return Response.json({ ok: true, leadId: lead.id, reference, ...summary }, { headers: { 'cache-control': 'no-store' } });
    const query = new URLSearchParams({ sent: reference });
    if (report) {
      query.set('report', report.status);
      query.set('items', String(report.findings.length));
    }
    return new Response(null, { status: 303, headers: { location: `${CONTACT_RESULT_PAGE}?${query.toString()}`, 'cache-control': 'no-store' } });
  };
}
