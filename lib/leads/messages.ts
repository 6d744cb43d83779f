import { messageIdHost, oneLine, type MailMessage } from '@/lib/mail/message';
import { CATEGORY_LABELS } from '@/lib/reports/categories';
import { ownerRangeText } from '@/lib/reports/estimate-text';
import type { LeadReportSummary } from '@/lib/reports/store';
import { siteConfig } from '@/lib/site/config';
import { locationLabel, serviceLabel, urgencyLabel } from './labels';
import { leadReference } from './reference';
import type { Lead, LeadRequest } from './types';

/**
 * What each delivery says. E-mails are plain text a person reads on a phone; each carries the lead
 * id in its Message-ID and an X-Lead-Id header, and each webhook body carries it too, so a receiver
 * that gets a retried delivery twice can drop the repeat.
 */

/** The webhook's JSON: the request, its stable lead id (the receiver drops repeats by it), when and where it was sent. */
export type ContactDelivery = LeadRequest & {
  formName: 'contact_request';
  leadId: string;
  submittedAt: string;
  source: string;
  /** Only on a report request, when the visitor gave them. */
  repairDeadline?: string;
  requesterRole?: string;
  inspectionReport?: ReportDelivery;
};

/** An uploaded inspection report: the findings the visitor ticked, the typical range, and the console link (the PDF itself stays in the console). */
export type ReportDelivery = {
  fileName: string;
  status: 'read' | 'scanned' | 'unread';
  pageCount: number | null;
  consoleUrl: string;
  items: { section: string; text: string; page: number; category: string; safety: boolean }[];
  typicalRange: { low: number; high: number } | null;
};

const receivedFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'full',
  timeStyle: 'short',
});

export function leadConsoleUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/admin/leads/${encodeURIComponent(leadId)}`;
}

const ROLE_LABELS: Record<string, string> = { buyer: 'Buyer', seller: 'Seller', agent: 'Agent', homeowner: 'Homeowner' };

const deadlineFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' });

/** 'Friday, December 4, 2026' for '2026-12-04'. */
export function formatDeadline(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : deadlineFormat.format(parsed);
}

/** The report's part of the owner's e-mail: the ticked findings by service, safety hazards marked, and the typical range. */
export function reportEmailLines(report: LeadReportSummary, siteUrl: string, leadId: string): string[] {
  const lines = ['', `Inspection report: ${report.fileName}${report.pageCount ? ` (${report.pageCount} pages)` : ''}`];
  if (report.status !== 'read') lines.push(report.status === 'scanned' ? 'The report has no text layer (scanned): please read it in the console.' : 'The report was too large or slow to read here: please read it in the console.');
  if (report.items.length > 0) {
    lines.push(`Items to quote (${report.items.length}, as ticked by the visitor):`);
    report.items.forEach((item, index) => {
      lines.push(`${index + 1}. [${CATEGORY_LABELS[item.category]}]${item.safety ? ' SAFETY HAZARD' : ''} ${item.section}, page ${item.page}: ${item.text}`);
    });
    const range = ownerRangeText(report.items);
    if (range) lines.push(range);
  }
  lines.push(`Report and original PDF in the console: ${leadConsoleUrl(siteUrl, leadId)}`);
  return lines;
}

export function leadEmail(lead: Lead, { from, to, siteUrl }: { from: string; to: string; siteUrl: string }, report: LeadReportSummary | null = null): MailMessage {
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
    ...(lead.repairDeadline ? [`Deadline: ${formatDeadline(lead.repairDeadline)}`] : []),
    ...(lead.requesterRole ? [`Asking:   ${ROLE_LABELS[lead.requesterRole] ?? lead.requesterRole}`] : []),
    '',
    'Message:',
    lead.message,
    ...(report ? reportEmailLines(report, siteUrl, lead.id) : []),
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

/** The report's part of the webhook: the ticked findings and the typical range. */
export function reportWebhookPart(report: LeadReportSummary, siteUrl: string, leadId: string): ReportDelivery {
  return {
    fileName: report.fileName,
    status: report.status,
    pageCount: report.pageCount,
    consoleUrl: leadConsoleUrl(siteUrl, leadId),
    items: report.items.map(({ section, text, page, category, safety }) => ({ section, text, page, category, safety })),
    typicalRange: report.estimate.total ?? null,
  };
}

export function leadWebhookBody(lead: Lead, report: LeadReportSummary | null = null, siteUrl = lead.source): ContactDelivery {
  return {
    ...(lead.repairDeadline ? { repairDeadline: lead.repairDeadline } : {}),
    ...(lead.requesterRole ? { requesterRole: lead.requesterRole } : {}),
    ...(report ? { inspectionReport: reportWebhookPart(report, siteUrl, lead.id) } : {}),
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
