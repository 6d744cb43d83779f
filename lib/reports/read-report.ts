import { extractText, EXTRACT_LIMITS, type ExtractLimits, type ExtractResult } from './extract';
import { extractFindings, type Finding } from './findings';
import type { ServerEnv } from '@/lib/process/env';

/**
 * What the site does with an uploaded file: refuse it with a message the visitor can act on, or keep
 * it with what could be read from it. Checks run cheapest first: size, then the PDF signature, then the
 * read itself in a worker.
 */

/** The largest report taken: far above a 150-page report with photos. */
export const MAX_REPORT_BYTES = 25 * 1024 * 1024;

/** Below this many characters of text per page on average, a report is taken as scanned (pictures of pages). */
const SCANNED_CHARS_PER_PAGE = 40;

export type UploadRefusal = 'no_file' | 'several_files' | 'empty' | 'too_large' | 'not_pdf' | 'encrypted' | 'unreadable';

export const REFUSAL_MESSAGES: Record<UploadRefusal, string> = {
  no_file: 'Choose your inspection report (a PDF file) before sending.',
  several_files: 'Please upload one report at a time: choose the one PDF with the inspector’s findings.',
  empty: 'That file is empty (0 bytes). Download the report again from the inspector’s e-mail or portal and upload that copy.',
  too_large: 'That file is larger than 25 MB, the most we take. Most reports are 2 to 15 MB: try the inspector’s “summary” PDF, or e-mail us the report.',
  not_pdf: 'That file is not a PDF. Upload the inspection report as a PDF (the file the inspector sent, ending in .pdf); photos and Word files cannot be read.',
  encrypted: 'That PDF is protected by a password, so it cannot be read. Download a copy without a password from the inspector’s portal, or e-mail us the report.',
  unreadable: 'That PDF could not be read: it looks damaged or incomplete (a download that stopped early, for example). Download it again and upload the new copy.',
};

export type ReadOutcome =
  | { kind: 'refused'; reason: UploadRefusal }
  | { kind: 'read'; pageCount: number; findings: Finding[]; ms: number }
  /** No text layer: kept, and the owner reads it. */
  | { kind: 'scanned'; pageCount: number; ms: number }
  /** Too slow or too large to read here: kept, and the owner reads it. */
  | { kind: 'unread'; ms: number };

/** '%PDF-' at the very start: the only files the reader is given. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
}

/** The refusal a file earns before it is read, if any. */
export function checkUpload(bytes: Uint8Array): UploadRefusal | undefined {
  if (bytes.byteLength === 0) return 'empty';
  if (bytes.byteLength > MAX_REPORT_BYTES) return 'too_large';
  if (!hasPdfSignature(bytes)) return 'not_pdf';
  return undefined;
}

export function outcomeOf(result: ExtractResult): ReadOutcome {
  if (!result.ok) {
    if (result.reason === 'encrypted' || result.reason === 'unreadable') return { kind: 'refused', reason: result.reason };
    return { kind: 'unread', ms: result.ms };
  }
  if (result.pageCount === 0) return { kind: 'refused', reason: 'unreadable' };
  const pagesRead = Math.max(1, result.pages.length);
  if (result.characters / pagesRead < SCANNED_CHARS_PER_PAGE) return { kind: 'scanned', pageCount: result.pageCount, ms: result.ms };
  return { kind: 'read', pageCount: result.pageCount, findings: extractFindings(result.pages), ms: result.ms };
}

/** The reader's limits on this server: its own, with the read time REPORT_READ_TIMEOUT_MS sets when set. */
export function readLimits(env: Pick<ServerEnv, 'REPORT_READ_TIMEOUT_MS'>): ExtractLimits {
  return { ...EXTRACT_LIMITS, timeMs: env.REPORT_READ_TIMEOUT_MS ?? EXTRACT_LIMITS.timeMs };
}

/** Reads a file that passed checkUpload. */
export async function readReport(bytes: Uint8Array, limits: ExtractLimits = EXTRACT_LIMITS): Promise<ReadOutcome> {
  return outcomeOf(await extractText(bytes, limits));
}

/** A file name fit to keep and to offer back as a download name: the last path part, plain characters, ending in .pdf. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = '';
  for (const char of base.normalize('NFKC')) {
    const code = char.charCodeAt(0);
    clean += code < 32 || code === 127 || '"<>:|?*;'.includes(char) ? '_' : char;
  }
  clean = clean.trim().slice(0, 120);
  if (!clean || clean.startsWith('.')) clean = 'inspection-report.pdf';
  return clean.toLowerCase().endsWith('.pdf') ? clean : `${clean}.pdf`;
}

/** The name as plain ASCII for a Content-Disposition header (anything else becomes '_'). */
export function asciiFileName(name: string): string {
  let out = '';
  for (const char of name) out += char >= ' ' && char <= '~' && char !== '"' && char !== '\\' ? char : '_';
  return out || 'inspection-report.pdf';
}
