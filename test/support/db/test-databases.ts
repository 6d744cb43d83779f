import { randomBytes } from 'node:crypto';
import vm from 'node:vm';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { openDatabase } from '@/lib/site-database';
import type { Database } from '@/lib/site-database/schema';
import { storeTemplateDump } from './store-template';

/**
 * The databases the storage tests run against: the embedded PGlite always, and the PostgreSQL server
 * that scripts/test.sh starts (TEST_DATABASE_URL). Each test file gets a database of its own on that
 * server, dropped at the end. Outside CI a missing server skips those tests with a note; under CI it
 * fails them, so the PostgreSQL half can never silently stop running.
 */

export type TestDatabase = { name: string; open(): Promise<{ db: Kysely<Database>; url?: string; close(): Promise<void> }> };

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * PGlite's WebAssembly loader calls import(), which jest's module sandbox allows only with Node's
 * --experimental-vm-modules (npm run test:unit and scripts/test.sh set it).
 */
function requireVmModules(): void {
  if (typeof (vm as { SourceTextModule?: unknown }).SourceTextModule !== 'function') {
    throw new Error('The embedded database needs NODE_OPTIONS=--experimental-vm-modules under jest: run `npm run test:unit -- <path>`.');
  }
}

export function testDatabases(): TestDatabase[] {
  const embedded: TestDatabase = {
    name: 'embedded PGlite',
    async open() {
      requireVmModules();
      // A copy of the run's migrated template: the same schema as a new database at a fraction of its cost.
      const db = await openDatabase({ kind: 'memory', from: await storeTemplateDump() });
      return { db, close: () => db.destroy() };
    },
  };
  if (!postgresUrl) {
    if (process.env.CI) throw new Error('TEST_DATABASE_URL is required under CI: run the tests through scripts/test.sh, which starts PostgreSQL.');
    console.warn('TEST_DATABASE_URL is not set: storage tests run on the embedded database only (scripts/test.sh starts PostgreSQL).');
    return [embedded];
  }
  const postgres: TestDatabase = {
    name: 'PostgreSQL',
    async open() {
      const name = `leads_test_${randomBytes(6).toString('hex')}`;
      const admin = new Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ kind: 'postgres', url: url.toString() });
      return {
        db,
        url: url.toString(),
        async close() {
          await db.destroy();
          const cleanup = new Client({ connectionString: postgresUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
  return [embedded, postgres];
}

/** Empties every table between tests. */
export async function emptyTables(db: Kysely<Database>): Promise<void> {
  await sql`truncate outbox, leads, subscribers restart identity cascade`.execute(db);
}
