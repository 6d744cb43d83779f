import { NEWSLETTER_MESSAGES, newsletterSchema, subscribeToNewsletter } from '@/lib/newsletter/sign-up';
import { HONEYPOT_FIELD } from '@/lib/contact/form';
import { serverEnv } from '@/lib/process/env';
import { subscriberStore } from '@/lib/newsletter/subscribers';
import { kickOutbox, newsletterAvailability } from '@/lib/outbox';
import { guardPost } from '@/lib/request/guard';
import { honeypotFilled, POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { routeLimiter } from '@/lib/request/route-limiter';

// Shared by all instances with REDIS_URL. The box posts JSON from our own pages only.
const limiter = routeLimiter('newsletter', POST_LIMITS.newsletter);
const isValidRequest = (body: Record<string, unknown>) => newsletterSchema.safeParse(body).success;

export async function POST(request: Request) {
  const env = serverEnv();
  const guarded = await guardPost(request, { limiter, validate: isValidRequest, maxBytes: POST_MAX_BYTES.newsletter, accept: 'json', trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
  if (!guarded.ok) return guarded.response;
  const headers = { 'Cache-Control': 'no-store' };
  if (honeypotFilled(guarded.body, HONEYPOT_FIELD)) return Response.json({ ok: true, message: NEWSLETTER_MESSAGES.subscribed }, { headers });
  const result = await subscribeToNewsletter(guarded.body, {
    mode: newsletterAvailability(),
    subscribe: async (email, options) => {
      const outcome = await (await subscriberStore()).subscribe(email, options);
      await kickOutbox();
      return outcome;
    },
  });
  return Response.json(result.body, { status: result.status, headers: { ...headers, ...result.headers } });
}
