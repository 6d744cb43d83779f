import type { Kysely } from 'kysely';
import { emptyTables, testDatabases } from '@/test/support/db/test-databases';
import type { Database } from '@/lib/site-database/schema';
import { createSubscriberStore, type SubscriberStore } from './subscribers';

describe.each(testDatabases())('newsletter subscribers on $name', (target) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let clock: Date;
  let store: SubscriberStore;

  beforeAll(async () => {
    ({ db, close } = await target.open());
  }, 30_000);
  afterAll(async () => close());
  beforeEach(async () => {
    await emptyTables(db);
    clock = new Date('2026-06-01T12:00:00Z');
    store = createSubscriberStore(db, () => clock);
  });

  const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

  it('double opt-in: pending until the link is used, then handed to the webhook once', async () => {
    expect(await store.subscribe('reader@example.com', { confirmByEmail: true, notifyWebhook: true })).toBe('confirmation_queued');
    const [queued] = await db.selectFrom('outbox').selectAll().execute();
    expect(queued).toMatchObject({ channel: 'email', purpose: 'newsletter_confirmation' });
    const { confirmToken } = JSON.parse(queued?.payload ?? '{}') as { confirmToken: string };
    // Only the token's hash is kept with the subscriber.
    const [row] = await db.selectFrom('subscribers').selectAll().execute();
    expect(JSON.stringify(row)).not.toContain(confirmToken);
    expect((await store.listSubscribers()).subscribers.map((item) => item.status)).toEqual(['pending']);

    expect(await store.confirmSubscriber(confirmToken, { notifyWebhook: true })).toBe('confirmed');
    expect(await store.confirmSubscriber(confirmToken, { notifyWebhook: true })).toBe('confirmed');
    expect(await store.confirmSubscriber('not-a-token', { notifyWebhook: true })).toBe('unknown');
    const signups = await db.selectFrom('outbox').selectAll().where('purpose', '=', 'newsletter_signup').execute();
    expect(signups).toHaveLength(1);
    expect(await store.subscribe('reader@example.com', { confirmByEmail: true, notifyWebhook: true })).toBe('already_subscribed');
  });

  it('a confirmation link stops working after 48 hours, and expired sign-ups are purged', async () => {
    await store.subscribe('late@example.com', { confirmByEmail: true, notifyWebhook: false });
    const [queued] = await db.selectFrom('outbox').select('payload').execute();
    const { confirmToken } = JSON.parse(queued?.payload ?? '{}') as { confirmToken: string };
    later(48 * 60 + 1);
    expect(await store.confirmSubscriber(confirmToken, { notifyWebhook: false })).toBe('expired');
    expect(await store.purgeExpiredSignups()).toBe(1);
    expect((await store.listSubscribers()).total).toBe(0);
  });

  it('signing up again replaces the unsent confirmation with a fresh link', async () => {
    await store.subscribe('twice@example.com', { confirmByEmail: true, notifyWebhook: false });
    await store.subscribe('twice@example.com', { confirmByEmail: true, notifyWebhook: false });
    expect(await db.selectFrom('outbox').selectAll().execute()).toHaveLength(1);
    expect((await store.listSubscribers()).total).toBe(1);
  });

  it('sends at most one confirmation e-mail an hour however often the address is signed up', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await store.subscribe('victim@example.com', { confirmByEmail: true, notifyWebhook: false })).toBe('confirmation_queued');
      await db.updateTable('outbox').set({ status: 'sent' }).execute();
      later(5);
    }
    expect(await db.selectFrom('outbox').selectAll().execute()).toHaveLength(1);
    later(15);
    await store.subscribe('victim@example.com', { confirmByEmail: true, notifyWebhook: false });
    expect(await db.selectFrom('outbox').selectAll().execute()).toHaveLength(2);
  });

  it('unsubscribes with the token from the e-mail, deletes and exports', async () => {
    await store.subscribe('leave@example.com', { confirmByEmail: true, notifyWebhook: false });
    await store.subscribe('+stay@example.com', { confirmByEmail: false, notifyWebhook: false });
    const [queued] = await db.selectFrom('outbox').select('payload').execute();
    const { unsubscribeToken } = JSON.parse(queued?.payload ?? '{}') as { unsubscribeToken: string };
    expect(await store.unsubscribe(unsubscribeToken)).toBe(true);
    expect(await store.unsubscribe(unsubscribeToken)).toBe(false);
    const csv = await store.subscribersCsv();
    expect(csv.split('\r\n')[0]).toBe('Email,Status,Signed up (UTC),Confirmed (UTC)');
    expect(csv).toContain("'+stay@example.com,confirmed,2026-06-01T12:00:00.000Z,2026-06-01T12:00:00.000Z");
    const [stay] = (await store.listSubscribers({ search: 'stay' })).subscribers;
    expect(await store.deleteSubscriber(stay?.id ?? '')).toBe(true);
    expect((await store.listSubscribers()).total).toBe(0);
  });
});
