import { createRateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('rate limiter', () => {
  it('allows up to the limit within the window, then refuses', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000, now: time.now });
    const results = Array.from({ length: 6 }, () => limiter.hit('1.2.3.4'));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[4]?.remaining).toBe(0);
    expect(results[5]?.retryAfterMs).toBe(600_000);
  });

  it('counts each key separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('lets requests through again as old ones leave the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: time.now });
    limiter.hit('k');
    time.advance(400);
    limiter.hit('k');
    expect(limiter.hit('k')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 600 });
    time.advance(600);
    expect(limiter.hit('k').allowed).toBe(true);
    expect(limiter.hit('k').allowed).toBe(false);
  });

  it('keeps memory bounded by dropping the least recently seen keys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    // 'a' was forgotten, so it starts afresh; 'c' is still limited.
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });

  it('forgets everything on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    limiter.hit('k');
    limiter.reset();
    expect(limiter.hit('k').allowed).toBe(true);
  });
});
