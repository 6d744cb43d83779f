import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/lib/site-database/schema';
import { createPause, type Pause } from '../schedule/pool';
import type { SourcedArticle } from '../schema';

/**
 * The article index that several instances share through PostgreSQL (DATABASE_URL): one row holds the
 * published articles (bodies and the facts a refresh keeps), a version that every instance loads, and
 * the refresh bookkeeping. Only one instance at a time reads Google: the refresh runs inside a
 * transaction that holds a transaction-level advisory lock, which PostgreSQL releases at commit,
 * rollback or when the connection dies, so a crashed refresher never blocks the others.
 */

const pack = promisify(gzip);
const unpack = promisify(gunzip);

/** The advisory lock key of the article refresh (any constant; only this code takes it). */
const REFRESH_LOCK_KEY = 7_264_001;
/** Channel of the "new version published" hint. */
export const VERSION_CHANNEL = 'article_versions';

export type PageChanges = 'all' | readonly string[];

type PublicationHead = { version: number; revision: number };

type PublishedArticles = PublicationHead & { generatedAt: string; articles: SourcedArticle[] };

type RefreshRow = PublicationHead & {
  /** Milliseconds since the sheet was last read by any instance (database clock); null: never. */
  ageMs: number | null;
  requested: number;
  served: number;
};

type Publication = {
  /** undefined: the articles are the ones already published (only the bookkeeping below is written). */
  articles?: readonly SourcedArticle[];
  generatedAt?: string;
  /** What a visitor would see changed; an empty list keeps the version. */
  changes: PageChanges;
  /** Request number that this sheet read answers. */
  served: number;
};

export type RefreshLock = {
  row(): Promise<RefreshRow>;
  /** Reads the published articles inside the lock (the refresher's starting point). */
  load(): Promise<PublishedArticles | undefined>;
  publish(publication: Publication): Promise<PublicationHead>;
};

/** Stored pages expire for at most this many named articles; past it, for every page. */
export const MAX_NAMED_CHANGES = 50;

export function mergeChanges(a: PageChanges, b: PageChanges): PageChanges {
  if (a === 'all' || b === 'all') return 'all';
  const merged = new Set([...a, ...b]);
  return merged.size > MAX_NAMED_CHANGES ? 'all' : [...merged];
}

function parseChanges(text: string): PageChanges {
  try {
    const value: unknown = JSON.parse(text);
    if (value === 'all') return 'all';
    if (Array.isArray(value) && value.every((slug) => typeof slug === 'string')) return value as string[];
  } catch {
    // A damaged record expires every page, which is always safe.
  }
  return 'all';
}

/**
 * One article per line (JSON text never contains a raw newline), gzipped off the main thread: 10,000
 * articles with their bodies are tens of megabytes, and one JSON.stringify or JSON.parse of all of them
 * would stop the server for that long. Line by line, between pauses, visitors keep being answered.
 */
export async function encodeArticles(articles: readonly SourcedArticle[], pause: Pause = createPause()): Promise<Buffer> {
  const lines: string[] = [];
  for (const article of articles) {
    await pause();
    lines.push(JSON.stringify(article));
  }
  return pack(Buffer.from(lines.join('\n'), 'utf8'));
}

export async function decodeArticles(data: Buffer, pause: Pause = createPause()): Promise<SourcedArticle[]> {
  const text = (await unpack(data)).toString('utf8');
  const articles: SourcedArticle[] = [];
  for (const line of text ? text.split('\n') : []) {
    await pause();
    const value: unknown = JSON.parse(line);
    if (!value || typeof value !== 'object' || typeof (value as { slug?: unknown }).slug !== 'string') throw new Error('a published article has no slug');
    articles.push(value as SourcedArticle);
  }
  return articles;
}

async function readPublished(db: Kysely<Database> | Transaction<Database>): Promise<PublishedArticles | undefined> {
  const row = await db.selectFrom('article_publication').select(['version', 'revision', 'generated_at', 'articles']).where('id', '=', 1).executeTakeFirst();
  if (!row?.articles) return undefined;
  return { version: Number(row.version), revision: Number(row.revision), generatedAt: row.generated_at ?? new Date(0).toISOString(), articles: await decodeArticles(row.articles) };
}

export function createPublishedStore(db: Kysely<Database>) {
  /** The published version and revision: one indexed row, read every poll. */
  async function head(): Promise<PublicationHead> {
    const row = await db.selectFrom('article_publication').select(['version', 'revision']).where('id', '=', 1).executeTakeFirstOrThrow();
    return { version: Number(row.version), revision: Number(row.revision) };
  }

  function load(): Promise<PublishedArticles | undefined> {
    return readPublished(db);
  }

  /** Numbers a refresh request (a webhook call); it is answered once `served` reaches the number. */
  async function request(): Promise<number> {
    const row = await db.updateTable('article_publication').set({ requested: sql`requested + 1` }).where('id', '=', 1).returning('requested').executeTakeFirstOrThrow();
    return Number(row.requested);
  }

  async function served(): Promise<number> {
    const row = await db.selectFrom('article_publication').select('served').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(row.served);
  }

  /**
   * Runs `work` while holding the refresh lock, or answers { locked: false } at once when another
   * instance holds it. Everything `work` publishes commits together when it returns.
   */
  async function withRefreshLock<T>(work: (lock: RefreshLock) => Promise<T>): Promise<{ locked: true; value: T } | { locked: false }> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${REFRESH_LOCK_KEY}) as locked`.execute(trx);
      if (!rows[0]?.locked) return { locked: false as const };
      const lock: RefreshLock = {
        async row() {
          const row = await trx
            .selectFrom('article_publication')
            .select(['version', 'revision', 'requested', 'served', sql<number | null>`(extract(epoch from (now() - refreshed_at)) * 1000)::float8`.as('age_ms')])
            .where('id', '=', 1)
            .executeTakeFirstOrThrow();
          return { version: Number(row.version), revision: Number(row.revision), requested: Number(row.requested), served: Number(row.served), ageMs: row.age_ms === null ? null : Number(row.age_ms) };
        },
        load: () => readPublished(trx),
        async publish(publication) {
          // Encoded before the row is locked: webhook calls numbering themselves wait for that lock.
          const encoded = publication.articles ? await encodeArticles(publication.articles) : undefined;
          const current = await trx.selectFrom('article_publication').select(['version', 'revision', 'unexpired']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
          const visible = publication.changes === 'all' || publication.changes.length > 0;
          const version = Number(current.version) + (visible ? 1 : 0);
          const revision = Number(current.revision) + (publication.articles ? 1 : 0);
          await trx
            .updateTable('article_publication')
            .set({
              version,
              revision,
              refreshed_at: sql`now()`,
              served: sql`greatest(served, ${publication.served})`,
              ...(encoded ? { articles: encoded, generated_at: publication.generatedAt ?? new Date().toISOString() } : {}),
              ...(visible ? { unexpired: JSON.stringify(mergeChanges(parseChanges(current.unexpired), publication.changes)), unexpired_version: version } : {}),
            })
            .where('id', '=', 1)
            .execute();
          // Delivered at commit, to every instance listening; a missed hint is caught by the poll.
          if (visible) await sql`select pg_notify(${VERSION_CHANNEL}, ${String(version)})`.execute(trx);
          return { version, revision };
        },
      };
      return { locked: true as const, value: await work(lock) };
    });
  }

  /**
   * The stored pages that may show old articles, and the version that expiring them catches up with;
   * the record is emptied in the same statement, so one caller among all instances expires them.
   */
  async function takeUnexpired(): Promise<{ changes: PageChanges; version: number }> {
    const { rows } = await sql<{ unexpired: string; unexpired_version: string | number }>`
      update article_publication set unexpired = '[]'
      from (select unexpired, unexpired_version from article_publication where id = 1 for update) as before
      where article_publication.id = 1
      returning before.unexpired, before.unexpired_version`.execute(db);
    const row = rows[0];
    return row ? { changes: parseChanges(row.unexpired), version: Number(row.unexpired_version) } : { changes: [], version: 0 };
  }

  /** Records the version this instance serves (also its sign of life). */
  async function report(instance: string, version: number): Promise<void> {
    await db
      .insertInto('article_instances')
      .values({ id: instance, version })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ version, seen_at: sql`now()` }))
      .execute();
  }

  /** Instances heard from within `aliveMs` that do not serve `version` yet. */
  async function behind(version: number, aliveMs: number): Promise<string[]> {
    const rows = await db
      .selectFrom('article_instances')
      .select('id')
      .where('version', '<', version)
      .where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${aliveMs / 1000})`)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Forgets an instance that stopped (its row would otherwise count as alive for a while). */
  async function forget(instance: string): Promise<void> {
    await db.deleteFrom('article_instances').where('id', '=', instance).execute();
  }

  return { head, load, request, served, withRefreshLock, takeUnexpired, report, behind, forget };
}

export type PublishedStore = ReturnType<typeof createPublishedStore>;
