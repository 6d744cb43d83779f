import { createClient } from 'redis';
import { freePort } from '@/test/support/net';
import { startTestRedis, type TestRedis } from '@/test/support/cluster/redis-server';
import type { ScriptClient } from '@/lib/request/shared-rate-limit';
import { createLoginBackoff, FORGET_AFTER_MS, MAX_WAIT_MS, SHARED_MAX_WAIT_MS } from './login-backoff';
import { createSharedLoginBackoff } from './shared-login-backoff';

/** Against Debian's redis-server: the same script and client the instances use. */

let redis: TestRedis;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  redis = await startTestRedis(await freePort());
  client = createClient({ url: redis.url, disableOfflineQueue: true, socket: { reconnectStrategy: () => 100 } });
  client.on('error', () => undefined);
  await client.connect();
}, 30_000);

afterAll(async () => {
  if (client.isOpen) await client.disconnect();
  await redis.stop();
});

function instance(log: (message: string) => void = () => undefined, firstWaitMs?: number) {
  return createSharedLoginBackoff({ client: () => client as unknown as ScriptClient, local: createLoginBackoff(Date.now, firstWaitMs), firstWaitMs, log });
}

describe('login backoff shared in Redis', () => {
  it('makes a guesser alternating two instances wait as long as on one', async () => {
    const [first, second] = [instance(), instance()];
    for (let index = 0; index < 10; index += 1) await (index % 2 ? second : first).failed('login:198.51.100.20');
    // Ten failures: 3 free, then 1 s doubling: 64 s on both instances (five each would be 2 s).
    for (const backoff of [first, second]) {
      const wait = await backoff.wait('login:198.51.100.20');
      expect(wait).toBeGreaterThan(60_000);
      expect(wait).toBeLessThanOrEqual(64_000);
    }
    expect(await first.wait('login:203.0.113.20')).toBe(0);
  });

  it('doubles from the configured first wait on every instance', async () => {
    const [first, second] = [instance(undefined, 250), instance(undefined, 250)];
    for (let index = 0; index < 8; index += 1) await (index % 2 ? second : first).failed('login:198.51.100.23');
    // Eight failures: 3 free, then 250 ms doubling: 4 s.
    for (const backoff of [first, second]) {
      const wait = await backoff.wait('login:198.51.100.23');
      expect(wait).toBeGreaterThan(3_000);
      expect(wait).toBeLessThanOrEqual(4_000);
    }
  });

  it('counts every failure when instances fail the same address at once (atomic)', async () => {
    const [first, second] = [instance(), instance()];
    await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? second : first).failed('login:198.51.100.21')));
    expect(await client.hGet('tidewater:login:login:198.51.100.21', 'f')).toBe('40');
    expect(await first.wait('login:198.51.100.21')).toBeGreaterThan(MAX_WAIT_MS - 1_000);
  });

  it('is cleared on every instance by the right password, and forgotten a day after the last failure', async () => {
    const [first, second] = [instance(), instance()];
    for (let index = 0; index < 6; index += 1) await first.failed('login:198.51.100.22');
    const ttl = await client.pTTL('tidewater:login:login:198.51.100.22');
    expect(ttl).toBeGreaterThan(FORGET_AFTER_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(FORGET_AFTER_MS);
    expect(await second.wait('login:198.51.100.22')).toBeGreaterThan(0);
    await second.succeeded('login:198.51.100.22');
    expect(await first.wait('login:198.51.100.22')).toBe(0);
    expect(await client.exists('tidewater:login:login:198.51.100.22')).toBe(0);
  });

  it('keeps the wait of the one key all clients share without trusted proxies at seconds', async () => {
    const backoff = instance();
    for (let index = 0; index < 30; index += 1) await backoff.failed('login:direct');
    expect(await backoff.wait('login:direct')).toBeLessThanOrEqual(SHARED_MAX_WAIT_MS);
  });

  it('a wait, a failure and a clear are one round trip each, and a read writes nothing', async () => {
    const backoff = instance();
    await backoff.wait('login:192.0.2.30');
    expect(await client.exists('tidewater:login:login:192.0.2.30')).toBe(0);
    await client.scriptFlush();
    await backoff.failed('login:192.0.2.30');
    expect(await client.hGet('tidewater:login:login:192.0.2.30', 'f')).toBe('1');
  });

  it('falls back to per-instance backoff while Redis is down, logging the outage once, and returns to Redis after', async () => {
    const log = jest.fn();
    const backoff = instance(log);
    await redis.stop();
    for (let index = 0; index < 5; index += 1) await backoff.failed('login:198.51.100.23');
    expect(await backoff.wait('login:198.51.100.23')).toBeGreaterThan(1_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/Login backoff: Redis unavailable/);
    await redis.start();
    for (let waited = 0; !client.isReady && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    // The right password clears the record here and in Redis.
    await backoff.succeeded('login:198.51.100.23');
    expect(await backoff.wait('login:198.51.100.23')).toBe(0);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]?.[0]).toMatch(/Redis answers again/);
  }, 20_000);
});
