import { readMultipartForm } from '@/lib/request/body';
import { clientAddress, type TrustedProxies } from '@/lib/request/client-address';
import { GUARD_MESSAGES } from '@/lib/request/guard';
import { POST_MAX_BYTES } from '@/lib/request/limits';
import { STORE_FAILURE_HEADERS } from '@/lib/request/store-failure';
import type { ReadOutcome, UploadRefusal } from './read-report';
import { checkUpload, REFUSAL_MESSAGES } from './read-report';
import { readAndStoreReport } from './intake';
import { resultsPath, UPLOAD_PAGE } from './paths';
import type { NewReport, StoredReport } from './store';

/**
 * POST /api/inspection-report: one PDF as multipart/form-data (field `report`). The page's script
 * sends it with `Accept: application/json` and gets JSON; a browser without JavaScript posts the form
 * and is sent (303) to the results page, or back to the form with the refusal's code.
 *
 * Checks run cheapest first, and the client's upload allowance is charged only once a file has
 * passed every check that costs nothing (same origin, type, declared size, the body read under its
 * cap, one file, the PDF signature): only a read costs the site something.
 */

export { UPLOAD_FIELD, UPLOAD_PAGE } from './paths';

export type UploadError = UploadRefusal | 'rate_limited' | 'cross_site' | 'unsupported_type' | 'invalid_body' | 'not_stored';

export const UPLOAD_MESSAGES: Record<UploadError, string> = {
  ...REFUSAL_MESSAGES,
  rate_limited: 'You have sent several reports in the last hour. Please wait a little and try again, or call us and we will take it from there.',
  cross_site: GUARD_MESSAGES.cross_site,
  unsupported_type: 'Please send the report with the form on this page.',
  invalid_body: 'The upload did not arrive whole. Please try again.',
  not_stored: 'We could not save your report just now. Please try again in a minute, or call us.',
};

/** The status of each refusal (a JSON answer's; a form post gets a 303 to the page with its code). */
export const UPLOAD_STATUS: Record<UploadError, number> = {
  no_file: 400,
  several_files: 400,
  empty: 400,
  too_large: 413,
  not_pdf: 415,
  encrypted: 422,
  unreadable: 422,
  rate_limited: 429,
  cross_site: 403,
  unsupported_type: 415,
  invalid_body: 400,
  not_stored: 503,
};

export function isUploadError(value: string | undefined): value is UploadError {
  return value !== undefined && Object.hasOwn(UPLOAD_MESSAGES, value);
}

/** The limiter's answer, now or (a shared store) later. */
type LimitAnswer = { allowed: boolean; retryAfterMs: number };

export type UploadDeps = {
  limiter: { hit(key: string): LimitAnswer | Promise<LimitAnswer> };
  read: (bytes: Uint8Array) => Promise<ReadOutcome>;
  saveReport: (report: NewReport) => Promise<StoredReport>;
  siteUrl: string;
  trust: TrustedProxies;
  maxBytes?: number;
};

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}


export function createUploadHandler(deps: UploadDeps) {
  const maxBytes = deps.maxBytes ?? POST_MAX_BYTES.upload;

  return async function handleUpload(request: Request): Promise<Response> {
    const json = wantsJson(request);
    const fail = (error: UploadError, headers: Record<string, string> = {}): Response => {
      if (!request.bodyUsed) request.body?.cancel().catch(() => undefined);
      const common = { 'cache-control': 'no-store', ...headers };
      // A form post from another site is never redirected into ours.
      if (json || error === 'cross_site') return Response.json({ ok: false, error, message: UPLOAD_MESSAGES[error] }, { status: UPLOAD_STATUS[error], headers: common });
      return new Response(null, { status: 303, headers: { ...common, location: `${UPLOAD_PAGE}?error=${error}` } });
    };

    const multipart = await readMultipartForm(request, { siteUrl: deps.siteUrl, maxBytes });
    if (!multipart.ok) return fail(multipart.error);
    const form = multipart.form;
    const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
    const file = files[0];
    if (!file || (file.size === 0 && file.name === '')) return fail('no_file');
    if (files.length > 1) return fail('several_files');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const refusal = checkUpload(bytes);
    if (refusal) return fail(refusal);

    const limit = await deps.limiter.hit(clientAddress(request, deps.trust));
    if (!limit.allowed) return fail('rate_limited', { 'retry-after': String(Math.max(1, Math.ceil(limit.retryAfterMs / 1000))) });

    const intake = await readAndStoreReport(deps, file, bytes, 'Inspection report');
    // The JSON answer to a store failure says when to try again; a redirect back to the form carries
    // no Retry-After (on a 303 it would ask the browser to wait before following it).
    if (!intake.ok) return fail(intake.error, json && intake.error === 'not_stored' ? STORE_FAILURE_HEADERS : {});
    const stored = intake.report;
    const location = resultsPath(stored.id);
    // The size and fingerprint let the sender check that the whole file arrived; the findings let the
    // page's script draw the results in place, exactly as the results page would.
    if (json) {
      const results = { fileName: stored.fileName, status: stored.status, findings: stored.findings };
      return Response.json({ ok: true, id: stored.id, url: location, size: stored.size, sha256: stored.sha256, results }, { status: 201, headers: { 'cache-control': 'no-store' } });
    }
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  };
}
