/**
 * Test helper process: opens the embedded store and saves leads one after another, as fast as it
 * can, printing each lead's id once its transaction has committed, until it is killed (the dirty
 * shutdown test sends SIGKILL in the middle of a write).
 *   tsx test/support/leads/store-until-killed.ts /tmp/dir/leads
 */
import { openDatabase } from '@/lib/site-database';
import { createLeadStore } from '@/lib/leads/store';

const [dir = ''] = process.argv.slice(2);

void (async () => {
  const store = createLeadStore(await openDatabase({ kind: 'embedded', dir }));
  // A long message, so that each write spans several WAL pages.
  const message = 'Water stains on the ceiling below the upstairs bath; the inspector found a failed wax ring. '.repeat(40);
  for (let i = 0; ; i += 1) {
    const lead = await store.saveLead(
      { name: `Writer ${i}`, email: `writer${i}@example.com`, phone: '(757) 555-0100', serviceType: 'plumbing', location: 'hampton', urgency: 'soon', message, source: 'http://127.0.0.1' },
      ['email', 'webhook'],
    );
    process.stdout.write(`${lead.id}\n`);
  }
})();
