import { createContactHandler } from '@/lib/contact/handle-request';
import { serverEnv } from '@/lib/env';
import { submitLead } from '@/lib/leads/service';
import { guardPost } from '@/lib/request/guard';
import { POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { createRateLimiter, type RateLimiter } from '@/lib/request/rate-limit';

// One allowance table per server instance, sized on the first request from the runtime setting.
let limiter: RateLimiter | undefined;

const handle = createContactHandler({ saveLead: submitLead, source: () => serverEnv().SITE_URL });

export async function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  limiter ??= createRateLimiter({ ...POST_LIMITS.contact, limit: env.CONTACT_RATE_LIMIT ?? POST_LIMITS.contact.limit });
  const guarded = await guardPost(request, { limiter, maxBytes: POST_MAX_BYTES.contact, accept: 'json', trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
  if (!guarded.ok) return guarded.response;
  return handle(guarded.body);
}
