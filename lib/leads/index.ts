/**
 * The door of lib/leads, contact requests: what the rest of the site may use. Code outside the room
 * imports from '@/lib/leads' (a lint rule keeps it so); a client component takes the pure part from
 * '@/lib/leads/types', which carries no server code.
 */
export { createLeadStore, leadStore, toDeliveryState, toLead, type LeadArrival, type LeadStore } from './store';
export { leadReference, referenceIdPrefix } from './reference';
export { formatDeadline, leadConsoleUrl, leadEmail, leadWebhookBody, reportEmailLines, reportWebhookPart, type ContactDelivery, type ReportDelivery } from './messages';
export { locationLabel, serviceLabel, urgencyLabel } from './labels';
export { csvCell, toCsv } from './csv';
export * from './types';
