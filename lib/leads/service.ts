import type { Kysely } from 'kysely';
import { closeDatabase, database, databaseTarget } from '@/lib/db';
import type { Database } from '@/lib/db/schema';
import { isNextBuild, serverEnv } from '@/lib/env';
import { deliveryConfig, deliveryWarnings, leadChannels, newsletterMode, smtpSender, webhookSender, type DeliveryConfig } from './delivery';
import { closeOnShutdown } from '@/lib/shutdown';
import { resumeOutboxAfterRestart } from './outbox';
import { createLeadStore, type LeadStore } from './store';
import type { Lead, NewLead } from './types';
import { createOutboxWorker, type OutboxWorker } from './worker';
import { errorText } from '@/lib/error-text';

/**
 * The server's lead service: the store on the configured database, and the outbox worker that
 * delivers from it. One per process, kept on globalThis so development reloads share it.
 */
export type LeadService = { db: Kysely<Database>; store: LeadStore; worker: OutboxWorker; config: DeliveryConfig };

const holder = globalThis as typeof globalThis & { __leadService?: Promise<LeadService>; __leadServiceStopping?: boolean; __leadShutdownHooked?: boolean };

async function createLeadService(): Promise<LeadService> {
  const env = serverEnv();
  const config = deliveryConfig(env);
  const db = await database();
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
  return { db, store: createLeadStore(db), worker, config };
}

export function leadService(): Promise<LeadService> {
  if (!holder.__leadService) {
    const creating = createLeadService();
    holder.__leadService = creating;
    creating.then(
      (service) => service.worker.start(),
      () => {
        // Not kept: the next request tries again (the disk may be back).
        if (holder.__leadService === creating) holder.__leadService = undefined;
      },
    );
  }
  return holder.__leadService;
}

/** Where leads are kept, for messages ('PostgreSQL (DATABASE_URL)' or the embedded folder). */
export function storageDescription(): string {
  const target = databaseTarget();
  return target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : target.kind === 'embedded' ? target.dir : 'memory';
}

/** How long the server waits before opening the lead database again after `failures` failed opens: 0.5 s doubling to 15 s. */
export function openRetryDelayMs(failures: number): number {
  return Math.min(500 * 2 ** failures, 15_000);
}

/**
 * At server start: says loudly what is not configured, then opens the database and starts the worker
 * (deliveries left from before a restart). A database that cannot be opened (held by a process still
 * shutting down, a disk not mounted yet) is tried again with backoff until it opens or the server stops.
 */
export async function startLeadService(log: Pick<Console, 'warn' | 'error'> = console): Promise<void> {
  holder.__leadServiceStopping = false;
  for (const warning of deliveryWarnings(deliveryConfig(serverEnv()), storageDescription())) log.warn(`⚠ ${warning}`);
  for (let failures = 0; !holder.__leadServiceStopping; failures += 1) {
    try {
      await leadService();
      return;
    } catch (error) {
      const delay = openRetryDelayMs(failures);
      log.error(
        `⚠ The lead database (${storageDescription()}) cannot be opened: contact requests will be refused until it can; trying again in ${delay / 1000} s. ${errorText(error)}`,
      );
      // unref: a server that is stopping never waits for this timer to exit.
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }
}

/** Stores a contact request, queued for every configured channel, and starts delivering it. */
export async function submitLead(lead: NewLead): Promise<Lead> {
  const service = await leadService();
  const saved = await service.store.saveLead(lead, leadChannels(service.config));
  service.worker.kick();
  return saved;
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
export async function stopLeadService(): Promise<void> {
  holder.__leadServiceStopping = true;
  const creating = holder.__leadService;
  holder.__leadService = undefined;
  const service = await creating?.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([service?.worker.stop(), new Promise((resolve) => (timer = setTimeout(resolve, SEND_WAIT_MS)))]);
  clearTimeout(timer);
  await closeDatabase();
}

/**
 * What instrumentation.ts runs in the Node runtime: nothing during `next build`; otherwise the service,
 * stopped cleanly when the server is told to stop (SIGTERM, SIGINT) once Next has answered the
 * requests in flight.
 */
export function startLeadServiceUnlessBuilding(): void {
  if (isNextBuild()) return;
  if (!holder.__leadShutdownHooked) {
    holder.__leadShutdownHooked = true;
    closeOnShutdown({ stopWork: stopWorker, close: stopLeadService });
  }
  void startLeadService();
}

/** No new delivery starts once the server is stopping; the one in flight finishes or its row is sent again later. */
async function stopWorker(): Promise<void> {
  holder.__leadServiceStopping = true;
  const service = await holder.__leadService?.catch(() => undefined);
  await service?.worker.stop();
}
