import type { Kysely } from 'kysely';
import { closeSiteDatabase, databaseTarget, siteDatabase } from '@/lib/site-database';
import type { Database } from '@/lib/site-database/schema';
import { isNextBuild, serverEnv } from '@/lib/process/env';
import { deliveryConfig, deliveryWarnings, leadChannels, newsletterMode, smtpSender, webhookSender, type DeliveryConfig } from './delivery';
import { closeOnShutdown } from '@/lib/process/shutdown';
import { resumeOutboxAfterRestart } from './queue';
import { createLeadStore, type Lead, type NewLead } from '@/lib/leads';
import { createOutboxWorker, type OutboxWorker } from './worker';
import { errorText } from '@/lib/process/error-text';
import { processHolder } from '@/lib/process/singleton';

/**
 * The server's outbox service: the site database, and the outbox worker that delivers what leads and
 * newsletter sign-ups queue in it. One per process, kept on globalThis so development reloads share it.
 */
export type OutboxService = { db: Kysely<Database>; worker: OutboxWorker; config: DeliveryConfig };

const holder = processHolder('outboxService', (): { service?: Promise<OutboxService>; stopping?: boolean; shutdownHooked?: boolean } => ({}));

async function createOutboxService(): Promise<OutboxService> {
  const env = serverEnv();
  const config = deliveryConfig(env);
  const db = await siteDatabase();
  // The embedded database's lock proves that no other process uses it: every lease on the outbox is
  // a dead process's, and the restart is the moment to try every pending delivery again.
  if (databaseTarget().kind === 'embedded') await resumeOutboxAfterRestart(db, new Date());
  const worker = createOutboxWorker({
    db,
    config,
    senders: {
      sendMail: config.smtpUrl ? await smtpSender(config.smtpUrl) : async () => Promise.reject(new Error('SMTP_URL is not set')),
      postWebhook: webhookSender,
    },
    retentionDays: env.LEADS_RETENTION_DAYS,
  });
  return { db, worker, config };
}

export function outboxService(): Promise<OutboxService> {
  if (!holder.service) {
    const creating = createOutboxService();
    holder.service = creating;
    creating.then(
      (service) => service.worker.start(),
      () => {
        // Not kept: the next request tries again (the disk may be back).
        if (holder.service === creating) holder.service = undefined;
      },
    );
  }
  return holder.service;
}

/** Where leads are kept, for messages ('PostgreSQL (DATABASE_URL)' or the embedded folder). */
export function storageDescription(): string {
  const target = databaseTarget();
  return target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.kind === 'embedded' ? target.dir : 'memory';
}

/** How long the server waits before opening the site database again after `failures` failed opens: 0.5 s doubling to 15 s. */
export function openRetryDelayMs(failures: number): number {
  return Math.min(500 * 2 ** failures, 15_000);
}

/**
 * At server start: says loudly what is not configured, then opens the database and starts the worker
 * (deliveries left from before a restart). A database that cannot be opened (held by a process still
 * shutting down, a disk not mounted yet) is tried again with backoff until it opens or the server stops.
 */
export async function startOutboxService(log: Pick<Console, 'warn' | 'error'> = console): Promise<void> {
  holder.stopping = false;
  for (const warning of deliveryWarnings(deliveryConfig(serverEnv()), storageDescription())) log.warn(`⚠ ${warning}`);
  for (let failures = 0; !holder.stopping; failures += 1) {
    try {
      await outboxService();
      return;
    } catch (error) {
      const delay = openRetryDelayMs(failures);
      log.error(
        `⚠ The site database (${storageDescription()}) cannot be opened: contact requests will be refused until it can; trying again in ${delay / 1000} s. ${errorText(error)}`,
      );
      // unref: a server that is stopping never waits for this timer to exit.
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }
}

/** Stores a contact request, queued for every configured channel, and starts delivering it. */
export async function submitLead(lead: NewLead): Promise<Lead> {
  const service = await outboxService();
  const saved = await createLeadStore(service.db).saveLead(lead, leadChannels(service.config));
  service.worker.kick();
  return saved;
}

/** Starts delivering what was just queued (a newsletter confirmation e-mail, a sign-up for the webhook). */
export async function kickOutbox(): Promise<void> {
  (await outboxService()).worker.kick();
}

/** Whether the newsletter can sign anyone up, and how (see newsletterMode). */
export function newsletterAvailability() {
  return newsletterMode(deliveryConfig(serverEnv()));
}

/** How long a stop waits for deliveries in flight before closing the database under them. */
const SEND_WAIT_MS = 2_000;

/**
 * Stops the worker and closes the database, which frees its lock (tests, and a clean shutdown). A
 * send still going after SEND_WAIT_MS is left to fail: its row stays pending and goes out after the
 * next start, under the same idempotency key.
 */
export async function stopOutboxService(): Promise<void> {
  holder.stopping = true;
  const creating = holder.service;
  holder.service = undefined;
  const service = await creating?.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([service?.worker.stop(), new Promise((resolve) => (timer = setTimeout(resolve, SEND_WAIT_MS)))]);
  clearTimeout(timer);
  await closeSiteDatabase();
}

/**
 * What instrumentation.ts runs in the Node runtime: nothing during `next build`; otherwise the service,
 * stopped cleanly when the server is told to stop (SIGTERM, SIGINT) once Next has answered the
 * requests in flight.
 */
export function startOutboxServiceUnlessBuilding(): void {
  if (isNextBuild()) return;
  if (!holder.shutdownHooked) {
    holder.shutdownHooked = true;
    closeOnShutdown({ stopWork: stopWorker, close: stopOutboxService });
  }
  void startOutboxService();
}

/** No new delivery starts once the server is stopping; the one in flight finishes or its row is sent again later. */
async function stopWorker(): Promise<void> {
  holder.stopping = true;
  const service = await holder.service?.catch(() => undefined);
  await service?.worker.stop();
}
