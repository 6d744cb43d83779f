import { errorText } from '@/lib/process/error-text';
import { safeFileName, type ReadOutcome, type UploadRefusal } from './read-report';
import type { NewReport, StoredReport } from './store';

export type ReportIntakeDeps = {
  read: (bytes: Uint8Array) => Promise<ReadOutcome>;
  saveReport: (report: NewReport) => Promise<StoredReport>;
};

export type ReportIntake = { ok: true; report: StoredReport } | { ok: false; error: UploadRefusal | 'not_stored' };

/**
 * An accepted PDF read in the report worker and stored with what was found; a scanned or slow report
 * is stored unread, for the owner to read. A refusal is about the visitor's file; `not_stored` is
 * ours, logged with the store's reason and never with anything the visitor sent. `what` names the
 * upload in that log line.
 */
export async function readAndStoreReport(deps: ReportIntakeDeps, file: File, bytes: Uint8Array, what: string): Promise<ReportIntake> {
  const outcome = await deps.read(bytes);
  if (outcome.kind === 'refused') return { ok: false, error: outcome.reason };
  try {
    const report = await deps.saveReport({
      fileName: safeFileName(file.name),
      bytes,
      status: outcome.kind,
      pageCount: outcome.kind === 'unread' ? null : outcome.pageCount,
      findings: outcome.kind === 'read' ? outcome.findings : [],
    });
    return { ok: true, report };
  } catch (error) {
    console.error(`${what} NOT stored: ${errorText(error)}`);
    return { ok: false, error: 'not_stored' };
  }
}
