import type { ContactDelivery } from './webhook';
import { siteConfig } from '@/lib/site-config';
import { locationLabel, serviceLabel, urgencyLabel } from './labels';
import { leadReference } from './reference';
import type { Lead } from './types';

/**
 * What each delivery says. E-mails are plain text a person reads on a phone; each carries the lead
 * id in its Message-ID and an X-Lead-Id header, and each webhook body carries it too, so a receiver
 * that gets a retried delivery twice can drop the repeat.
 */

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
};

/** Header values from visitors: one line, no control characters, bounded. */
function oneLine(text: string, max = 120): string {
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function messageIdHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

const receivedFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'full',
  timeStyle: 'short',
});

export function leadConsoleUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin/leads/${encodeURIComponent(leadId)}`;
}

export function leadEmail(lead: Lead, { from, to, siteUrl }: { from: string; to: string; siteUrl: string }): MailMessage {
  const service = serviceLabel(lead.serviceType);
  const city = locationLabel(lead.location);
  const urgency = urgencyLabel(lead.urgency);
  const firstName = oneLine(lead.name).split(' ')[0] ?? '';
  const text = [
    `New quote request from ${siteConfig.name}'s website.`,
    '',
    `Name:     ${oneLine(lead.name, 200)}`,
    `Email:    ${lead.email}`,
    `Phone:    ${lead.phone}`,
    `Service:  ${service}`,
    `City:     ${city}`,
    `Urgency:  ${urgency}`,
    `Received: ${receivedFormat.format(lead.createdAt)} (Eastern)`,
    '',
    'Message:',
    lead.message,
    '',
    `Reply to this e-mail to answer ${firstName} directly, or call ${lead.phone}.`,
    `Open the lead in the console: ${leadConsoleUrl(siteUrl, lead.id)}`,
    '',
    `Reference: ${leadReference(lead.id)} (the visitor was given it)`,
    `Lead id: ${lead.id}`,
  ].join('\n');
  return {
    from,
    to,
    replyTo: { name: oneLine(lead.name), address: lead.email },
    subject: oneLine(`${urgency === urgencyLabel('emergency') ? 'EMERGENCY ' : ''}Quote request: ${service} in ${city} from ${lead.name}`, 160),
    text,
    messageId: `<lead-${lead.id}@${messageIdHost(siteUrl)}>`,
    headers: { 'X-Lead-Id': lead.id },
  };
}

export function leadWebhookBody(lead: Lead): ContactDelivery {
  return {
    formName: 'contact_request',
    leadId: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    serviceType: lead.serviceType as ContactDelivery['serviceType'],
    location: lead.location as ContactDelivery['location'],
    urgency: lead.urgency as ContactDelivery['urgency'],
    message: lead.message,
    submittedAt: lead.createdAt.toISOString(),
    source: lead.source,
  };
}

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
