import { UPLOAD_PAGE } from '@/lib/reports/paths';
import { siteConfig } from '@/lib/site/config';
import type { PageMeta, Section } from './types';

/** Copy of /inspection-report and the bands that lead to it from other pages. */

const { claims } = siteConfig;

export const inspectionReportMeta: PageMeta = {
  title: 'Upload Your Inspection Report',
  description: `Upload the home inspection report (PDF) and see the repairs it lists, by trade, with our typical price ranges in seconds. Tick what you want quoted; ${claims.reply.toLowerCase()}.`,
  path: UPLOAD_PAGE,
  keywords: ['upload home inspection report', 'inspection repair estimate Hampton Roads', 'PICRA repair list price', 'inspection report repair cost'],
};

export const inspectionReportCopy = {
  eyebrow: 'Inspection report',
  title: 'See what your inspection report will cost to fix',
  intro:
    'Upload the PDF the inspector sent. In seconds you see the repairs it lists, grouped by trade, with the typical range we charge for each. Uncheck what you do not want quoted, add your deadline, and we confirm a real price within 24 hours.',
  fileLabel: 'Inspection report (PDF, up to 25 MB)',
  fileHint: 'The whole report or its summary pages. Password-protected PDFs cannot be read.',
  submit: 'Read my report',
  uploading: 'Uploading your report…',
  reading: 'Reading the report…',
  privacy: 'Your report is used only to quote your repairs. It is never shown to anyone else, and deleted with your request.',
  honesty:
    'These ranges are our typical prices for each kind of repair, read from the report’s text. They are not a quote: the owner reads your report and confirms the price within 24 hours.',
  noJs: 'The upload can take a few seconds on a slow connection; keep this page open.',
} as const;

/** What the results page says for each way a report could be read. */
export const resultsCopy = {
  read: (count: number) => `We found ${count} repair item${count === 1 ? '' : 's'} in your report.`,
  none: 'We did not find repair items we could list automatically. The owner will read the report and reply within 24 hours: send the request below.',
  scanned:
    'This report is a scanned image without text, so we cannot list its items automatically. It is saved: send the request below and the owner will read it himself and reply within 24 hours.',
  unread:
    'This report is too large or complex to read in a few seconds. It is saved: send the request below and the owner will read it himself and reply within 24 hours.',
  sent: `Thank you! Your request and your report were received. The owner reviews the items you ticked and confirms a price ${siteConfig.responseTime}.`,
  expired: 'That report link is no longer valid (reports not sent within a day are deleted). Please upload the report again.',
} as const;

/** The line that says how a report was read: on the results page, and drawn in place by the upload's script. */
export function resultsSummary(status: 'read' | 'scanned' | 'unread', findingCount: number): string {
  if (status === 'scanned') return resultsCopy.scanned;
  if (status === 'unread') return resultsCopy.unread;
  return findingCount > 0 ? resultsCopy.read(findingCount) : resultsCopy.none;
}

/** The band on the contact, buyer, seller and common-repairs pages that leads to the upload. */
export function reportUploadSection(id: string, tone: Section['tone'] = 'sand'): Section {
  return {
    kind: 'report-upload',
    id,
    tone,
    align: 'center',
    eyebrow: 'Have the inspection report?',
    title: 'Upload it and see the repairs and typical costs in seconds',
    text: 'Upload the PDF: we list every repair the inspector reported, by trade, with our typical price range, and you choose what to have quoted.',
    link: { href: UPLOAD_PAGE, label: 'Upload your inspection report' },
  };
}
