import { createContactHandler } from '@/lib/contact/handle-request';
import { CONTACT_RATE_LIMIT, createRateLimiter } from '@/lib/contact/rate-limit';
import { serverEnv } from '@/lib/env';

// One limiter per server instance; the webhook URL is read at request time (a runtime setting).
const limiter = createRateLimiter(CONTACT_RATE_LIMIT);

export const POST = createContactHandler({
  webhookUrl: () => serverEnv().CONTACT_WEBHOOK_URL,
  limiter,
});
