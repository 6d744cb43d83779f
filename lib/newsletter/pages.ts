import type { ConfirmOutcome } from './subscribers';

/** Copy of the newsletter's confirm and unsubscribe pages, one entry per state a reader can reach. */

export type NewsletterPageState = { heading: string; text: string; tone: 'success' | 'info' | 'error' };

export const CONFIRM_PAGE = {
  meta: { title: 'Confirm your newsletter subscription', description: 'Confirm that you want new articles from our blog by e-mail.', path: '/newsletter/confirm', noindex: true },
  ask: {
    heading: 'Confirm your subscription',
    text: 'Press the button to start receiving one short e-mail when we publish a new article about inspection repairs in Hampton Roads.',
    tone: 'info',
  },
  button: 'Confirm my subscription',
  /** Where the button posts (app/api/newsletter/confirm). */
  action: '/api/newsletter/confirm',
  results: {
    confirmed: { heading: 'You are subscribed', text: 'Thanks! We will e-mail you when we publish a new article. Every e-mail has a link to unsubscribe.', tone: 'success' },
    expired: {
      heading: 'This link has expired',
      text: 'Confirmation links work for 48 hours. Sign up again in the box on the blog and we will send you a fresh one.',
      tone: 'error',
    },
    unknown: {
      heading: 'This link does not work',
      text: 'It may have been copied incompletely, or the sign-up was removed. Sign up again in the box on the blog to get a new link.',
      tone: 'error',
    },
  } satisfies Record<ConfirmOutcome, NewsletterPageState>,
} as const;

export const UNSUBSCRIBE_PAGE = {
  meta: { title: 'Unsubscribe from the newsletter', description: 'Stop receiving new articles from our blog by e-mail.', path: '/newsletter/unsubscribe', noindex: true },
  ask: { heading: 'Unsubscribe from our newsletter', text: 'Press the button and we will delete your e-mail address from our list straight away.', tone: 'info' },
  button: 'Unsubscribe and delete my address',
  /** Where the button posts (app/api/newsletter/unsubscribe). */
  action: '/api/newsletter/unsubscribe',
  results: {
    removed: { heading: 'You are unsubscribed', text: 'Your address has been deleted from our list. You will not receive any more e-mails from the blog.', tone: 'success' },
    unknown: {
      heading: 'Nothing to unsubscribe',
      text: 'This address is not on our list, perhaps because you already unsubscribed. You will not receive any e-mails from the blog.',
      tone: 'info',
    },
  } satisfies Record<'removed' | 'unknown', NewsletterPageState>,
} as const;

/** The one query value a page reads: a token of the form we issue (base64url, 43 characters). */
export function tokenFrom(value: string | string[] | undefined): string | null {
  const token = Array.isArray(value) ? value[0] : value;
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
