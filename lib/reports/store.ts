import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, InspectionReportStatus } from '@/lib/site-database/schema';
import { estimate, type Estimate } from './categories';
import type { Finding } from './findings';

/**
 * Uploaded inspection reports, kept in the site database (embedded or PostgreSQL alike). A report is
 * stored when it is uploaded, keyed by a random id that only the visitor's results page carries; it
 * belongs to a lead once the visitor sends the request, and is then deleted with the lead (retention,
 * privacy request). A report nobody sent is deleted after UNSENT_REPORT_HOURS.
 */

export const UNSENT_REPORT_HOURS = 24;

export type StoredReport = {
  id: string;
  createdAt: Date;
  leadId: string | null;
  fileName: string;
  size: number;
  sha256: string;
  status: InspectionReportStatus;
  pageCount: number | null;
  findings: Finding[];
  /** Ids of the findings the visitor asked to have quoted; null until the request is sent. */
  selected: number[] | null;
};

export type NewReport = { fileName: string; bytes: Uint8Array; status: InspectionReportStatus; pageCount: number | null; findings: Finding[] };

/** What goes to the owner with a lead: the ticked findings, safety hazards first, and their typical range. */
export type LeadReportSummary = { reportId: string; fileName: string; status: InspectionReportStatus; pageCount: number | null; items: Finding[]; estimate: Estimate };

/** 128 random bits, URL-safe: the results page's address cannot be guessed. */
export function newReportId(): string {
  return randomBytes(16).toString('base64url');
}

export function isReportId(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}

export class ReportAlreadySentError extends Error {
  constructor() {
    super('This report has already been sent with a request');
  }
}

type Row = {
  id: string;
  created_at: Date;
  lead_id: string | null;
  file_name: string;
  size: number;
  sha256: string;
  status: InspectionReportStatus;
  page_count: number | null;
  findings: string;
  selected: string | null;
};

function toReport(row: Row): StoredReport {
  return {
    id: row.id,
    createdAt: row.created_at,
    leadId: row.lead_id,
    fileName: row.file_name,
    size: row.size,
    sha256: row.sha256,
    status: row.status,
    pageCount: row.page_count,
    findings: JSON.parse(row.findings) as Finding[],
    selected: row.selected === null ? null : (JSON.parse(row.selected) as number[]),
  };
}

const COLUMNS = ['id', 'created_at', 'lead_id', 'file_name', 'size', 'sha256', 'status', 'page_count', 'findings', 'selected'] as const;

/** The findings the visitor kept ticked, in the report's order (safety hazards first). */
export function selectedFindings(report: Pick<StoredReport, 'findings' | 'selected'>): Finding[] {
  if (report.selected === null) return report.findings;
  const kept = new Set(report.selected);
  return report.findings.filter((finding) => kept.has(finding.id));
}

export function reportSummary(report: StoredReport): LeadReportSummary {
  const items = selectedFindings(report);
  return { reportId: report.id, fileName: report.fileName, status: report.status, pageCount: report.pageCount, items, estimate: estimate(items) };
}

export function createReportStore(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async saveReport(report: NewReport): Promise<StoredReport> {
      const row = await db
        .insertInto('inspection_reports')
        .values({
          id: newReportId(),
          created_at: now(),
          file_name: report.fileName,
          size: report.bytes.byteLength,
          sha256: createHash('sha256').update(report.bytes).digest('hex'),
          pdf: report.bytes,
          status: report.status,
          page_count: report.pageCount,
          findings: JSON.stringify(report.findings),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toReport(row);
    },

    async getReport(id: string): Promise<StoredReport | null> {
      if (!isReportId(id)) return null;
      const row = await db.selectFrom('inspection_reports').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toReport(row) : null;
    },

    async reportOfLead(leadId: string): Promise<StoredReport | null> {
      const row = await db.selectFrom('inspection_reports').select(COLUMNS).where('lead_id', '=', leadId).executeTakeFirst();
      return row ? toReport(row) : null;
    },

    /** The original file of a lead's report (the console's download). */
    async pdfOfLead(leadId: string): Promise<{ fileName: string; bytes: Uint8Array } | null> {
      const row = await db.selectFrom('inspection_reports').select(['file_name', 'pdf']).where('lead_id', '=', leadId).executeTakeFirst();
      return row ? { fileName: row.file_name, bytes: new Uint8Array(row.pdf) } : null;
    },

    /** Reports uploaded before the date and never sent with a request; returns how many were deleted. */
    async purgeUnsentBefore(date: Date): Promise<number> {
      const result = await db.deleteFrom('inspection_reports').where('lead_id', 'is', null).where('created_at', '<', date).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/**
 * Gives an unsent report to a lead, inside the transaction that stores the lead: both are kept or
 * neither. A report already sent with another request is never attached twice.
 */
export async function attachReport(trx: Transaction<Database>, reportId: string, leadId: string, selected: readonly number[]): Promise<void> {
  const result = await trx
    .updateTable('inspection_reports')
    .set({ lead_id: leadId, selected: JSON.stringify([...new Set(selected)].sort((a, b) => a - b)) })
    .where('id', '=', reportId)
    .where('lead_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ReportAlreadySentError();
}

export async function leadReportSummary(db: Kysely<Database>, leadId: string): Promise<LeadReportSummary | null> {
  const report = await createReportStore(db).reportOfLead(leadId);
  return report ? reportSummary(report) : null;
}
