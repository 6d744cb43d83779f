import { existsSync } from 'node:fs';
import { openDatabase, type DatabaseTarget } from '@/lib/site-database';
import { LockHeldError } from '@/lib/process/lock';
import type { CheckResult } from './checks';
import { errorText } from '@/lib/process/error-text';

/**
 * The lead store opens: the doctor opens it as the server would (migrations included) and closes
 * it again. A store held by the running server is that server's to judge (its /api/health says
 * whether it opened). An embedded store that cannot be opened gets the repair path in the verdict:
 * PGlite replays its write-ahead log after a crash or a SIGKILL by itself, so a store that still
 * will not open is damaged on disk (a disk that filled up, files edited or restored in part).
 */
export async function checkLeadStore(target: DatabaseTarget, open: typeof openDatabase = openDatabase): Promise<CheckResult> {
  const title = 'Lead store';
  if (target.kind === 'memory') return { title, status: 'ok', detail: 'in memory (tests only)' };
  if (target.kind === 'embedded' && !existsSync(target.dir)) return { title, status: 'ok', detail: `embedded in ${target.dir}; created on first start` };
  try {
    const db = await open(target);
    await db.destroy();
    return { title, status: 'ok', detail: target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL) opens and is up to date' : `embedded in ${target.dir}: opens and is up to date` };
  } catch (error) {
    if (target.kind === 'postgres') return { title, status: 'blocker', detail: `PostgreSQL (DATABASE_URL) cannot be opened: ${errorText(error)}. Contact requests are answered 503 until it can.` };
    if (error instanceof LockHeldError) return { title, status: 'ok', detail: `embedded in ${target.dir}: in use by the running server (${error.holder ? `process ${error.holder.pid}` : 'another process'}); GET /api/health says whether it opened` };
    const reason = errorText(error);
    return {
      title,
      status: 'blocker',
      detail:
        `the embedded store in ${target.dir} cannot be opened: ${reason}. Contact requests are answered 503 until it can; pages still work. ` +
        `Repair: stop the server, move the folder aside (mv ${target.dir} ${target.dir}.damaged), start the server (it creates an empty store), ` +
        'then recover the old leads from the moved copy as docs/security.md "Embedded store that will not open" describes.',
    };
  }
}
