import 'server-only';
import type { ServerEnv } from '@/lib/env';
import { database } from '@/lib/db';
import { submitLead } from '@/lib/leads/service';
import { guardPost } from '@/lib/request/guard';
import { POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { createRateLimiter, type RateLimiter } from '@/lib/request/rate-limit';
import { readReport } from './read-report';
import { createReportRequestHandler, tickedItems } from './request-form';
import { createReportStore } from './store';
import { createUploadHandler } from './upload-request';

/** The report routes wired to this server: its database, its limiters (one table per instance) and its settings. */

let uploadLimiter: RateLimiter | undefined;
let requestLimiter: RateLimiter | undefined;

export async function reportStore() {
  return createReportStore(await database());
}

export function reportUploadHandler(env: ServerEnv) {
  uploadLimiter ??= createRateLimiter(POST_LIMITS.upload);
  return createUploadHandler({
    limiter: uploadLimiter,
    read: (bytes) => readReport(bytes),
    saveReport: async (report) => (await reportStore()).saveReport(report),
    siteUrl: env.SITE_URL,
    trust: env.TRUSTED_PROXIES,
  });
}

export function reportRequestHandler(env: ServerEnv) {
  requestLimiter ??= createRateLimiter({ ...POST_LIMITS.contact, limit: env.CONTACT_RATE_LIMIT ?? POST_LIMITS.contact.limit });
  const handle = createReportRequestHandler({
    getReport: async (reportId) => (await reportStore()).getReport(reportId),
    saveLead: submitLead,
    source: () => env.SITE_URL,
  });
  return async (request: Request, id: string): Promise<Response> => {
    const guarded = await guardPost(request, { limiter: requestLimiter!, maxBytes: POST_MAX_BYTES.contact, accept: 'both', trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
    if (!guarded.ok) return guarded.response;
    const isForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    const json = (request.headers.get('accept') ?? '').includes('application/json');
    return handle(id, { body: guarded.body, items: tickedItems(guarded.body, guarded.text, isForm) }, json);
  };
}
