import { createReportStore, UNSENT_REPORT_HOURS } from '@/lib/reports/store';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/site-database/schema';
import { deliverJob, DeliveryError, type DeliveryConfig, type Senders } from './delivery';
import { claimDueJobs, DEFAULT_RETRY_POLICY, markAttemptFailed, markSent, type RetryPolicy } from './queue';
import { createLeadStore } from '@/lib/leads';
import { createSubscriberStore } from '@/lib/newsletter/subscribers';
import { errorText } from '@/lib/process/error-text';

/**
 * The outbox worker: sends every due row, records the outcome, and tries failures again after the
 * backoff. It runs when kicked (after each submission), every `pollMs` (retries, and rows left by a
 * server that stopped), and purges leads older than the retention period at start and once a day.
 */

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  config: DeliveryConfig;
  senders: Senders;
  retentionDays: number;
  now?: () => Date;
  policy?: RetryPolicy;
  pollMs?: number;
  /** Rows claimed and sent at once. */
  batchSize?: number;
  log?: Pick<Console, 'warn' | 'error' | 'info'>;
};

export type OutboxWorker = {
  /** Sends everything due now; resolves with the counts when no due row is left. */
  runOnce(): Promise<{ sent: number; retrying: number; failed: number }>;
  /** Asks for a run soon; runs requested while one is going are folded into one more run. Nothing once stopped. */
  kick(): void;
  /** Deletes leads past retention and expired newsletter sign-ups. */
  purge(): Promise<void>;
  start(): void;
  /** No new run or batch starts; resolves when the batch in flight is done. */
  stop(): Promise<void>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function createOutboxWorker({
  db,
  config,
  senders,
  retentionDays,
  now = () => new Date(),
  policy = DEFAULT_RETRY_POLICY,
  pollMs = 15_000,
  batchSize = 10,
  log = console,
}: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  let timers: NodeJS.Timeout[] = [];

  /** Claims and sends batches until none is due, or until `halt` says so between batches. */
  async function drain(halt: () => boolean) {
    const totals = { sent: 0, retrying: 0, failed: 0 };
    while (!halt()) {
      const jobs = await claimDueJobs(db, { now: now(), limit: batchSize, leaseMs: policy.leaseMs });
      if (jobs.length === 0) break;
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await deliverJob(db, job, config, senders);
            await markSent(db, job, now());
            totals.sent += 1;
          } catch (error) {
            const reason = error instanceof DeliveryError ? error.message : 'unexpected error';
            if (!(error instanceof DeliveryError)) log.error('Outbox delivery crashed:', error);
            const outcome = await markAttemptFailed(db, job, reason, now(), policy);
            totals[outcome] += 1;
            // The reason only: no personal data in the log.
            log.warn(`Delivery of outbox row ${job.id} (${job.purpose}, ${job.channel}) failed, attempt ${job.attempts}: ${reason}${outcome === 'failed' ? '; giving up' : ''}`);
          }
        }),
      );
    }
    return totals;
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // A stopped worker claims nothing more: its batch in flight finishes, the rest waits for the next start.
    running = drain(() => stopped)
      .catch((error: unknown) => log.error('Outbox worker could not run:', errorText(error)))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  async function purge() {
    const store = createLeadStore(db, now);
    const cutoff = new Date(now().getTime() - retentionDays * DAY_MS);
    const leads = await store.purgeLeadsBefore(cutoff);
    const signups = await createSubscriberStore(db, now).purgeExpiredSignups();
    // An uploaded report nobody sent with a request is not kept past a day.
    await createReportStore(db).purgeUnsentBefore(new Date(now().getTime() - UNSENT_REPORT_HOURS * 3_600_000));
    if (leads + signups > 0) log.info(`Retention: deleted ${leads} leads older than ${retentionDays} days and ${signups} unconfirmed newsletter sign-ups.`);
  }

  return {
    runOnce: () => drain(() => false),
    kick,
    purge,
    start() {
      stopped = false;
      const safePurge = () => purge().catch((error: unknown) => log.error('Retention purge failed:', errorText(error)));
      void safePurge();
      kick();
      // unref: the timers never keep a process alive on their own.
      timers = [setInterval(kick, pollMs).unref(), setInterval(safePurge, DAY_MS).unref()];
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      again = false;
      await running;
    },
  };
}
