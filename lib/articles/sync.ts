import path from 'node:path';
import type { ServerEnv } from '@/lib/process/env';
import type { RetryOptions } from './google/http';
import { loadArticles, quietLog, type Logger } from './pipeline';
import { formatContentReport, writeContentReportFile, type ContentReport } from './snapshot/report';
import { readPostFiles } from './snapshot/posts';
import type { SourcedArticle } from './schema';
import { NO_API_KEY_MESSAGE, NO_SHEET_ID_MESSAGE, sheetConfigFromEnv, type SheetEnv } from './google/sheet-client';
import { readSnapshot, recoverSnapshot, writeSnapshot, type SnapshotIo } from './snapshot/snapshot';
import { errorText } from '@/lib/process/error-text';

/**
 * `npm run sync`: build every article and swap the snapshot in
 * content/ as a whole. A failed or empty run leaves the last good snapshot exactly as it was.
 */

export type SyncEnv = SheetEnv & Pick<ServerEnv, 'GOOGLE_DOCS_URL'>;

type SyncOptions = {
  contentDir: string;
  env: SyncEnv;
  /** Rebuild from content/posts without the network, keeping the snapshot's sheet articles. */
  offline?: boolean;
  now?: Date;
  fetchOptions?: RetryOptions;
  concurrency?: number;
  log?: Logger;
  io?: Partial<SnapshotIo>;
};

type SyncOutcome = {
  /** written: new snapshot in place; unchanged: nothing to do; failed: error, snapshot kept. */
  status: 'written' | 'unchanged' | 'failed';
  exitCode: 0 | 1;
  message: string;
  report?: ContentReport;
  articles?: readonly SourcedArticle[];
};



export async function runSync(options: SyncOptions): Promise<SyncOutcome> {
  const { contentDir, env } = options;
  const where = path.join(path.basename(contentDir), 'snapshot');
  if (!options.offline && !env.GOOGLE_SHEETS_API_KEY) {
    return {
      status: 'unchanged',
      exitCode: 0,
      message: `${NO_API_KEY_MESSAGE} Nothing to sync; ${where} is left as it is. To rebuild it from the hand-written posts, run: npm run sync -- --offline`,
    };
  }
  if (!options.offline && !env.GOOGLE_SHEETS_ID) {
    return { status: 'failed', exitCode: 1, message: `${NO_SHEET_ID_MESSAGE} ${where} is left as it is.` };
  }

  try {
    await recoverSnapshot(contentDir);
    const log = options.log ?? quietLog;
    let previous: readonly SourcedArticle[] = [];
    try {
      previous = (await readSnapshot(contentDir)).articles;
    } catch (error) {
      // A damaged snapshot must not block the sync that replaces it.
      log.warn(`Last snapshot unreadable, syncing without it: ${errorText(error)}`);
    }
    const now = options.now ?? new Date();
    const result = await loadArticles({
      trigger: 'sync',
      ...(options.offline
        ? {}
        : { sheet: sheetConfigFromEnv(env) }),
      docsBaseUrl: env.GOOGLE_DOCS_URL,
      posts: await readPostFiles(contentDir),
      previous,
      now,
      offline: options.offline ?? false,
      ...(options.fetchOptions ? { fetchOptions: options.fetchOptions } : {}),
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      log,
    });
    const { report, articles } = result;
    // The site serves this report to the owner: it is kept after every run, failed ones included.
    await writeContentReportFile(contentDir, report);
    if (result.verdict === 'keep-previous') {
      if (result.failed) return { status: 'failed', exitCode: 1, message: `Sync failed: ${result.message}. ${where} is left as it is.`, report };
      return { status: 'unchanged', exitCode: 0, message: `${result.message}; ${where} is left as it is.`, report };
    }
    await writeSnapshot(contentDir, articles, { generatedAt: now, ...(options.io ? { io: options.io } : {}) });
    return { status: 'written', exitCode: 0, message: `Wrote ${articles.length} articles to ${where}.`, report, articles };
  } catch (error) {
    return { status: 'failed', exitCode: 1, message: `Sync failed: ${errorText(error)}. ${where} is left as it is.` };
  }
}

/** The summary `npm run sync` prints: the content report (rows read, kept, skipped and why, documents). */
export function formatSyncSummary(outcome: SyncOutcome): string {
  const lines = [`Article sync ${outcome.status}: ${outcome.message}`];
  if (outcome.report) lines.push(formatContentReport(outcome.report));
  if (outcome.articles && outcome.status === 'written') lines.push(`  articles written:   ${outcome.articles.length}`);
  return lines.join('\n');
}
