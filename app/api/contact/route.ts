import { createContactHandler } from '@/lib/contact/handle-request';
import { absoluteUrl, serverEnv } from '@/lib/env';
import { guardPost } from '@/lib/request/guard';
import { POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { createRateLimiter, type RateLimiter } from '@/lib/request/rate-limit';

// One allowance table per server instance; the webhook URL is read at request time (a runtime setting).
const limiter = createRateLimiter(POST_LIMITS.contact);
// The guard has already taken this request from the client's allowance.
const alreadyCharged: RateLimiter = { hit: () => ({ allowed: true, remaining: 1, retryAfterMs: 0 }), peek: () => ({ allowed: true, remaining: 1, retryAfterMs: 0 }), reset: () => undefined };

const handle = createContactHandler({ webhookUrl: () => serverEnv().CONTACT_WEBHOOK_URL, limiter: alreadyCharged });

export async function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  const guarded = await guardPost(request, { limiter, maxBytes: POST_MAX_BYTES.contact, accept: 'json', trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
  if (!guarded.ok) return guarded.response;
  // The handler reads the body it is given and takes the lead's source from this URL: SITE_URL, never the Host header.
  return handle(new Request(absoluteUrl('/api/contact', env), { method: 'POST', headers: { 'content-type': 'application/json' }, body: guarded.text }));
}
