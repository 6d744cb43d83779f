import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultContentDir } from './content-dir';
import { processHolder } from '@/lib/process/singleton';

/**
 * The content report: what the last sync or live refresh made of the sheet. Editors need it to see why
 * a row is missing from the site, so the site keeps the latest one (in memory after a refresh, in
 * content/content-report.json after `npm run sync`) and serves it to the owner behind the revalidate
 * secret. `npm run sync` prints the same report.
 */

const CONTENT_REPORT_FILE = 'content-report.json';

const isoDateTime = z.iso.datetime({ offset: true });

const skippedRowSchema = z.object({
  /** 'sheet row 4' or 'content/posts/x.md'. */
  origin: z.string(),
  /** Sheet row number as the editor sees it (the header is row 1); absent for a hand-written post. */
  rowNumber: z.number().int().positive().optional(),
  title: z.string().optional(),
  reason: z.string(),
});

const failedDocumentSchema = z.object({
  origin: z.string(),
  slug: z.string(),
  title: z.string().optional(),
  documentUrl: z.string(),
  reason: z.string(),
});

export const contentReportSchema = z.object({
  /** When the run finished. */
  ranAt: isoDateTime,
  /** 'sync': npm run sync; 'refresh': the site's own read of the sheet; 'article': one article refreshed on request. */
  trigger: z.enum(['sync', 'refresh', 'article']),
  /** publish: the result went live; keep-previous: the last good articles stayed (message says why). */
  verdict: z.enum(['publish', 'keep-previous']),
  message: z.string(),
  /** 'carried-over': offline run, the sheet was not read. */
  sheetStatus: z.enum(['ok', 'carried-over', 'failed']),
  rowsRead: z.number().int().nonnegative(),
  /** Articles from the sheet that are on the site after this run. */
  published: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  documentsFetched: z.number().int().nonnegative(),
  skipped: z.array(skippedRowSchema),
  documentsFailed: z.array(failedDocumentSchema),
  /** Missing headers, dates kept from the first sighting, oversize cells, dropped images. */
  warnings: z.array(z.string()),
});

export type ContentReport = z.infer<typeof contentReportSchema>;
export type SkippedRow = z.infer<typeof skippedRowSchema>;
export type FailedDocument = z.infer<typeof failedDocumentSchema>;

function contentReportPath(contentDir: string): string {
  return path.join(contentDir, CONTENT_REPORT_FILE);
}

/** The report `npm run sync` leaves beside the snapshot; undefined when there is none or it is unreadable. */
export async function readContentReportFile(contentDir: string): Promise<ContentReport | undefined> {
  try {
    const parsed = contentReportSchema.safeParse(JSON.parse(await fs.readFile(contentReportPath(contentDir), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function writeContentReportFile(contentDir: string, report: ContentReport): Promise<void> {
  const target = contentReportPath(contentDir);
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(contentReportSchema.parse(report), null, 2)}\n`, 'utf8');
  await fs.rename(temp, target);
}

/**
 * The latest report of this server process: a live refresh replaces it, a sync's file is the fallback.
 * Kept once per process: the proxy and each route bundle load their own copy of this module.
 */
const holder = processHolder('contentReport', (): { latest?: ContentReport } => ({}));

export function recordContentReport(report: ContentReport): void {
  holder.latest = contentReportSchema.parse(report);
}

/** Forget the in-memory report (tests only). */
export function resetContentReport(): void {
  holder.latest = undefined;
}

/** The latest content report: this server's last refresh, else the last `npm run sync`'s, else null. */
export async function getContentReport(contentDir?: string): Promise<ContentReport | null> {
  const latest = holder.latest;
  if (latest) return latest;
  return (await readContentReportFile(contentDir ?? defaultContentDir())) ?? null;
}

/** The summary `npm run sync` prints. */
export function formatContentReport(report: ContentReport): string {
  const lines = [
    `  verdict:            ${report.verdict === 'publish' ? 'published' : 'kept the previous articles'}`,
    `  sheet:              ${report.sheetStatus === 'ok' ? 'read' : report.sheetStatus === 'failed' ? 'failed' : 'not read (offline; sheet articles carried over)'}`,
    `  rows read:          ${report.rowsRead}`,
    `  kept from sheet:    ${report.published}`,
    `  hand-written posts: ${report.posts}`,
    `  skipped:            ${report.skipped.length}`,
    ...report.skipped.map((row) => `    - ${row.origin}${row.title ? ` "${row.title}"` : ''}: ${row.reason}`),
    `  documents fetched:  ${report.documentsFetched}`,
    `  documents failed:   ${report.documentsFailed.length}`,
    ...report.documentsFailed.map((doc) => `    - ${doc.origin} (${doc.slug}): ${doc.reason}`),
  ];
  if (report.warnings.length) lines.push(`  warnings:           ${report.warnings.length}`, ...report.warnings.map((warning) => `    - ${warning}`));
  return lines.join('\n');
}
