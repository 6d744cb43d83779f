import { z } from 'zod';
import type { SubscribeOptions, SubscribeOutcome } from '@/lib/newsletter/subscribers';
import { errorText } from '@/lib/process/error-text';
import { STORE_FAILURE_RETRY_AFTER_SECONDS } from '@/lib/request/store-failure';

/**
 * The blog's newsletter sign-up. The address is stored first; with SMTP configured the reader gets a
 * confirmation link (double opt-in) and is on the list only once they use it; with only
 * NEWSLETTER_WEBHOOK_URL the address is handed to that service, which confirms it itself. With
 * neither, the reader is told plainly that sign-up is not available and nothing is stored.
 */

export const newsletterSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});

/**
 * What the form is told. `error` says which refusal it is: `not_running` is the site's choice (no
 * provider configured) and is shown as information; `invalid` and `not_stored` are problems to act on.
 */
export type NewsletterResult = {
  status: number;
  headers?: Record<string, string>;
  body: { ok: boolean; message: string; error?: 'invalid' | 'not_running' | 'not_stored' };
};

/** When a reader may try again after the database refused the address (the message says "in a minute"). */
export const RETRY_AFTER_STORE_FAILURE_SECONDS = STORE_FAILURE_RETRY_AFTER_SECONDS;

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address, like name@example.com.',
  notRunning:
    'Newsletter sign-up is not available yet, so your address was not sent or stored anywhere. Bookmark the blog or follow us to catch new articles.',
  failed: 'We could not save your sign-up just now, so you are not subscribed yet. Your address is still in the box: please try again in a minute.',
  confirm: 'Almost done: we sent you an email with a confirmation link. Open it within 48 hours to start receiving new articles.',
  subscribed: 'Thanks! You are on the list for new articles from our Hampton Roads repair team.',
} as const;

export type NewsletterDeps = {
  /** How sign-ups work here, or null when the newsletter is not available. */
  mode: SubscribeOptions | null;
  subscribe: (email: string, options: SubscribeOptions) => Promise<SubscribeOutcome>;
};

/**
 * What the reader is told. An address already on the list gets the same answer as a new one in the
 * same mode, so the form never tells a stranger whether someone is subscribed.
 */
function outcomeMessage(outcome: SubscribeOutcome, mode: SubscribeOptions): string {
  if (outcome === 'confirmation_queued') return NEWSLETTER_MESSAGES.confirm;
  if (outcome === 'subscribed') return NEWSLETTER_MESSAGES.subscribed;
  return mode.confirmByEmail ? NEWSLETTER_MESSAGES.confirm : NEWSLETTER_MESSAGES.subscribed;
}

export async function subscribeToNewsletter(input: unknown, { mode, subscribe }: NewsletterDeps): Promise<NewsletterResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { status: 400, body: { ok: false, error: 'invalid', message: NEWSLETTER_MESSAGES.invalid } };
  if (!mode) return { status: 503, body: { ok: false, error: 'not_running', message: NEWSLETTER_MESSAGES.notRunning } };
  try {
    const outcome = await subscribe(parsed.data.email, mode);
    return { status: 200, body: { ok: true, message: outcomeMessage(outcome, mode) } };
  } catch (error) {
    // The store is down (it cannot be written, or its open is backing off), not the request: 503 with when to
    // come back, as the contact form answers. No address in the log: only why the store refused.
    console.error(`Newsletter sign-up NOT stored: ${errorText(error)}`);
    return {
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_STORE_FAILURE_SECONDS) },
      body: { ok: false, error: 'not_stored', message: NEWSLETTER_MESSAGES.failed },
    };
  }
}
