import { createRateLimiter } from './rate-limit';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const MINUTE = 60_000;

describe('bounded rate limiter', () => {
  it('allows `limit` requests per key, then answers with the wait until the next one', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now: time.now });
    for (let index = 0; index < 5; index += 1) expect(limiter.hit('203.0.113.9').allowed).toBe(true);
    const refused = limiter.hit('203.0.113.9');
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterMs).toBe(2 * MINUTE);
    expect(limiter.hit('198.51.100.1').allowed).toBe(true);
  });

  it('refills evenly over the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now: time.now });
    for (let index = 0; index < 5; index += 1) limiter.hit('a');
    time.advance(2 * MINUTE);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('sends rotating keys to one overflow bucket once the table is full, keeping real clients', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, maxKeys: 10, now: time.now });
    limiter.hit('real');
    limiter.hit('real');
    const results = Array.from({ length: 100 }, (_, index) => limiter.hit(`rotated-${index}`).allowed);
    // 9 free slots, then two requests through the shared overflow bucket, then 429 for everyone new.
    expect(results.filter(Boolean)).toHaveLength(9 + 2);
    expect(results.slice(-50).every((allowed) => !allowed)).toBe(true);
    // The real client's spent allowance was not forgotten.
    expect(limiter.hit('real').allowed).toBe(false);
  });

  it('caps new keys per window even while the table has room', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 1000, newKeysPerWindow: 3, now: time.now });
    const results = Array.from({ length: 10 }, (_, index) => limiter.hit(`k${index}`).allowed);
    expect(results).toEqual([true, true, true, true, false, false, false, false, false, false]);
    time.advance(MINUTE);
    expect(limiter.hit('k-next').allowed).toBe(true);
  });

  it('reuses the slot of a client whose allowance has fully refilled', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 2, now: time.now });
    limiter.hit('a');
    limiter.hit('b');
    time.advance(MINUTE);
    expect(limiter.hit('c').allowed).toBe(true);
    expect(limiter.hit('d').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });

  it('lets 200,000 rotating keys through only once per slot plus the overflow allowance', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: MINUTE, maxKeys: 1000, now: time.now });
    let allowed = 0;
    for (let index = 0; index < 200_000; index += 1) if (limiter.hit(`r${index}`).allowed) allowed += 1;
    // One request for each of the 1,000 slots, then the overflow bucket's 5.
    expect(allowed).toBe(1000 + 5);
  });

  it('peeks without spending', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now: time.now });
    expect(limiter.peek('a').allowed).toBe(true);
    expect(limiter.peek('a').allowed).toBe(true);
    limiter.hit('a');
    expect(limiter.peek('a').allowed).toBe(false);
  });

  it('peeks a new key against the overflow bucket when new keys are spent', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, newKeysPerWindow: 1, now: time.now });
    limiter.hit('a');
    limiter.hit('b');
    expect(limiter.peek('c').allowed).toBe(false);
  });
});
