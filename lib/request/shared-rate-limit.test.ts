import { createClient } from 'redis';
import { freePort } from '@/test/support/net';
import { startTestRedis, type TestRedis } from '@/test/support/cluster/redis-server';
import { createRateLimiter } from './rate-limit';
import { createSharedRateLimiter, type ScriptClient } from './shared-rate-limit';

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

const OPTIONS = { limit: 5, windowMs: 10 * 60 * 1000 };

function instance(name: string, log: (message: string) => void = () => undefined) {
  return createSharedRateLimiter({ name, options: OPTIONS, client: () => client as unknown as ScriptClient, local: createRateLimiter(OPTIONS), log });
}

describe('shared rate limiter (Redis)', () => {
  it('gives a client alternating two instances the single-instance allowance', async () => {
    const [first, second] = [instance('alternate'), instance('alternate')];
    const allowed: boolean[] = [];
    for (let index = 0; index < 12; index += 1) allowed.push((await (index % 2 ? second : first).hit('198.51.100.7')).allowed);
    expect(allowed.filter(Boolean)).toHaveLength(OPTIONS.limit);
    const refused = await first.peek('198.51.100.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect((await second.hit('203.0.113.1')).allowed).toBe(true);
  });

  it('keeps one key per client that expires once its bucket would be full again, and peeks without writing', async () => {
    const limiter = instance('expiry');
    await limiter.peek('192.0.2.1');
    expect(await client.exists('tidewater:rl:expiry:192.0.2.1')).toBe(0);
    await limiter.hit('192.0.2.1');
    const ttl = await client.pTTL('tidewater:rl:expiry:192.0.2.1');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(OPTIONS.windowMs / OPTIONS.limit);
  });

  it('loads its script again after Redis forgot it (a restarted Redis)', async () => {
    const limiter = instance('noscript');
    await limiter.hit('a');
    await client.scriptFlush();
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect(Number(await client.hGet('tidewater:rl:noscript:a', 't'))).toBeCloseTo(3, 0);
  });

  it('falls back to per-instance limits while Redis is down, logging the outage once, and returns to Redis after', async () => {
    const log = jest.fn();
    const limiter = instance('outage', log);
    await redis.stop();
    const allowed: boolean[] = [];
    for (let index = 0; index < 8; index += 1) allowed.push((await limiter.hit('198.51.100.8')).allowed);
    expect(allowed).toEqual([true, true, true, true, true, false, false, false]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/Redis unavailable/);
    await redis.start();
    for (let waited = 0; !client.isReady && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await limiter.hit('198.51.100.8')).allowed).toBe(true);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]?.[0]).toMatch(/Redis answers again/);
  }, 20_000);
});
