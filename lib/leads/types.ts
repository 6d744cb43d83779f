import type { VisitAttribution } from '@/lib/attribution/visit';
import type { DeliveryChannel, LeadStatus } from '@/lib/site-database/schema';

export type { DeliveryChannel, LeadStatus } from '@/lib/site-database/schema';

export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'closed'];

/**
 * What a visitor asked for, as the store keeps it. The contact form's schema (above this layer)
 * validates a request into this shape; the store and the deliveries need no more than the fields.
 */
export type LeadRequest = {
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  location: string;
  message: string;
  urgency: string;
};

/** Who asks for an inspection-report quote. */
export const REQUESTER_ROLES = ['buyer', 'seller', 'agent', 'homeowner'] as const;
export type RequesterRole = (typeof REQUESTER_ROLES)[number];

/** What the owner needs to plan the work; both optional. */
export type RepairPlan = { repairDeadline?: string | null; requesterRole?: RequesterRole | null };

/**
 * A contact request as the store takes it: the validated form plus the site that took it, and for a
 * report request the uploaded report and the findings the visitor ticked.
 */
export type NewLead = LeadRequest &
  RepairPlan & { source: string; attribution?: VisitAttribution | null; report?: { id: string; selected: readonly number[] } };

export type Lead = LeadRequest & {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  source: string;
  status: LeadStatus;
  /** The visit that led to the request; null when the visitor's browser kept none. */
  attribution: VisitAttribution | null;
  /** YYYY-MM-DD, or null when the visitor gave none. */
  repairDeadline: string | null;
  requesterRole: RequesterRole | null;
};

/**
 * Where one delivery of a lead stands: queued (not tried yet), retrying (tried, will try again),
 * sent, or failed (gave up after the last attempt).
 */
export type DeliveryState = {
  channel: DeliveryChannel;
  state: 'queued' | 'retrying' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
};

export type LeadWithDelivery = Lead & { deliveries: DeliveryState[] };

export type LeadFilter = {
  /** Matches name, e-mail, phone or message, case-insensitively. */
  search?: string;
  status?: LeadStatus;
  /** 'newest' (the default) or 'deadline': the soonest repair deadline first, leads without one last. */
  sort?: 'newest' | 'deadline';
  limit?: number;
  offset?: number;
};

export type LeadPage = { leads: LeadWithDelivery[]; total: number };
