import { createLoginBackoff, MAX_WAIT_MS, SHARED_MAX_WAIT_MS, waitAfter } from './login-backoff';

describe('login backoff', () => {
  it('lets 3 wrong passwords go free, then doubles the wait from 1 second up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => waitAfter(failures, 'login:198.51.100.7'))).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000]);
    expect(waitAfter(60, 'login:198.51.100.7')).toBe(MAX_WAIT_MS);
  });

  it('doubles from a configured first wait, up to the same caps', async () => {
    expect([3, 4, 5, 6, 7, 8].map((failures) => waitAfter(failures, 'login:198.51.100.7', 250))).toEqual([0, 250, 500, 1_000, 2_000, 4_000]);
    expect(waitAfter(60, 'login:198.51.100.7', 250)).toBe(MAX_WAIT_MS);
    expect(waitAfter(60, 'login:direct', 250)).toBe(SHARED_MAX_WAIT_MS);
    let time = 0;
    const backoff = createLoginBackoff(() => time, 250);
    for (let index = 0; index < 8; index += 1) await backoff.failed('a');
    expect(await backoff.wait('a')).toBe(4_000);
    time += 4_000;
    expect(await backoff.wait('a')).toBe(0);
  });

  it('caps the wait of the one key every client shares without trusted proxies at seconds', () => {
    expect(waitAfter(60, 'login:direct')).toBe(SHARED_MAX_WAIT_MS);
  });

  it('clears an address after the right password and keeps addresses apart', async () => {
    let time = 0;
    const backoff = createLoginBackoff(() => time);
    for (let index = 0; index < 10; index += 1) await backoff.failed('a');
    expect(await backoff.wait('a')).toBe(64_000);
    expect(await backoff.wait('b')).toBe(0);
    time += 64_000;
    expect(await backoff.wait('a')).toBe(0);
    await backoff.succeeded('a');
    await backoff.failed('a');
    expect(await backoff.wait('a')).toBe(0);
  });
});
