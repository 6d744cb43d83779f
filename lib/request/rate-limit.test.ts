import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { approximateBytes, createRateLimiter } from './rate-limit';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const MINUTE = 60_000;

describe('bounded rate limiter', () => {
  it('allows `limit` requests per key, then answers with the wait until the next one', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now: time.now });
    for (let index = 0; index < 5; index += 1) expect((await limiter.hit('203.0.113.9')).allowed).toBe(true);
    const refused = await limiter.hit('203.0.113.9');
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterMs).toBe(2 * MINUTE);
    expect((await limiter.hit('198.51.100.1')).allowed).toBe(true);
  });

  it('gives requests back evenly over the window', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now: time.now });
    for (let index = 0; index < 5; index += 1) await limiter.hit('a');
    time.advance(2 * MINUTE);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('a flood of 300 new addresses never turns away a visitor who arrives after it', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now: time.now });
    for (let index = 0; index < 300; index += 1) for (let post = 0; post < 5; post += 1) await limiter.hit(`2001:db8:0:${index.toString(16)}::/64`);
    for (let index = 0; index < 150; index += 1) expect((await limiter.hit(`198.51.100.${index}`)).allowed).toBe(true);
  });

  it('keeps a visitor already in a full table: only refilled records are dropped', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, maxKeys: 10, now: time.now });
    await limiter.hit('real');
    await limiter.hit('real');
    for (let index = 0; index < 100; index += 1) await limiter.hit(`rotated-${index}`);
    expect((await limiter.hit('real')).allowed).toBe(false);
  });

  it('when the table is full of live records, a newcomer gets a stricter allowance of its own, not a shared one', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 4, windowMs: MINUTE, maxKeys: 10, now: time.now });
    for (let index = 0; index < 10; index += 1) await limiter.hit(`held-${index}`);
    // 5,000 flooding newcomers each spend their own fallback allowance (2) and more.
    for (let index = 0; index < 5_000; index += 1) for (let post = 0; post < 3; post += 1) await limiter.hit(`flood-${index}`);
    const first = await limiter.hit('newcomer');
    expect(first.allowed).toBe(true);
    expect((await limiter.hit('newcomer')).allowed).toBe(true);
    const third = await limiter.hit('newcomer');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterMs).toBeGreaterThan(0);
    expect((await limiter.peek('another-newcomer')).allowed).toBe(true);
  });

  it('frees refilled records for newcomers', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 2, now: time.now });
    await limiter.hit('a');
    await limiter.hit('b');
    time.advance(MINUTE);
    expect((await limiter.hit('c')).allowed).toBe(true);
    expect((await limiter.hit('d')).allowed).toBe(true);
    expect((await limiter.hit('c')).allowed).toBe(false);
  });

  it('bounds what rotating keys get through in one window by table plus fallback', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: MINUTE, maxKeys: 1000, now: time.now });
    let allowed = 0;
    for (let index = 0; index < 200_000; index += 1) if ((await limiter.hit(`r${index}`)).allowed) allowed += 1;
    // 1,000 records of 5, then the fallback's 2 per key until its counters fill up: bounded, not 1,000,000.
    expect(allowed).toBeLessThan(200_000 * 2 + 5_000);
    expect(allowed).toBeGreaterThanOrEqual(1000 * 5);
  });

  it('peek reports without spending', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now: time.now });
    expect((await limiter.peek('a')).allowed).toBe(true);
    expect((await limiter.peek('a')).allowed).toBe(true);
    await limiter.hit('a');
    expect((await limiter.peek('a')).allowed).toBe(false);
  });

  it('states a memory bound of about 26 MB for 100,000 records', () => {
    expect(approximateBytes(100_000) / 1024 / 1024).toBeLessThan(27);
  });

  it('holds 100,000 records within the stated bytes per record', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: MINUTE, maxKeys: 100_000, now: time.now });
    // A full collection before each reading, so that what is measured is what the limiter keeps, not
    // the garbage its 100,000 calls left behind (without one the reading grows with the machine's load).
    const collect = fullCollection();
    collect();
    const before = process.memoryUsage().heapUsed;
    for (let index = 0; index < 100_000; index += 1) await limiter.hit(`2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::/64`);
    collect();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown).toBeLessThan(approximateBytes(100_000));
    // The records are all still there (which also keeps the limiter alive through the second reading:
    // a limiter nobody uses afterwards would be collected with its records, and measure as nothing).
    expect(await limiter.peek('2001:db8:0:0::/64')).toMatchObject({ remaining: 4 });
    expect(await limiter.peek('2001:db8:1:869f::/64')).toMatchObject({ remaining: 4 });
    expect(grown).toBeGreaterThan(approximateBytes(100_000) / 2);
  });
});

/** V8's full garbage collection, exposed for this test even when the runner was started without --expose-gc. */
function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
