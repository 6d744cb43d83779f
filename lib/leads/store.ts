import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { leadSource } from '@/lib/attribution/describe';
import type { VisitAttribution } from '@/lib/attribution/visit';
import { siteDatabase } from '@/lib/site-database';
import type { Database, LeadsTable, OutboxTable } from '@/lib/site-database/schema';
import { attachReport } from '@/lib/reports/store';
import { toCsv } from './csv';
import { locationLabel, serviceLabel, urgencyLabel } from './labels';
import { containsPattern, pageBounds } from '@/lib/site-database/query';
import { referenceIdPrefix } from './reference';
import { REQUESTER_ROLES, type DeliveryChannel, type DeliveryState, type Lead, type LeadFilter, type LeadPage, type LeadStatus, type LeadWithDelivery, type NewLead, type RequesterRole } from './types';


export type LeadStore = {
  /** Stores the lead and queues one delivery per channel, in one transaction. */
  saveLead(lead: NewLead, channels: readonly DeliveryChannel[]): Promise<Lead>;
  /** Newest first, each with its delivery state per channel. */
  listLeads(filter?: LeadFilter): Promise<LeadPage>;
  getLead(id: string): Promise<LeadWithDelivery | null>;
  setLeadStatus(id: string, status: LeadStatus): Promise<boolean>;
  /** Deletes the lead and its queued deliveries (a privacy request). */
  deleteLead(id: string): Promise<boolean>;
  /** Every lead the filter matches (no paging), as CSV. */
  leadsCsv(filter?: Omit<LeadFilter, 'limit' | 'offset'>): Promise<string>;
  /** When each lead since the date arrived and how the visitor found the site (the dashboard's figures). */
  leadArrivalsSince(date: Date): Promise<LeadArrival[]>;
  /** Deletes leads received before the date; returns how many. */
  purgeLeadsBefore(date: Date): Promise<number>;
};

export type LeadArrival = { createdAt: Date; attribution: VisitAttribution | null };

export function toLead(row: Selectable<LeadsTable>): Lead {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    serviceType: row.service_type,
    location: row.location,
    urgency: row.urgency,
    message: row.message,
    source: row.source,
    status: row.status,
    attribution: toAttribution(row),
    repairDeadline: row.repair_deadline,
    requesterRole: REQUESTER_ROLES.includes(row.requester_role as RequesterRole) ? (row.requester_role as RequesterRole) : null,
  };
}

function toAttribution(row: Selectable<LeadsTable>): VisitAttribution | null {
  if (row.landing_page === null) return null;
  return {
    landingPage: row.landing_page,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    pageCount: row.page_count ?? 0,
    pages: row.pages ? row.pages.split('\n') : [],
  };
}

function attributionColumns(attribution: VisitAttribution | null | undefined) {
  return {
    landing_page: attribution?.landingPage ?? null,
    referrer_host: attribution?.referrerHost ?? null,
    utm_source: attribution?.utmSource ?? null,
    utm_medium: attribution?.utmMedium ?? null,
    utm_campaign: attribution?.utmCampaign ?? null,
    page_count: attribution?.pageCount ?? null,
    pages: attribution ? attribution.pages.join('\n') : null,
  };
}

export function toDeliveryState(row: Pick<Selectable<OutboxTable>, 'channel' | 'status' | 'attempts' | 'last_error' | 'next_attempt_at' | 'sent_at'>): DeliveryState {
  const state = row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'failed' : row.attempts > 0 ? 'retrying' : 'queued';
  return {
    channel: row.channel,
    state,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
  };
}

function describeDelivery(state: DeliveryState | undefined): string {
  if (!state) return 'not configured';
  if (state.state === 'retrying') return `retrying (${state.attempts} attempts${state.lastError ? `: ${state.lastError}` : ''})`;
  if (state.state === 'failed') return `failed after ${state.attempts} attempts${state.lastError ? `: ${state.lastError}` : ''}`;
  return state.state;
}

export function createLeadStore(db: Kysely<Database>, now: () => Date = () => new Date()): LeadStore {
  function filtered(filter: LeadFilter) {
    let query = db.selectFrom('leads');
    if (filter.status) query = query.where('status', '=', filter.status);
    const search = filter.search?.trim().slice(0, 200);
    if (search) {
      const pattern = containsPattern(search);
      // A visitor's reference (3F9A-2C1B) is the start of the lead's id.
      const idPrefix = referenceIdPrefix(search);
      query = query.where((eb) =>
        eb.or([
          eb('name', 'ilike', pattern),
          eb('email', 'ilike', pattern),
          eb('phone', 'ilike', pattern),
          eb('message', 'ilike', pattern),
          ...(idPrefix ? [eb('id', 'like', `${idPrefix}%`)] : []),
        ]),
      );
    }
    return query;
  }

  const newestLeads = (filter: LeadFilter) => {
    const query = filtered(filter).selectAll();
    // Deadlines are YYYY-MM-DD, so text order is date order; leads without one come after every dated one.
    const ordered = filter.sort === 'deadline' ? query.orderBy((eb) => eb.case().when('repair_deadline', 'is', null).then(1).else(0).end()).orderBy('repair_deadline', 'asc') : query;
    return ordered.orderBy('created_at', 'desc').orderBy('id', 'desc');
  };

  async function withDeliveries(rows: Selectable<LeadsTable>[]): Promise<LeadWithDelivery[]> {
    if (rows.length === 0) return [];
    const outbox = await db
      .selectFrom('outbox')
      .select(['lead_id', 'channel', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at'])
      .where('purpose', '=', 'lead')
      .where(
        'lead_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('channel')
      .execute();
    const byLead = new Map<string, DeliveryState[]>();
    for (const row of outbox) {
      if (!row.lead_id) continue;
      const list = byLead.get(row.lead_id) ?? [];
      list.push(toDeliveryState(row));
      byLead.set(row.lead_id, list);
    }
    return rows.map((row) => ({ ...toLead(row), deliveries: byLead.get(row.id) ?? [] }));
  }

  return {

    async saveLead(lead, channels) {
      const id = randomUUID();
      const time = now();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('leads')
          .values({
            id,
            created_at: time,
            updated_at: time,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            service_type: lead.serviceType,
            location: lead.location,
            urgency: lead.urgency,
            message: lead.message,
            source: lead.source,
            ...attributionColumns(lead.attribution),
            repair_deadline: lead.repairDeadline ?? null,
            requester_role: lead.requesterRole ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (lead.report) await attachReport(trx, lead.report.id, id, lead.report.selected);
        if (channels.length > 0) {
          await trx
            .insertInto('outbox')
            .values(channels.map((channel) => ({ lead_id: id, subscriber_id: null, channel, purpose: 'lead' as const, payload: null, next_attempt_at: time })))
            .execute();
        }
        return toLead(row);
      });
    },

    async listLeads(filter = {}) {
      const { limit, offset } = pageBounds(filter);
      const [rows, count] = await Promise.all([
        newestLeads(filter).limit(limit).offset(offset).execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { leads: await withDeliveries(rows), total: Number(count.total) };
    },

    async getLead(id) {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? ((await withDeliveries([row]))[0] ?? null) : null;
    },

    async setLeadStatus(id, status) {
      const result = await db.updateTable('leads').set({ status, updated_at: now() }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteLead(id) {
      // The outbox rows go with it (ON DELETE CASCADE), so nothing about the person is sent later.
      const result = await db.deleteFrom('leads').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async leadsCsv(filter = {}) {
      const rows = await withDeliveries(await newestLeads(filter).execute());
      const header = [
        'Lead id',
        'Received (UTC)',
        'Status',
        'Name',
        'Email',
        'Phone',
        'Service',
        'City',
        'Urgency',
        'Message',
        'Email delivery',
        'Webhook delivery',
        'Source',
        'Landing page',
        'Referring site',
        'UTM source',
        'UTM medium',
        'UTM campaign',
        'Pages viewed',
        'Pages',
      ];
      return toCsv(
        header,
        rows.map((lead) => [
          lead.id,
          lead.createdAt,
          lead.status,
          lead.name,
          lead.email,
          lead.phone,
          serviceLabel(lead.serviceType),
          locationLabel(lead.location),
          urgencyLabel(lead.urgency),
          lead.message,
          describeDelivery(lead.deliveries.find((delivery) => delivery.channel === 'email')),
          describeDelivery(lead.deliveries.find((delivery) => delivery.channel === 'webhook')),
          leadSource(lead.attribution),
          lead.attribution?.landingPage,
          lead.attribution?.referrerHost,
          lead.attribution?.utmSource,
          lead.attribution?.utmMedium,
          lead.attribution?.utmCampaign,
          lead.attribution?.pageCount,
          lead.attribution?.pages.join(' > '),
        ]),
      );
    },

    async leadArrivalsSince(date) {
      const rows = await db.selectFrom('leads').selectAll().where('created_at', '>=', date).orderBy('created_at').execute();
      return rows.map((row) => ({ createdAt: row.created_at, attribution: toAttribution(row) }));
    },

    async purgeLeadsBefore(date) {
      const result = await db.deleteFrom('leads').where('created_at', '<', date).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The store on the configured database (DATABASE_URL or the embedded one in DATA_DIR). */
export async function leadStore(): Promise<LeadStore> {
  return createLeadStore(await siteDatabase());
}
