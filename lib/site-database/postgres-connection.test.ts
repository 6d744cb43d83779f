import { sql } from 'kysely';
import { Client } from 'pg';
import { testDatabases } from '@/test/support/db/test-databases';
import { waitUntil } from '@/test/support/wait';

const postgres = testDatabases().filter((target) => target.name === 'PostgreSQL');

// Without a test PostgreSQL (outside CI, where testDatabases has already said so) there is nothing to close.
(postgres.length ? describe.each(postgres) : describe.skip.each([{ name: 'PostgreSQL' } as (typeof postgres)[number]]))('connections to $name', (target) => {
  it('survive the server closing an idle connection: logged, and the next query gets a new one', async () => {
    const { db, url, close } = await target.open();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await sql`select 1`.execute(db);
      // What a server restart or an administrator does to an idle connection of the pool.
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await admin.end();
      await waitUntil(() => warn.mock.calls.length > 0, 'the pool to report the closed connection');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed an idle connection'));
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
      expect(rows[0]?.answer).toBe(42);
    } finally {
      warn.mockRestore();
      await close();
    }
  });
});
