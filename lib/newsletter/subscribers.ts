import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SubscribersTable } from '@/lib/site-database/schema';
import { toCsv } from '@/lib/leads';
import { siteDatabase } from '@/lib/site-database';
import { containsPattern, pageBounds } from '@/lib/site-database/query';

export type Subscriber = {
  id: string;
  email: string;
  status: 'pending' | 'confirmed';
  createdAt: Date;
  confirmedAt: Date | null;
};

export type SubscriberFilter = { search?: string; limit?: number; offset?: number };

export type SubscriberPage = { subscribers: Subscriber[]; total: number };

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;
/**
 * At most one confirmation e-mail per address per hour: signing up again sooner changes nothing, so
 * nobody can fill a stranger's inbox from the owner's mail server by repeating the sign-up.
 */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export type SubscribeOptions = {
  /** Double opt-in: e-mail a confirmation link and wait for it (needs SMTP). */
  confirmByEmail: boolean;
  /** Hand confirmed readers to NEWSLETTER_WEBHOOK_URL. */
  notifyWebhook: boolean;
};

export type SubscribeOutcome = 'confirmation_queued' | 'subscribed' | 'already_subscribed';
export type ConfirmOutcome = 'confirmed' | 'expired' | 'unknown';

/** What the confirmation e-mail needs and the database keeps only as hashes. */
export type ConfirmationPayload = { confirmToken: string; unsubscribeToken: string };

export type SubscriberStore = {
  subscribe(email: string, options: SubscribeOptions): Promise<SubscribeOutcome>;
  confirmSubscriber(token: string, options: Pick<SubscribeOptions, 'notifyWebhook'>): Promise<ConfirmOutcome>;
  /** Removes the reader who holds this unsubscribe token; false when no one does. */
  unsubscribe(token: string): Promise<boolean>;
  listSubscribers(filter?: SubscriberFilter): Promise<SubscriberPage>;
  getSubscriber(id: string): Promise<Subscriber | null>;
  deleteSubscriber(id: string): Promise<boolean>;
  subscribersCsv(): Promise<string>;
  /** Deletes sign-ups whose confirmation link expired unused; returns how many. */
  purgeExpiredSignups(): Promise<number>;
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function toSubscriber(row: Selectable<SubscribersTable>): Subscriber {
  return { id: row.id, email: row.email, status: row.status, createdAt: row.created_at, confirmedAt: row.confirmed_at };
}

export function createSubscriberStore(db: Kysely<Database>, now: () => Date = () => new Date()): SubscriberStore {
  function filtered(filter: SubscriberFilter) {
    const search = filter.search?.trim().slice(0, 200);
    const query = db.selectFrom('subscribers');
    return search ? query.where('email', 'ilike', containsPattern(search)) : query;
  }

  return {
    async subscribe(email, { confirmByEmail, notifyWebhook }) {
      const time = now();
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('subscribers').selectAll().where('email', '=', email).forUpdate().executeTakeFirst();
        if (existing?.status === 'confirmed') return 'already_subscribed';

        if (!confirmByEmail) {
          // Without SMTP no link can be sent: the newsletter service behind the webhook confirms instead.
          const id = randomUUID();
          await trx
            .insertInto('subscribers')
            .values({ id, email, status: 'confirmed', confirm_token_hash: null, confirm_expires_at: null, unsubscribe_token_hash: hashToken(newToken()), created_at: time, confirmed_at: time })
            .execute();
          if (notifyWebhook) {
            await trx.insertInto('outbox').values({ lead_id: null, subscriber_id: id, channel: 'webhook', purpose: 'newsletter_signup', payload: null, next_attempt_at: time }).execute();
          }
          return 'subscribed';
        }

        const lastSentAt = existing?.confirm_expires_at ? new Date(existing.confirm_expires_at).getTime() - CONFIRMATION_TTL_MS : undefined;
        if (existing && lastSentAt !== undefined && time.getTime() - lastSentAt < CONFIRMATION_RESEND_MS) return 'confirmation_queued';
        // Otherwise a new link: the old one stops working, and the reader gets a fresh 48 hours.
        const tokens: ConfirmationPayload = { confirmToken: newToken(), unsubscribeToken: newToken() };
        const values = {
          confirm_token_hash: hashToken(tokens.confirmToken),
          confirm_expires_at: new Date(time.getTime() + CONFIRMATION_TTL_MS),
          unsubscribe_token_hash: hashToken(tokens.unsubscribeToken),
        };
        let id = existing?.id;
        if (id) {
          await trx.updateTable('subscribers').set(values).where('id', '=', id).execute();
          // Only the newest confirmation e-mail is worth sending.
          await trx.deleteFrom('outbox').where('subscriber_id', '=', id).where('purpose', '=', 'newsletter_confirmation').where('status', '=', 'pending').execute();
        } else {
          id = randomUUID();
          await trx.insertInto('subscribers').values({ id, email, status: 'pending', created_at: time, confirmed_at: null, ...values }).execute();
        }
        await trx
          .insertInto('outbox')
          .values({ lead_id: null, subscriber_id: id, channel: 'email', purpose: 'newsletter_confirmation', payload: JSON.stringify(tokens), next_attempt_at: time })
          .execute();
        return 'confirmation_queued';
      });
    },

    async confirmSubscriber(token, { notifyWebhook }) {
      const time = now();
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('subscribers').selectAll().where('confirm_token_hash', '=', hashToken(token)).forUpdate().executeTakeFirst();
        if (!row) return 'unknown';
        if (row.status === 'confirmed') return 'confirmed';
        if (!row.confirm_expires_at || row.confirm_expires_at.getTime() < time.getTime()) return 'expired';
        await trx.updateTable('subscribers').set({ status: 'confirmed', confirmed_at: time }).where('id', '=', row.id).execute();
        if (notifyWebhook) {
          await trx.insertInto('outbox').values({ lead_id: null, subscriber_id: row.id, channel: 'webhook', purpose: 'newsletter_signup', payload: null, next_attempt_at: time }).execute();
        }
        return 'confirmed';
      });
    },

    async unsubscribe(token) {
      const result = await db.deleteFrom('subscribers').where('unsubscribe_token_hash', '=', hashToken(token)).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async listSubscribers(filter = {}) {
      const { limit, offset } = pageBounds(filter);
      const [rows, count] = await Promise.all([
        filtered(filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { subscribers: rows.map(toSubscriber), total: Number(count.total) };
    },

    async getSubscriber(id) {
      const row = await db.selectFrom('subscribers').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toSubscriber(row) : null;
    },

    async deleteSubscriber(id) {
      const result = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async subscribersCsv() {
      const rows = await db.selectFrom('subscribers').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return toCsv(
        ['Email', 'Status', 'Signed up (UTC)', 'Confirmed (UTC)'],
        rows.map((row) => [row.email, row.status, row.created_at, row.confirmed_at]),
      );
    },

    async purgeExpiredSignups() {
      const result = await db.deleteFrom('subscribers').where('status', '=', 'pending').where('confirm_expires_at', '<', now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The newsletter's subscribers on the site database (DATABASE_URL or the embedded one in DATA_DIR). */
export async function subscriberStore(): Promise<SubscriberStore> {
  return createSubscriberStore(await siteDatabase());
}
