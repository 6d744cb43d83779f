import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import { serverEnv } from '@/lib/process/env';
import { acquireProcessLock } from '@/lib/process/lock';
import { migrationProvider } from './migrations';
import { createBackoffOpener, type BackoffOpener } from './open-backoff';
import { PGLITE_OPTIONS, PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { processHolder } from '@/lib/process/singleton';

export type { Database } from './schema';

/**
 * The site database (leads, subscribers, the outbox, page metrics, the published article index,
 * console sessions, inspection reports): PostgreSQL when DATABASE_URL is set, otherwise an embedded
 * PGlite database in DATA_DIR/leads (the folder keeps the name it had when leads were all it held, so
 * an existing installation opens its data), created on first use. Both get the same schema through
 * the same migrations.
 */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded'; dir: string }
  /** In memory (tests only), empty or started from a copy of a data folder (PGlite's dumpDataDir). */
  | { kind: 'memory'; from?: Blob };

export function databaseTarget(env: { DATABASE_URL?: string | undefined; DATA_DIR: string } = serverEnv()): DatabaseTarget {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dir: path.resolve(env.DATA_DIR, 'leads') };
}

/**
 * The embedded database is one process's alone: two servers on one DATA_DIR would corrupt it. Its
 * lock sits beside it, and the operating system frees it when the holder dies, so a server restarted
 * right after a crash opens the database at once.
 */
export function embeddedLockFile(dir: string): string {
  return `${dir}.lock`;
}

async function dialectFor(target: DatabaseTarget): Promise<Dialect> {
  if (target.kind === 'postgres') {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection that the server closes (a restart, a failover, an administrator) is reported
    // on the pool; without a listener that event would crash the whole site. The pool drops the
    // connection and opens a new one for the next query, and the outbox retries what failed meanwhile.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return new PostgresDialect({ pool });
  }
  // Loaded only when used, so a PostgreSQL deployment never pays for the WebAssembly module.
  const { PGlite } = await import('@electric-sql/pglite');
  if (target.kind === 'memory') {
    const from = target.from;
    return new PGliteDialect(() => PGlite.create(from ? { ...PGLITE_OPTIONS, loadDataDir: from } : PGLITE_OPTIONS));
  }
  await mkdir(path.dirname(target.dir), { recursive: true });
  const lock = await acquireProcessLock(embeddedLockFile(target.dir), {
    heldMessage: (holder) =>
      `The embedded database is in use by ${holder ? `process ${holder.pid} (since ${holder.since})` : 'another running process'}: give each server its own DATA_DIR, or use DATABASE_URL for several instances.`,
  });
  return new PGliteDialect(() => PGlite.create(target.dir, PGLITE_OPTIONS), lock.release);
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: await dialectFor(target) });
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

// One per process, so every route bundle and the development server's module reloads reuse one database.
const holder = processHolder('siteDatabase', (): { opener: BackoffOpener<Kysely<Database>> } => ({
  opener: createBackoffOpener(() => openDatabase(databaseTarget())),
}));

/**
 * The configured database, opened once per process. A failed open is tried again with backoff
 * (0.5 s doubling to 30 s); until then every caller (health, contact posts, the console) is
 * refused at once with the same error and answers 503 without waiting.
 */
export function siteDatabase(): Promise<Kysely<Database>> {
  return holder.opener.get();
}

/** Closes the configured database (tests and shutdown). */
export async function closeSiteDatabase(): Promise<void> {
  const opening = holder.opener.take();
  if (opening) await (await opening.catch(() => undefined))?.destroy();
}
