import { createContactHandler } from '@/lib/contact/handle-request';
import { contactRequestSchema } from '@/lib/contact/schema';
import { serverEnv } from '@/lib/process/env';
import { submitLead } from '@/lib/outbox';
import { guardPost } from '@/lib/request/guard';
import { POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { routeLimiter } from '@/lib/request/route-limiter';

// Sized on the first request from the runtime setting; shared by all instances with REDIS_URL.
const limiter = routeLimiter('contact', () => ({ ...POST_LIMITS.contact, limit: serverEnv().CONTACT_RATE_LIMIT ?? POST_LIMITS.contact.limit }));
const isValidRequest = (body: Record<string, unknown>) => contactRequestSchema.safeParse(body).success;

const handle = createContactHandler({ saveLead: submitLead, source: () => serverEnv().SITE_URL });

export async function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  const guarded = await guardPost(request, { limiter, validate: isValidRequest, maxBytes: POST_MAX_BYTES.contact, accept: 'json', trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
  if (!guarded.ok) return guarded.response;
  return handle(guarded.body);
}
