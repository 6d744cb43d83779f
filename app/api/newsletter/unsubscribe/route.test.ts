import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resetServerEnv } from '@/lib/process/env';
import { subscriberStore } from '@/lib/newsletter/subscribers';
import { outboxService, stopOutboxService } from '@/lib/outbox/service';
import { POST as confirm } from '../confirm/route';
import { POST as unsubscribe } from './route';
import { copyStoreTemplate } from '@/test/support/db/store-template';

/**
 * The newsletter's confirm and unsubscribe buttons as a reader's browser posts them (a plain form,
 * no JavaScript needed), on the embedded site database: the reader lands on the page with the outcome.
 */

const SITE_URL = 'https://tidewaterinspectionrepairs.com';
let dataDir: string;

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnv();
}

function press(pathName: string, token: string): Request {
  return new Request(`${SITE_URL}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_URL },
    body: new URLSearchParams({ token }).toString(),
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsletter-buttons-'));
  // The site database as a first start left it (migrated), copied rather than created.
  await copyStoreTemplate(path.join(dataDir, 'leads'));
  // Deliveries run in the background after a change; none reaches a real host.
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 200 }));
  setEnv({ SITE_URL, DATA_DIR: dataDir, NEWSLETTER_WEBHOOK_URL: 'https://hooks.example.com/newsletter' });
}, 30_000);

afterAll(async () => {
  await stopOutboxService();
  await rm(dataDir, { recursive: true, force: true });
  jest.restoreAllMocks();
  setEnv({ SITE_URL: undefined, DATA_DIR: undefined, NEWSLETTER_WEBHOOK_URL: undefined });
});

it('confirms with the token from the e-mail, then unsubscribes and deletes the address', async () => {
  const store = await subscriberStore();
  expect(await store.subscribe('reader@example.com', { confirmByEmail: true, notifyWebhook: true })).toBe('confirmation_queued');
  const { db } = await outboxService();
  const [queued] = await db.selectFrom('outbox').select('payload').where('purpose', '=', 'newsletter_confirmation').execute();
  const { confirmToken, unsubscribeToken } = JSON.parse(queued?.payload ?? '{}') as { confirmToken: string; unsubscribeToken: string };

  const confirmed = await confirm(press('/api/newsletter/confirm', confirmToken));
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get('location')).toBe('/newsletter/confirm?result=confirmed');
  expect((await store.listSubscribers()).subscribers.map((subscriber) => subscriber.status)).toEqual(['confirmed']);

  const removed = await unsubscribe(press('/api/newsletter/unsubscribe', unsubscribeToken));
  expect(removed.headers.get('location')).toBe('/newsletter/unsubscribe?result=removed');
  expect((await store.listSubscribers()).total).toBe(0);
  // The same link again: nothing left to remove, and the page says so.
  expect((await unsubscribe(press('/api/newsletter/unsubscribe', unsubscribeToken))).headers.get('location')).toBe('/newsletter/unsubscribe?result=unknown');
}, 30_000);

it('a confirmation link nobody issued says the link does not work', async () => {
  const response = await confirm(press('/api/newsletter/confirm', 'b'.repeat(43)));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/newsletter/confirm?result=unknown');
});
