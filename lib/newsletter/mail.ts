import { messageIdHost, type MailMessage } from '@/lib/mail/message';
import { siteConfig } from '@/lib/site/config';

/** What the newsletter sends: the confirmation e-mail (double opt-in) and the body handed to NEWSLETTER_WEBHOOK_URL. */

export function newsletterConfirmationEmail(
  subscriber: { id: string; email: string },
  tokens: { confirmToken: string; unsubscribeToken: string },
  { from, siteUrl }: { from: string; siteUrl: string },
): MailMessage {
  const confirmUrl = `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(tokens.confirmToken)}`;
  const unsubscribeUrl = `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribeToken)}`;
  return {
    from,
    to: subscriber.email,
    subject: `Confirm your subscription to the ${siteConfig.name} blog`,
    text: [
      `Someone, hopefully you, asked to receive new articles from the ${siteConfig.name} blog at this address.`,
      '',
      'To confirm, open this link within 48 hours:',
      confirmUrl,
      '',
      'If it was not you, ignore this e-mail: nothing will be sent, and the request is deleted after 48 hours.',
      '',
      `Unsubscribe at any time: ${unsubscribeUrl}`,
    ].join('\n'),
    messageId: `<newsletter-${subscriber.id}-${Date.now()}@${messageIdHost(siteUrl)}>`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

export type NewsletterSignupDelivery = { email: string; source: 'blog'; subscriberId: string; subscribedAt: string };
