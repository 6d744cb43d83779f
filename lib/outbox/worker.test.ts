import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { startSmtpReceiver, type SmtpReceiver } from '@/test/support/receivers/smtp-receiver';
import { openDatabase } from '@/lib/site-database';
import type { Database } from '@/lib/site-database/schema';
import { emptyTables, testDatabases } from '@/test/support/db/test-databases';
import { copyStoreTemplate } from '@/test/support/db/store-template';
import { leadChannels, smtpSender, webhookSender, type DeliveryConfig } from './delivery';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './queue';
import { createLeadStore } from '@/lib/leads/store';
import { createSubscriberStore } from '@/lib/newsletter/subscribers';
import { startTestWebhook, type TestWebhook } from '@/test/support/receivers/webhook-receiver';
import type { NewLead } from '@/lib/leads/types';
import { createOutboxWorker } from './worker';

const lead: NewLead = {
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(757) 555-0123',
  serviceType: 'plumbing',
  location: 'newport-news',
  urgency: 'urgent',
  message: 'Leaking supply line under the kitchen sink.\nAlso a missing GFCI in the garage.',
  source: 'https://www.tidewaterinspectionrepairs.com',
};

const quietLog = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };

let smtp: SmtpReceiver;
let webhook: TestWebhook;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  webhook = await startTestWebhook();
});
afterAll(async () => {
  await smtp.close();
  await webhook.close();
});

function config(overrides: Partial<DeliveryConfig> = {}): DeliveryConfig {
  return {
    siteUrl: 'https://www.tidewaterinspectionrepairs.com',
    smtpUrl: smtp.url,
    emailTo: 'owner@tidewaterinspectionrepairs.com',
    emailFrom: 'website@tidewaterinspectionrepairs.com',
    contactWebhookUrl: webhook.url,
    ...overrides,
  };
}

describe('retry backoff', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [30, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts, DEFAULT_RETRY_POLICY)).toBe(delay);
  });
});

describe('lead channels', () => {
  it.each([
    [{}, ['email', 'webhook']],
    [{ contactWebhookUrl: undefined }, ['email']],
    [{ smtpUrl: undefined }, ['webhook']],
    [{ emailTo: undefined, contactWebhookUrl: undefined }, []],
  ] as const)('with %j queues %j', (overrides, channels) => {
    expect(leadChannels(config(overrides))).toEqual(channels);
  });
});

describe.each(testDatabases())('outbox delivery on $name', (target) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let clock: Date;

  beforeAll(async () => {
    ({ db, close } = await target.open());
  }, 30_000);
  afterAll(async () => close());
  beforeEach(async () => {
    await emptyTables(db);
    smtp.mails.length = 0;
    webhook.received.length = 0;
    clock = new Date('2026-06-01T12:00:00Z');
    await smtp.up();
  });

  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  async function workerFor(options: { database?: Kysely<Database>; config?: DeliveryConfig; batchSize?: number } = {}) {
    const delivery = options.config ?? config();
    return createOutboxWorker({
      db: options.database ?? db,
      config: delivery,
      senders: { sendMail: await smtpSender(delivery.smtpUrl ?? smtp.url), postWebhook: webhookSender },
      retentionDays: 365,
      now: () => clock,
      batchSize: options.batchSize,
      log: quietLog,
    });
  }

  it('e-mails the owner a readable lead with Reply-To the visitor and its id, and posts it to the webhook', async () => {
    const store = createLeadStore(db, () => clock);
    const saved = await store.saveLead(lead, leadChannels(config()));
    expect(await (await workerFor()).runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });

    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['owner@tidewaterinspectionrepairs.com']);
    expect(mail?.from).toBe('website@tidewaterinspectionrepairs.com');
    expect(mail?.replyTo).toBe('"Dana Whitfield" <dana@example.com>');
    expect(mail?.subject).toBe('Quote request: Plumbing in Newport News from Dana Whitfield');
    expect(mail?.messageId).toBe(`<lead-${saved.id}@www.tidewaterinspectionrepairs.com>`);
    expect(mail?.leadId).toBe(saved.id);
    for (const line of [
      'Name:     Dana Whitfield',
      'Email:    dana@example.com',
      'Phone:    (757) 555-0123',
      'Service:  Plumbing',
      'City:     Newport News',
      'Urgency:  Urgent (Same day)',
      'Received: Monday, June 1, 2026 at 8:00 AM (Eastern)',
      'Leaking supply line under the kitchen sink.\nAlso a missing GFCI in the garage.',
      `Open the lead in the console: https://www.tidewaterinspectionrepairs.com/admin/leads/${saved.id}`,
    ]) {
      expect(mail?.text).toContain(line);
    }

    expect(webhook.received).toEqual([
      {
        idempotencyKey: saved.id,
        body: {
          formName: 'contact_request',
          leadId: saved.id,
          name: 'Dana Whitfield',
          email: 'dana@example.com',
          phone: '(757) 555-0123',
          serviceType: 'plumbing',
          location: 'newport-news',
          urgency: 'urgent',
          message: lead.message,
          submittedAt: '2026-06-01T12:00:00.000Z',
          source: 'https://www.tidewaterinspectionrepairs.com',
        },
      },
    ]);
    expect((await store.getLead(saved.id))?.deliveries.map((delivery) => delivery.state)).toEqual(['sent', 'sent']);
  });

  it('webhook answering 500 then 200: retried after the backoff with the same idempotency key, nothing lost', async () => {
    const store = createLeadStore(db, () => clock);
    const saved = await store.saveLead(lead, ['webhook']);
    webhook.answer(500);
    const worker = await workerFor();
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await store.getLead(saved.id))?.deliveries).toEqual([
      expect.objectContaining({ channel: 'webhook', state: 'retrying', attempts: 1, lastError: 'webhook answered 500' }),
    ]);
    // Not due before the backoff has passed.
    later(29_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    later(1_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(webhook.received.map((item) => item.idempotencyKey)).toEqual([saved.id, saved.id]);
    expect((await store.getLead(saved.id))?.deliveries[0]?.state).toBe('sent');
  });

  it('gives up after the last attempt and shows the delivery as failed', async () => {
    const store = createLeadStore(db, () => clock);
    const saved = await store.saveLead(lead, ['webhook']);
    webhook.answer(503, 503);
    const worker = createOutboxWorker({
      db,
      config: config(),
      senders: { sendMail: jest.fn(), postWebhook: webhookSender },
      retentionDays: 365,
      now: () => clock,
      policy: { ...DEFAULT_RETRY_POLICY, maxAttempts: 2 },
      log: quietLog,
    });
    await worker.runOnce();
    later(60_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect((await store.getLead(saved.id))?.deliveries[0]).toMatchObject({ state: 'failed', attempts: 2, lastError: 'webhook answered 503' });
  });

  it('SMTP down then back: the lead is e-mailed once the server answers again', async () => {
    const store = createLeadStore(db, () => clock);
    const saved = await store.saveLead(lead, ['email']);
    await smtp.down();
    const worker = await workerFor();
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await store.getLead(saved.id))?.deliveries[0]?.lastError).toMatch(/^SMTP server unreachable/);
    await smtp.up();
    later(30_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.mails.map((mail) => mail.leadId)).toEqual([saved.id]);
  });

  it('a row claimed by a worker that died is sent again once its lease expires', async () => {
    const store = createLeadStore(db, () => clock);
    await store.saveLead(lead, ['webhook']);
    // A worker claims the row and dies before sending.
    await db.updateTable('outbox').set({ locked_until: new Date(clock.getTime() + DEFAULT_RETRY_POLICY.leaseMs), attempts: 1 }).execute();
    const worker = await workerFor();
    expect((await worker.runOnce()).sent).toBe(0);
    later(DEFAULT_RETRY_POLICY.leaseMs);
    expect((await worker.runOnce()).sent).toBe(1);
  });

  it('deleting a lead before it is sent sends nothing about that person', async () => {
    const store = createLeadStore(db, () => clock);
    const saved = await store.saveLead(lead, ['email', 'webhook']);
    await store.deleteLead(saved.id);
    expect(await (await workerFor()).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.mails).toEqual([]);
  });

  it('retention: the worker deletes leads older than the configured days', async () => {
    const store = createLeadStore(db, () => clock);
    await store.saveLead({ ...lead, name: 'Old' }, []);
    later(366 * 24 * 3600_000);
    await store.saveLead({ ...lead, name: 'New' }, []);
    await (await workerFor()).purge();
    expect((await store.listLeads()).leads.map((item) => item.name)).toEqual(['New']);
  });

  it('double opt-in: the confirmation e-mail carries working confirm and unsubscribe links', async () => {
    const store = createSubscriberStore(db, () => clock);
    await store.subscribe('reader@example.com', { confirmByEmail: true, notifyWebhook: true });
    await (await workerFor({ config: config({ newsletterWebhookUrl: webhook.url }) })).runOnce();
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual(['reader@example.com']);
    expect(mail?.subject).toBe('Confirm your subscription to the Tidewater Inspection Repairs blog');
    const confirm = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const unsubscribe = /\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(unsubscribe).not.toBe('');
    // mailparser folds List-* headers into one 'list' entry.
    expect(JSON.stringify(mail?.headers)).toContain(`/newsletter/unsubscribe?token=${unsubscribe}`);
    // The token left the database once the e-mail went out.
    expect(await db.selectFrom('outbox').select('payload').where('purpose', '=', 'newsletter_confirmation').execute()).toEqual([{ payload: null }]);

    expect(await store.confirmSubscriber(confirm, { notifyWebhook: true })).toBe('confirmed');
    await (await workerFor({ config: config({ newsletterWebhookUrl: webhook.url }) })).runOnce();
    expect(webhook.received).toEqual([{ idempotencyKey: expect.any(String), body: expect.objectContaining({ email: 'reader@example.com', source: 'blog' }) }]);
    expect(await store.unsubscribe(unsubscribe)).toBe(true);
  });

  it('200 concurrent submissions: 200 rows, 200 e-mails and 200 webhook posts, no duplicates', async () => {
    const store = createLeadStore(db, () => clock);
    const worker = await workerFor({ batchSize: 25 });
    const saved = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const row = await store.saveLead({ ...lead, name: `Visitor ${index}` }, ['email', 'webhook']);
        worker.kick();
        return row.id;
      }),
    );
    await worker.stop();
    await worker.runOnce();
    // A send that failed on a loaded machine (a receiver slow to answer) is due again after its
    // backoff: the clock moves past it, as time would, until everything is out.
    for (let retry = 0; retry < 5 && (smtp.mails.length < 200 || webhook.received.length < 200); retry += 1) {
      later(60 * 60 * 1000);
      await worker.runOnce();
    }
    expect((await store.listLeads({ limit: 200 })).total).toBe(200);
    expect(new Set(smtp.mails.map((mail) => mail.leadId))).toEqual(new Set(saved));
    expect(smtp.mails).toHaveLength(200);
    expect(webhook.received.map((item) => item.idempotencyKey).sort()).toEqual([...saved].sort());
  }, 180_000);
});

describe('embedded database across a restart', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'leads-restart-'));
    smtp.mails.length = 0;
  });
  afterEach(async () => {
    await smtp.up();
    await rm(dir, { recursive: true, force: true });
  });

  it('SMTP down, server restarted, SMTP back: the queued lead is still e-mailed', async () => {
    let clock = new Date('2026-06-01T12:00:00Z');
    const store = path.join(dir, 'leads');
    await copyStoreTemplate(store);
    const first = await openDatabase({ kind: 'embedded', dir: store });
    const saved = await createLeadStore(first, () => clock).saveLead(lead, ['email']);
    await smtp.down();
    const before = createOutboxWorker({ db: first, config: config(), senders: { sendMail: await smtpSender(smtp.url), postWebhook: webhookSender }, retentionDays: 365, now: () => clock, log: quietLog });
    expect((await before.runOnce()).retrying).toBe(1);
    await first.destroy();

    await smtp.up();
    clock = new Date(clock.getTime() + 30_000);
    const second = await openDatabase({ kind: 'embedded', dir: store });
    const after = createOutboxWorker({ db: second, config: config(), senders: { sendMail: await smtpSender(smtp.url), postWebhook: webhookSender }, retentionDays: 365, now: () => clock, log: quietLog });
    expect((await after.runOnce()).sent).toBe(1);
    expect(smtp.mails.map((mail) => mail.leadId)).toEqual([saved.id]);
    await second.destroy();
  }, 90_000);
});

describe.each(testDatabases())('fault: the server is killed between storing and delivering, on $name', (target) => {
  it('the lead is delivered after the restart', async () => {
    const { spawn } = await import('node:child_process');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'leads-killed-'));
    const opened = target.name === 'PostgreSQL' ? await target.open() : undefined;
    const store = path.join(dir, 'leads');
    if (!opened) await copyStoreTemplate(store);
    const args = opened?.url ? ['postgres', opened.url] : ['embedded', store];
    try {
      // Node itself (tsx as a loader), so that SIGKILL hits the process holding the database.
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/leads/store-and-hang.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
      const leadId = await new Promise<string>((resolve, reject) => {
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (text: string) => resolve(text.trim()));
        child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      smtp.mails.length = 0;
      const db = opened?.db ?? (await openDatabase({ kind: 'embedded', dir: store }));
      const restarted = createOutboxWorker({
        db,
        config: config(),
        senders: { sendMail: await smtpSender(smtp.url), postWebhook: webhookSender },
        retentionDays: 365,
        // The dead process's claim on the row has run out.
        now: () => new Date(Date.now() + DEFAULT_RETRY_POLICY.leaseMs),
        log: quietLog,
      });
      expect((await restarted.runOnce()).sent).toBe(1);
      expect(smtp.mails.map((mail) => [mail.leadId, mail.subject])).toEqual([[leadId, 'EMERGENCY Quote request: HVAC in Yorktown from Killed Before Delivery']]);
      if (!opened) await db.destroy();
    } finally {
      await opened?.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

const postgresTargets = testDatabases().filter((target) => target.name === 'PostgreSQL');
// Without a test PostgreSQL (outside CI, where testDatabases has already said so) there is no second instance to race.
(postgresTargets.length ? describe.each(postgresTargets) : describe.skip.each([{ name: 'PostgreSQL' } as (typeof postgresTargets)[number]]))('two instances on one $name', (target) => {
  it('claim different rows: 40 leads, each sent exactly once', async () => {
    const { db, url, close } = await target.open();
    const second = await openDatabase({ kind: 'postgres', url: url ?? '' });
    try {
      const store = createLeadStore(db);
      const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => store.saveLead({ ...lead, name: `Visitor ${index}` }, ['webhook']).then((row) => row.id)));
      webhook.received.length = 0;
      const workers = [db, second].map((database) =>
        createOutboxWorker({ db: database, config: config(), senders: { sendMail: jest.fn(), postWebhook: webhookSender }, retentionDays: 365, batchSize: 5, log: quietLog }),
      );
      const results = await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(results.map((result) => result.sent).reduce((sum, sent) => sum + sent, 0)).toBe(40);
      expect(results.every((result) => result.sent > 0)).toBe(true);
      expect(webhook.received.map((item) => item.idempotencyKey).sort()).toEqual([...ids].sort());
    } finally {
      await second.destroy();
      await close();
    }
  }, 30_000);
});
