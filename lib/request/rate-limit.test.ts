import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { approximateBytes, createRateLimiter } from './rate-limit';

const run = promisify(execFile);

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
    // Measured in a process of its own, after full collections: inside the test runner the heap also
    // holds (and frees) other tests' objects, which swamps a reading of 20 MB either way.
    const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/support/limits/rate-limiter-memory.ts']);
    const measured = JSON.parse(stdout) as { grown: number; first: number; last: number };
    // Every record is still there: the first and the last key each have 4 of their 5 left.
    expect(measured).toMatchObject({ first: 4, last: 4 });
    expect(measured.grown).toBeLessThan(approximateBytes(100_000));
    // And the reading is of the records, not of nothing: at least half the stated bound.
    expect(measured.grown).toBeGreaterThan(approximateBytes(100_000) / 2);
  });
});

