import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OutboxTable } from '@/lib/site-database/schema';

export type OutboxJob = Selectable<OutboxTable>;

/**
 * When a failed delivery is tried again: 30 s after the first failure, doubling up to an hour, for
 * 30 attempts (about a day); after that the row is marked failed and the console shows it.
 */
export type RetryPolicy = { baseDelayMs: number; maxDelayMs: number; maxAttempts: number; leaseMs: number };

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 30, leaseMs: 2 * 60_000 };

/** Delay before the attempt after `attempts` failed ones (exponential, capped). */
export function retryDelayMs(attempts: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'> = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/**
 * Claims up to `limit` due rows for this worker: each gets a lease (locked_until) and its attempt
 * counted, in one statement. FOR UPDATE SKIP LOCKED lets instances sharing one PostgreSQL claim
 * different rows at the same moment; a worker killed mid-send leaves a lease that simply expires,
 * so the row is sent again later (at least once, never lost).
 */
export async function claimDueJobs(db: Kysely<Database>, { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<OutboxJob[]> {
  return db
    .updateTable('outbox')
    .set({ locked_until: new Date(now.getTime() + leaseMs), attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * Makes every pending row due now and drops its lease. Only for a database that this process alone
 * can use (the embedded one, under its lock): any lease on it is a dead process's, and a restart is
 * when a fixed configuration or a receiver that is back should get its deliveries.
 */
export async function resumeOutboxAfterRestart(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: null, next_attempt_at: now })
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is not', null), eb('next_attempt_at', '>', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markSent(db: Kysely<Database>, job: OutboxJob, now: Date): Promise<void> {
  // The payload (a confirmation token) is not needed once sent, so it is not kept.
  await db.updateTable('outbox').set({ status: 'sent', sent_at: now, locked_until: null, last_error: null, payload: null }).where('id', '=', job.id).execute();
}

/** Records a failed attempt: tried again after the backoff, or marked failed after the last one. */
export async function markAttemptFailed(db: Kysely<Database>, job: OutboxJob, error: string, now: Date, policy: RetryPolicy): Promise<'retrying' | 'failed'> {
  const failed = job.attempts >= policy.maxAttempts;
  await db
    .updateTable('outbox')
    .set({
      status: failed ? 'failed' : 'pending',
      next_attempt_at: new Date(now.getTime() + retryDelayMs(job.attempts, policy)),
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', job.id)
    .execute();
  return failed ? 'failed' : 'retrying';
}
