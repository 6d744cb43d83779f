import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/site-database/schema';

/**
 * The console's server-side state, kept in the site database so that every instance shares it:
 * - the live sessions: the cookie's signature proves it was issued here, and the session's row
 *   proves it has not been ended; logging out deletes the row, so a copied cookie stops working;
 * - the deployment's salt for the session key: 32 random bytes made by the first instance that needs
 *   them (the others read the same row), so the key derived from the password is this deployment's
 *   alone, never one an attacker could derive in advance from a public salt.
 */

export type SessionStore = {
  salt(): Promise<Buffer>;
  add(id: string, expiresAt: number, now: number): Promise<void>;
  isLive(id: string, now: number): Promise<boolean>;
  revoke(id: string): Promise<void>;
};

const SALT_NAME = 'console-session-salt';

export function createDatabaseSessionStore(db: () => Promise<Kysely<Database>>): SessionStore {
  let salt: Promise<Buffer> | undefined;
  return {
    salt() {
      salt ??= (async () => {
        const database = await db();
        // First writer wins: instances starting together all end up with the one stored value.
        await database.insertInto('deployment_secrets').values({ name: SALT_NAME, value: randomBytes(32).toString('base64url') }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
        const row = await database.selectFrom('deployment_secrets').select('value').where('name', '=', SALT_NAME).executeTakeFirstOrThrow();
        return Buffer.from(row.value, 'base64url');
      })().catch((error: unknown) => {
        salt = undefined;
        throw error;
      });
      return salt;
    },
    async add(id, expiresAt, now) {
      const database = await db();
      await database.deleteFrom('console_sessions').where('expires_at', '<=', now).execute();
      await database.insertInto('console_sessions').values({ id, expires_at: expiresAt }).execute();
    },
    async isLive(id, now) {
      const row = await (await db()).selectFrom('console_sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
      return row !== undefined && Number(row.expires_at) > now;
    },
    async revoke(id) {
      await (await db()).deleteFrom('console_sessions').where('id', '=', id).execute();
    },
  };
}

/** The same rules in memory (one process), for tests of the handlers. */
export function createMemorySessionStore(): SessionStore {
  const salt = randomBytes(32);
  const live = new Map<string, number>();
  return {
    salt: async () => salt,
    add: async (id, expiresAt) => void live.set(id, expiresAt),
    isLive: async (id, now) => (live.get(id) ?? 0) > now,
    revoke: async (id) => void live.delete(id),
  };
}
