/**
 * The door of lib/outbox, the delivery queue: the process's outbox service is what the rest of the
 * site may use. Code outside the room imports from '@/lib/outbox' (a lint rule keeps it so).
 */
export {
  kickOutbox,
  newsletterAvailability,
  openRetryDelayMs,
  outboxService,
  startOutboxService,
  startOutboxServiceUnlessBuilding,
  stopOutboxService,
  storageDescription,
  submitLead,
  type OutboxService,
} from './service';
