/**
 * Test helper process: stores one lead for e-mail, lets a worker claim it with an SMTP send that
 * never finishes, prints the lead id, and waits to be killed (the fault test sends SIGKILL).
 *   tsx test/support/leads/store-and-hang.ts embedded /tmp/dir | postgres postgresql://...
 */
import { openDatabase, type DatabaseTarget } from '@/lib/site-database';
import { createLeadStore } from '@/lib/leads/store';
import { createOutboxWorker } from '@/lib/outbox/worker';

const [kind, location = ''] = process.argv.slice(2);
const target: DatabaseTarget = kind === 'postgres' ? { kind: 'postgres', url: location } : { kind: 'embedded', dir: location };

void (async () => {
  const db = await openDatabase(target);
  const lead = await createLeadStore(db).saveLead(
    {
      name: 'Killed Before Delivery',
      email: 'killed@example.com',
      phone: '(757) 555-0100',
      serviceType: 'hvac',
      location: 'yorktown',
      urgency: 'emergency',
      message: 'No heat; furnace flagged by the inspector.',
      source: 'http://127.0.0.1',
    },
    ['email'],
  );
  let claimed!: () => void;
  const sending = new Promise<void>((resolve) => (claimed = resolve));
  const worker = createOutboxWorker({
    db,
    config: { siteUrl: 'http://127.0.0.1', smtpUrl: 'smtp://127.0.0.1:9', emailTo: 'owner@example.com', emailFrom: 'site@example.com' },
    senders: {
      sendMail: () => {
        claimed();
        return new Promise(() => undefined);
      },
      postWebhook: async () => ({ ok: true }),
    },
    retentionDays: 365,
  });
  worker.kick();
  await sending;
  process.stdout.write(`${lead.id}\n`);
  setInterval(() => undefined, 60_000);
})();
