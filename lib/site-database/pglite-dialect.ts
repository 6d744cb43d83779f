import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * bytea to and from PostgreSQL's hex text form (a backslash, 'x', then two hex digits per byte), with Node's
 * native hex codec. PGlite's own converters build one JavaScript string per byte (Array.from(bytes)
 * .map(...).join('')): seconds and about a gigabyte of garbage for a 24 MB inspection report, where
 * these take tens of milliseconds. The text they produce and accept is the same.
 */
export const BYTEA_TEXT = {
  serialize(value: unknown): string {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  },
  parse(text: string): Uint8Array {
    const bytes = Buffer.from(text.slice(2), 'hex');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
};

/** The options every PGlite this site opens is created with. */
export const PGLITE_OPTIONS = { serializers: { [BYTEA]: BYTEA_TEXT.serialize }, parsers: { [BYTEA]: BYTEA_TEXT.parse } };

/**
 * Kysely over PGlite. PGlite is one PostgreSQL session, so this driver hands out its single
 * connection to one caller at a time: a transaction never sees another request's statements.
 * Values travel as bound parameters ($1, $2...), never spliced into the SQL text.
 */
export class PGliteDialect implements Dialect {
  /** `onClose` runs once the database is closed (releases the data folder's lock). */
  constructor(
    private readonly open: () => Promise<PGlite>,
    private readonly onClose?: () => Promise<void>,
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.open, this.onClose);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.client.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming queries are not supported');
  }
}

class PGliteDriver implements Driver {
  private client: PGlite | undefined;
  private connection: PGliteConnection | undefined;
  /** Resolves when the current holder releases the connection. */
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(
    private readonly open: () => Promise<PGlite>,
    private readonly onClose?: () => Promise<void>,
  ) {}

  async init(): Promise<void> {
    this.client = await this.open();
    this.connection = new PGliteConnection(this.client);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    if (!this.connection) throw new Error('PGlite dialect: the database is closed');
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.connection = undefined;
    if (client && !client.closed) await client.close();
    await this.onClose?.();
  }
}
