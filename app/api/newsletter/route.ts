import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from '@/lib/newsletter/sign-up';
import { HONEYPOT_FIELD } from '@/lib/contact/form';
import { serverEnv } from '@/lib/env';
import { leadService, newsletterAvailability } from '@/lib/leads/service';
import { guardPost } from '@/lib/request/guard';
import { honeypotFilled, POST_LIMITS, POST_MAX_BYTES } from '@/lib/request/limits';
import { createRateLimiter } from '@/lib/request/rate-limit';

// One allowance table per server instance. The box posts JSON from our own pages only.
const limiter = createRateLimiter(POST_LIMITS.newsletter);

export async function POST(request: Request) {
  const env = serverEnv();
  const guarded = await guardPost(request, { limiter, maxBytes: POST_MAX_BYTES.newsletter, accept: 'json', trust: env.TRUSTED_PROXIES, siteUrl: env.SITE_URL });
  if (!guarded.ok) return guarded.response;
  const headers = { 'Cache-Control': 'no-store' };
  if (honeypotFilled(guarded.body, HONEYPOT_FIELD)) return Response.json({ ok: true, message: NEWSLETTER_MESSAGES.subscribed }, { headers });
  const result = await subscribeToNewsletter(guarded.body, {
    mode: newsletterAvailability(),
    subscribe: async (email, options) => {
      const { store, worker } = await leadService();
      const outcome = await store.subscribe(email, options);
      worker.kick();
      return outcome;
    },
  });
  return Response.json(result.body, { status: result.status, headers });
}
