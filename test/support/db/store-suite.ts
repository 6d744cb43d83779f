import type { Kysely } from 'kysely';
import type { Database } from '@/lib/site-database/schema';
import { emptyTables, type TestDatabase } from './test-databases';

/** Where every store suite's clock starts before each test. */
export const SUITE_START = new Date('2026-06-01T12:00:00Z');

export type StoreSuite = {
  /** The open database (set once the suite's beforeAll has run). */
  readonly db: Kysely<Database>;
  /** The clock the stores under test read. */
  now: () => Date;
  setClock: (date: Date) => void;
  /** Moves the clock on and returns the new time. */
  later: (minutes: number) => Date;
};

/**
 * The setup every store suite shares, for use inside `describe.each(testDatabases())`: opens the
 * target database once, empties its tables and resets the clock to SUITE_START before each test, and
 * closes it at the end.
 */
export function useStoreDatabase(target: TestDatabase): StoreSuite {
  let db: Kysely<Database> | undefined;
  let close: () => Promise<void> = async () => undefined;
  let clock = SUITE_START;

  beforeAll(async () => {
    ({ db, close } = await target.open());
  }, 30_000);
  afterAll(async () => close());
  beforeEach(async () => {
    await emptyTables(suite.db);
    clock = SUITE_START;
  });

  const suite: StoreSuite = {
    get db() {
      if (!db) throw new Error('The test database is not open yet: use it inside a test or a hook');
      return db;
    },
    now: () => clock,
    setClock: (date) => {
      clock = date;
    },
    later: (minutes) => (clock = new Date(clock.getTime() + minutes * 60_000)),
  };
  return suite;
}
