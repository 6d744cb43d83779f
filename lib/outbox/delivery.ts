import type { Kysely } from 'kysely';
import { deliverToWebhook, type DeliveryResult } from './webhook';
import type { Database, DeliveryChannel } from '@/lib/site-database/schema';
import type { ServerEnv } from '@/lib/process/env';
import { leadReportSummary } from '@/lib/reports/store';
import type { MailMessage } from '@/lib/mail/message';
import { leadEmail, leadWebhookBody, toLead } from '@/lib/leads';
import { newsletterConfirmationEmail, type NewsletterSignupDelivery } from '@/lib/newsletter/mail';
import type { OutboxJob } from './queue';
import type { ConfirmationPayload } from '@/lib/newsletter/subscribers';

/** Where deliveries go, from the environment. */
export type DeliveryConfig = {
  siteUrl: string;
  smtpUrl?: string | undefined;
  emailTo?: string | undefined;
  emailFrom?: string | undefined;
  contactWebhookUrl?: string | undefined;
  newsletterWebhookUrl?: string | undefined;
};

export function deliveryConfig(env: ServerEnv): DeliveryConfig {
  return {
    siteUrl: env.SITE_URL,
    smtpUrl: env.SMTP_URL,
    emailTo: env.LEADS_EMAIL_TO,
    // Without a sender address the owner's own address sends (most SMTP services accept that).
    emailFrom: env.LEADS_EMAIL_FROM ?? env.LEADS_EMAIL_TO,
    contactWebhookUrl: env.CONTACT_WEBHOOK_URL,
    newsletterWebhookUrl: env.NEWSLETTER_WEBHOOK_URL,
  };
}

/** The channels a new lead is queued for: e-mail when SMTP and a recipient are set, the webhook when set. */
export function leadChannels(config: DeliveryConfig): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (config.smtpUrl && config.emailTo) channels.push('email');
  if (config.contactWebhookUrl) channels.push('webhook');
  return channels;
}

/**
 * How the newsletter signs readers up: double opt-in by e-mail when SMTP can send the link; with only
 * a webhook, the reader goes straight to it (its service confirms); with neither, not at all.
 */
export function newsletterMode(config: DeliveryConfig): { confirmByEmail: boolean; notifyWebhook: boolean } | null {
  const confirmByEmail = Boolean(config.smtpUrl && config.emailFrom);
  const notifyWebhook = Boolean(config.newsletterWebhookUrl);
  return confirmByEmail || notifyWebhook ? { confirmByEmail, notifyWebhook } : null;
}

/** Warnings for the server log at start: a lead nobody is told about must not go unnoticed. */
export function deliveryWarnings(config: DeliveryConfig, storedIn: string): string[] {
  const warnings: string[] = [];
  if (leadChannels(config).length === 0) {
    warnings.push(
      `No delivery is configured for leads: contact requests are stored in ${storedIn} but nobody is notified. Set SMTP_URL and LEADS_EMAIL_TO, or CONTACT_WEBHOOK_URL.`,
    );
  }
  if (config.smtpUrl && !config.emailTo) warnings.push('SMTP_URL is set but LEADS_EMAIL_TO is not: leads are not e-mailed.');
  if (!config.smtpUrl && config.emailTo) warnings.push('LEADS_EMAIL_TO is set but SMTP_URL is not: leads are not e-mailed.');
  return warnings;
}

export type Senders = {
  sendMail(message: MailMessage): Promise<void>;
  postWebhook(url: string, body: object, idempotencyKey: string): Promise<DeliveryResult>;
};

/** Sends through the SMTP server of SMTP_URL, with timeouts well inside the outbox lease. */
export async function smtpSender(smtpUrl: string): Promise<Senders['sendMail']> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return async (message) => {
    await transport.sendMail(message);
  };
}

export const webhookSender: Senders['postWebhook'] = (url, body, idempotencyKey) => deliverToWebhook(url, body, { idempotencyKey });

/** Why a delivery failed, short and free of personal data (it is stored and shown in the console). */
export class DeliveryError extends Error {}

function describeWebhookFailure(result: Exclude<DeliveryResult, { ok: true }>): string {
  return result.reason === 'status' ? `webhook answered ${result.status}` : `webhook ${result.reason === 'timeout' ? 'timed out' : 'unreachable'}`;
}

function describeMailFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const responseCode = typeof error === 'object' && error !== null && 'responseCode' in error ? Number((error as { responseCode: unknown }).responseCode) : NaN;
  if (Number.isFinite(responseCode)) return `SMTP server answered ${responseCode}`;
  if (code === 'ECONNECTION' || code === 'ESOCKET' || code === 'ETIMEDOUT') return `SMTP server unreachable (${code})`;
  return `SMTP error${code ? ` ${code}` : ''}`;
}

/** Sends one outbox row. Resolves when sent; throws DeliveryError with the reason otherwise. */
export async function deliverJob(db: Kysely<Database>, job: OutboxJob, config: DeliveryConfig, senders: Senders): Promise<void> {
  const email = async (message: MailMessage) => {
    try {
      await senders.sendMail(message);
    } catch (error) {
      throw new DeliveryError(describeMailFailure(error));
    }
  };
  const webhook = async (url: string, body: object, key: string) => {
    const result = await senders.postWebhook(url, body, key);
    if (!result.ok) throw new DeliveryError(describeWebhookFailure(result));
  };

  if (job.purpose === 'lead') {
    const row = job.lead_id ? await db.selectFrom('leads').selectAll().where('id', '=', job.lead_id).executeTakeFirst() : undefined;
    if (!row) return; // Deleted in the meantime: nothing left to send.
    const lead = toLead(row);
    const report = await leadReportSummary(db, lead.id);
    if (job.channel === 'email') {
      if (!config.smtpUrl || !config.emailTo || !config.emailFrom) throw new DeliveryError('SMTP_URL or LEADS_EMAIL_TO is not set');
      await email(leadEmail(lead, { from: config.emailFrom, to: config.emailTo, siteUrl: config.siteUrl }, report));
    } else {
      if (!config.contactWebhookUrl) throw new DeliveryError('CONTACT_WEBHOOK_URL is not set');
      await webhook(config.contactWebhookUrl, leadWebhookBody(lead, report, config.siteUrl), lead.id);
    }
    return;
  }

  const subscriber = job.subscriber_id ? await db.selectFrom('subscribers').selectAll().where('id', '=', job.subscriber_id).executeTakeFirst() : undefined;
  if (!subscriber) return; // Unsubscribed or deleted in the meantime.
  if (job.purpose === 'newsletter_confirmation') {
    if (!config.smtpUrl || !config.emailFrom) throw new DeliveryError('SMTP_URL or LEADS_EMAIL_FROM is not set');
    const tokens = JSON.parse(job.payload ?? '{}') as ConfirmationPayload;
    await email(newsletterConfirmationEmail(subscriber, tokens, { from: config.emailFrom, siteUrl: config.siteUrl }));
    return;
  }
  if (!config.newsletterWebhookUrl) throw new DeliveryError('NEWSLETTER_WEBHOOK_URL is not set');
  const body: NewsletterSignupDelivery = {
    email: subscriber.email,
    source: 'blog',
    subscriberId: subscriber.id,
    subscribedAt: (subscriber.confirmed_at ?? subscriber.created_at).toISOString(),
  };
  await webhook(config.newsletterWebhookUrl, body, subscriber.id);
}
