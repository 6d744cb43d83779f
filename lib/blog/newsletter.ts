import { z } from 'zod';

/**
 * The blog's newsletter sign-up (issue 6). The site keeps no list of its own: with NEWSLETTER_WEBHOOK_URL
 * set, a valid address is forwarded there; without it the reader is told plainly that nothing was sent.
 */

export const newsletterSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});

export type NewsletterResult = { status: number; body: { ok: boolean; message: string } };

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address, like name@example.com.',
  notRunning:
    'Our newsletter is not running yet, so your address was not sent or stored anywhere. Bookmark the blog or follow us to catch new articles.',
  failed: 'We could not reach our newsletter service, so you are not subscribed yet. Please try again later.',
  subscribed: 'Thanks! You are on the list for new articles from our Hampton Roads repair team.',
} as const;

type Fetcher = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok'>>;

export async function subscribeToNewsletter(input: unknown, webhookUrl: string | undefined, fetcher: Fetcher = fetch, now: Date = new Date()): Promise<NewsletterResult> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { status: 400, body: { ok: false, message: NEWSLETTER_MESSAGES.invalid } };
  if (!webhookUrl) return { status: 503, body: { ok: false, message: NEWSLETTER_MESSAGES.notRunning } };
  try {
    const response = await fetcher(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: parsed.data.email, source: 'blog', subscribedAt: now.toISOString() }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return { status: 502, body: { ok: false, message: NEWSLETTER_MESSAGES.failed } };
  } catch {
    return { status: 502, body: { ok: false, message: NEWSLETTER_MESSAGES.failed } };
  }
  return { status: 200, body: { ok: true, message: NEWSLETTER_MESSAGES.subscribed } };
}
