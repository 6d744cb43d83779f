import 'server-only';
import { createContactUploadHandler } from '@/lib/contact/with-report';
import { serverEnv, type ServerEnv } from '@/lib/process/env';
import { siteDatabase } from '@/lib/site-database';
import { submitLead } from '@/lib/outbox';
import { guardPost } from '@/lib/request/guard';
import { POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { routeLimiter } from '@/lib/request/route-limiter';
import { readLimits, readReport } from './read-report';
import { createReportRequestHandler, reportRequestSchema, tickedItems } from './request-form';
import { createReportStore } from './store';
import { createUploadHandler } from './upload-request';

/**
 * The report routes wired to this server: its database, its limiters (per instance, or shared by all
 * instances through Redis when REDIS_URL is set) and its settings.
 */

const uploadLimiter = routeLimiter('upload', POST_LIMITS.upload);
// A report's request is a contact request: it spends the same allowance as the contact form's.
const requestLimiter = routeLimiter('contact', () => ({ ...POST_LIMITS.contact, limit: serverEnv().CONTACT_RATE_LIMIT ?? POST_LIMITS.contact.limit }));
/** Only a request the handler would accept spends the allowance; the handler names what is wrong with the others. */
const isValidRequest = (body: Record<string, unknown>) => reportRequestSchema(new Date()).safeParse(body).success;

export async function reportStore() {
  return createReportStore(await siteDatabase());
}

export function reportUploadHandler(env: ServerEnv) {
  return createUploadHandler({
    limiter: uploadLimiter,
    read: (bytes) => readReport(bytes, readLimits(env)),
    saveReport: async (report) => (await reportStore()).saveReport(report),
    siteUrl: env.SITE_URL,
    trust: env.TRUSTED_PROXIES,
  });
}

export function reportRequestHandler(env: ServerEnv) {
  const handle = createReportRequestHandler({
    getReport: async (reportId) => (await reportStore()).getReport(reportId),
    saveLead: submitLead,
    source: () => env.SITE_URL,
  });
  return async (request: Request, id: string): Promise<Response> => {
    const guarded = await guardPost(request, { limiter: requestLimiter, validate: isValidRequest, maxBytes: POST_MAX_BYTES.contact, accept: 'both', trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
    if (!guarded.ok) return guarded.response;
    const isForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    const json = (request.headers.get('accept') ?? '').includes('application/json');
    return handle(id, { body: guarded.body, items: tickedItems(guarded.body, guarded.text, isForm) }, json);
  };
}

/**
 * The contact form sent as multipart (without JavaScript, or with a report attached): the same upload
 * allowance, reader and store as the report page, and the contact allowance report requests spend.
 */
export function contactUploadHandler(env: ServerEnv) {
  return createContactUploadHandler({
    contactLimiter: requestLimiter,
    uploadLimiter,
    read: (bytes) => readReport(bytes, readLimits(env)),
    saveReport: async (report) => (await reportStore()).saveReport(report),
    saveLead: submitLead,
    siteUrl: env.SITE_URL,
    trust: env.TRUSTED_PROXIES,
  });
}
