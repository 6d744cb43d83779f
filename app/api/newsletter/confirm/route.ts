import { CONFIRM_PAGE } from '@/lib/newsletter/pages';
import { subscriberStore } from '@/lib/newsletter/subscribers';
import { createTokenPost } from '@/lib/newsletter/token-post';
import { kickOutbox, newsletterAvailability } from '@/lib/outbox';

export const dynamic = 'force-dynamic';

// The confirm page's button: the sign-up becomes a subscription, handed to the newsletter webhook when one is set.
export const POST = createTokenPost('newsletter-confirm', CONFIRM_PAGE.meta.path, async (token) => {
  if (!token) return 'unknown';
  const result = await (await subscriberStore()).confirmSubscriber(token, { notifyWebhook: newsletterAvailability()?.notifyWebhook ?? false });
  await kickOutbox();
  return result;
});
