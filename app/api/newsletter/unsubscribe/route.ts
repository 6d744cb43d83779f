import { UNSUBSCRIBE_PAGE } from '@/lib/newsletter/pages';
import { subscriberStore } from '@/lib/newsletter/subscribers';
import { createTokenPost } from '@/lib/newsletter/token-post';

export const dynamic = 'force-dynamic';

// The unsubscribe page's button: the address is deleted from the list at once.
export const POST = createTokenPost('newsletter-unsubscribe', UNSUBSCRIBE_PAGE.meta.path, async (token) => {
  const removed = token ? await (await subscriberStore()).unsubscribe(token) : false;
  return removed ? 'removed' : 'unknown';
});
