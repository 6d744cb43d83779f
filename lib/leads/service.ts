import type { Kysely } from 'kysely';
import { closeDatabase, database, databaseTarget } from '@/lib/db';
import type { Database } from '@/lib/db/schema';
import { isNextBuild, serverEnv } from '@/lib/env';
import { deliveryConfig, deliveryWarnings, leadChannels, newsletterMode, smtpSender, webhookSender, type DeliveryConfig } from './delivery';
import { createLeadStore, type LeadStore } from './store';
import type { Lead, NewLead } from './types';
import { createOutboxWorker, type OutboxWorker } from './worker';

/**
 * The server's lead service: the store on the configured database, and the outbox worker that
 * delivers from it. One per process, kept on globalThis so development reloads share it.
 */
export type LeadService = { db: Kysely<Database>; store: LeadStore; worker: OutboxWorker; config: DeliveryConfig };

const holder = globalThis as typeof globalThis & { __leadService?: Promise<LeadService> };

async function createLeadService(): Promise<LeadService> {
  const env = serverEnv();
  const config = deliveryConfig(env);
  const db = await database();
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

/** At server start: says loudly what is not configured, then starts the worker (retries left from before a restart). */
export async function startLeadService(log: Pick<Console, 'warn' | 'error'> = console): Promise<void> {
  for (const warning of deliveryWarnings(deliveryConfig(serverEnv()), storageDescription())) log.warn(`⚠ ${warning}`);
  try {
    await leadService();
  } catch (error) {
    log.error(`⚠ The lead database (${storageDescription()}) cannot be opened: contact requests will be refused until it can. ${error instanceof Error ? error.message : String(error)}`);
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

/** Stops the worker and closes the database (tests, and a clean shutdown). */
export async function stopLeadService(): Promise<void> {
  const creating = holder.__leadService;
  holder.__leadService = undefined;
  const service = await creating?.catch(() => undefined);
  await service?.worker.stop();
  await closeDatabase();
}

/** What instrumentation.ts runs in the Node runtime: nothing during `next build`, the service otherwise. */
export function startLeadServiceUnlessBuilding(): void {
  if (!isNextBuild()) void startLeadService();
}
