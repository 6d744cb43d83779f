import { DIRECT_CLIENT } from '@/lib/request/client-address';

/**
 * Per-address exponential backoff for console logins, never a site-wide cap: strangers' wrong
 * passwords cannot lock the owner out from his own address. The first FREE_FAILURES wrong passwords
 * from an address cost nothing; each further one doubles the wait before that address may try again
 * (1 s, 2 s, 4 s ... up to 15 minutes; the first wait is ADMIN_LOGIN_FIRST_WAIT_MS when set). A right
 * password clears the address's record.
 *
 * Without trusted proxies every client shares one key (DIRECT_CLIENT): there the wait stops at
 * SHARED_MAX_WAIT_MS, so a stranger can delay the owner by seconds at most. That is safe because the
 * server refuses to start with a weak ADMIN_PASSWORD (lib/admin/strength.ts): one guess every
 * 2 seconds is 16 million guesses a year, nothing against a 12-character password of mixed words.
 *
 * Memory: at most MAX_CLIENTS records of about 150 bytes (1.5 MB); past that the least recently
 * failed is forgotten, which only ever gives an attacker's address a fresh start, never blocks one.
 */

export const FREE_FAILURES = 3;
export const FIRST_WAIT_MS = 1_000;
export const MAX_WAIT_MS = 15 * 60 * 1000;
export const SHARED_MAX_WAIT_MS = 2_000;
/** A record with no failure for this long is forgotten. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_CLIENTS = 10_000;

export type LoginBackoff = {
  /** Milliseconds before this client may try a password again; 0 when it may now. */
  wait(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
};

type Record = { failures: number; lastFailure: number; until: number };

/** The longest wait for a key: seconds for the one key every client shares without trusted proxies. */
export function maxWaitFor(key: string): number {
  return key.endsWith(`:${DIRECT_CLIENT}`) || key === DIRECT_CLIENT ? SHARED_MAX_WAIT_MS : MAX_WAIT_MS;
}

/** The wait after `failures` wrong passwords: none for the free ones, then firstWaitMs doubled per further one, capped. */
export function waitAfter(failures: number, key: string, firstWaitMs: number = FIRST_WAIT_MS): number {
  if (failures <= FREE_FAILURES) return 0;
  const wait = firstWaitMs * 2 ** Math.min(30, failures - FREE_FAILURES - 1);
  return Math.min(wait, maxWaitFor(key));
}

export function createLoginBackoff(now: () => number = Date.now, firstWaitMs: number = FIRST_WAIT_MS): LoginBackoff {
  const records = new Map<string, Record>();
  const current = (key: string, time: number): Record | undefined => {
    const record = records.get(key);
    if (record && time - record.lastFailure > FORGET_AFTER_MS) {
      records.delete(key);
      return undefined;
    }
    return record;
  };
  return {
    async wait(key) {
      const time = now();
      return Math.max(0, (current(key, time)?.until ?? 0) - time);
    },
    async failed(key) {
      const time = now();
      const failures = (current(key, time)?.failures ?? 0) + 1;
      records.delete(key);
      if (records.size >= MAX_CLIENTS) {
        const oldest = records.keys().next().value;
        if (oldest !== undefined) records.delete(oldest);
      }
      records.set(key, { failures, lastFailure: time, until: time + waitAfter(failures, key, firstWaitMs) });
    },
    async succeeded(key) {
      records.delete(key);
    },
  };
}
