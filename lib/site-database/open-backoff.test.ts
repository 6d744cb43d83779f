import { createBackoffOpener, storeOpenDelayMs } from './open-backoff';

/** A clock the test moves by hand: no sleeps, no timers. */
function manualClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('opening the store with backoff', () => {
  it.each([
    [1, 500],
    [2, 1_000],
    [3, 2_000],
    [6, 16_000],
    [7, 30_000],
    [50, 30_000],
  ])('after %i failed opens in a row waits %i ms before the next', (failures, delay) => {
    expect(storeOpenDelayMs(failures)).toBe(delay);
  });

  it('opens once for every caller and keeps the store', async () => {
    const open = jest.fn(async () => 'store');
    const opener = createBackoffOpener(open, { now: manualClock().now });
    await expect(Promise.all([opener.get(), opener.get(), opener.get()])).resolves.toEqual(['store', 'store', 'store']);
    await expect(opener.get()).resolves.toBe('store');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('after a failure refuses at once with the same error until the next try is due, then doubles the wait', async () => {
    const clock = manualClock();
    const damaged = new Error('could not open the embedded store: invalid checkpoint record');
    const open = jest.fn(async (): Promise<string> => Promise.reject(damaged));
    const opener = createBackoffOpener(open, { now: clock.now });

    await expect(opener.get()).rejects.toBe(damaged);
    // A health probe every 100 ms for the next 499 ms: no new open.
    for (let i = 0; i < 5; i += 1) {
      await expect(opener.get()).rejects.toBe(damaged);
      clock.advance(99);
    }
    expect(open).toHaveBeenCalledTimes(1);
    clock.advance(5);
    await expect(opener.get()).rejects.toBe(damaged);
    expect(open).toHaveBeenCalledTimes(2);
    // The second failure: 1 s before the third try.
    clock.advance(999);
    await expect(opener.get()).rejects.toBe(damaged);
    expect(open).toHaveBeenCalledTimes(2);
    clock.advance(1);
    await expect(opener.get()).rejects.toBe(damaged);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('a hundred calls during a 30-second outage open the store at most a handful of times', async () => {
    const clock = manualClock();
    const open = jest.fn(async (): Promise<string> => Promise.reject(new Error('disk not mounted')));
    const opener = createBackoffOpener(open, { now: clock.now });
    for (let i = 0; i < 100; i += 1) {
      await opener.get().catch(() => undefined);
      clock.advance(300);
    }
    // Tries at 0, 0.6, 1.8, 3.9, 8.1 and 16.2 s (each the first call after its wait): six, not a hundred.
    expect(open).toHaveBeenCalledTimes(6);
  });

  it('once the store opens again, serves it and forgets the failures', async () => {
    const clock = manualClock();
    let healthy = false;
    const open = jest.fn(async () => (healthy ? 'store' : Promise.reject(new Error('held by another process'))));
    const opener = createBackoffOpener(open, { now: clock.now });
    await expect(opener.get()).rejects.toThrow('held by another process');
    await expect(opener.get()).rejects.toThrow('held by another process');
    healthy = true;
    clock.advance(500);
    await expect(opener.get()).resolves.toBe('store');
    await expect(opener.get()).resolves.toBe('store');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('take() forgets the store and any failure, so the next call opens at once', async () => {
    const open = jest.fn(async (): Promise<string> => Promise.reject(new Error('down')));
    const opener = createBackoffOpener(open, { now: manualClock().now });
    await opener.get().catch(() => undefined);
    opener.take();
    await opener.get().catch(() => undefined);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
