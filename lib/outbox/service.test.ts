import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { embeddedLockFile, openDatabase } from '@/lib/site-database';
import { resetServerEnv } from '@/lib/process/env';
import { acquireProcessLock } from '@/lib/process/lock';
import { startSmtpReceiver, type SmtpReceiver } from '@/test/support/receivers/smtp-receiver';
import { startTestWebhook, type TestWebhook } from '@/test/support/receivers/webhook-receiver';
import { webhookSender } from './delivery';
import { openRetryDelayMs, startOutboxService, stopOutboxService, submitLead } from './service';
import { createLeadStore } from '@/lib/leads/store';
import type { NewLead } from '@/lib/leads/types';
import { createOutboxWorker } from './worker';
import { waitUntil } from '@/test/support/wait';
import { copyStoreTemplate } from '@/test/support/db/store-template';

/** The server's outbox service on the embedded database, across crashes and restarts. */

const lead: NewLead = {
  name: 'Tasha Greer',
  email: 'tasha@example.com',
  phone: '(757) 555-0168',
  serviceType: 'exterior',
  location: 'norfolk',
  urgency: 'urgent',
  message: 'Flashing lifted at the chimney; the inspector photographed daylight in the attic.',
  source: 'http://127.0.0.1',
};

const quietLog = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const saved = { ...process.env };
let dir: string;
let webhook: TestWebhook;
let smtp: SmtpReceiver;
const children: ChildProcess[] = [];

function useEnv(values: Record<string, string>) {
  process.env = { ...saved, ...values };
  delete process.env.DATABASE_URL;
  delete process.env.SMTP_URL;
  Object.assign(process.env, values);
  resetServerEnv();
}

/** Runs a test helper in its own Node process and resolves with its first line of output. */
function helper(script: string, ...args: string[]): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.setEncoding('utf8');
    child.stdout?.once('data', (text: string) => resolve({ child, line: text.trim() }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  webhook = await startTestWebhook();
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await webhook.close();
  await smtp.close();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lead-service-'));
  // The server's database as its first start left it (migrated), copied rather than created per test.
  await copyStoreTemplate(path.join(dir, 'leads'));
  webhook.received.length = 0;
  smtp.mails.length = 0;
  useEnv({ DATA_DIR: dir, CONTACT_WEBHOOK_URL: webhook.url });
}, 30_000);
afterEach(async () => {
  await stopOutboxService();
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) await killed(child);
  process.env = { ...saved };
  resetServerEnv();
  await rm(dir, { recursive: true, force: true });
});

describe('opening the store at server start', () => {
  it.each([
    [0, 500],
    [1, 1_000],
    [4, 8_000],
    [5, 15_000],
    [40, 15_000],
  ])('after %i failed opens waits %i ms before the next, and never gives up', (failures, delay) => {
    expect(openRetryDelayMs(failures)).toBe(delay);
  });

  it('keeps trying while another process holds the database, then delivers the lead stored before', async () => {
    const before = await openDatabase({ kind: 'embedded', dir: path.join(dir, 'leads') });
    const stored = await createLeadStore(before).saveLead(lead, ['webhook']);
    await before.destroy();
    const { child } = await helper('test/support/locks/hold-lock.ts', embeddedLockFile(path.join(dir, 'leads')));

    const starting = startOutboxService(quietLog);
    await waitUntil(() => quietLog.error.mock.calls.some(([line]) => String(line).includes('The embedded database is in use by process')), 'the service to report the held lock');
    expect(quietLog.error).toHaveBeenCalledWith(expect.stringContaining('The embedded database is in use by process'));
    expect(webhook.received).toEqual([]);
    // The holder dies; the lock it leaves behind is taken over on the next try.
    await killed(child);
    await starting;
    await until(() => webhook.received.length > 0, 5_000);
    expect(webhook.received.map((hook) => hook.idempotencyKey)).toEqual([stored.id]);
  }, 180_000);
});

describe('after a crash of the embedded store', () => {
  it('sends at once a lead that the killed process was sending, without waiting for its lease', async () => {
    useEnv({ DATA_DIR: dir, SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'owner@tidewaterinspectionrepairs.com' });
    const { child, line: leadId } = await helper('test/support/leads/store-and-hang.ts', 'embedded', path.join(dir, 'leads'));
    await killed(child);

    await startOutboxService(quietLog);
    await until(() => smtp.mails.length > 0, 5_000);
    expect(smtp.mails.map((mail) => mail.leadId)).toEqual([leadId]);
  }, 180_000);

  it('tries again at the restart a delivery that failed before it', async () => {
    const before = await openDatabase({ kind: 'embedded', dir: path.join(dir, 'leads') });
    const stored = await createLeadStore(before).saveLead(lead, ['webhook']);
    // The owner's webhook was down (nothing listens on the discard port).
    const worker = createOutboxWorker({ db: before, config: { siteUrl: 'http://127.0.0.1', contactWebhookUrl: 'http://127.0.0.1:9/hooks/contact' }, senders: { sendMail: jest.fn(), postWebhook: webhookSender }, retentionDays: 365, log: quietLog });
    expect((await worker.runOnce()).retrying).toBe(1);
    await before.destroy();

    await startOutboxService(quietLog);
    await until(() => webhook.received.length > 0, 5_000);
    expect(webhook.received.map((hook) => hook.idempotencyKey)).toEqual([stored.id]);
  }, 180_000);
});

describe('stopping the service (a clean shutdown)', () => {
  it('closes the store and frees its lock, so the next server opens it at once', async () => {
    await startOutboxService(quietLog);
    const saved = await submitLead(lead);
    await stopOutboxService();
    const lock = await acquireProcessLock(embeddedLockFile(path.join(dir, 'leads')));
    await lock.release();
    const after = await openDatabase({ kind: 'embedded', dir: path.join(dir, 'leads') });
    expect((await createLeadStore(after).getLead(saved.id))?.name).toBe('Tasha Greer');
    await after.destroy();
  }, 180_000);
});
