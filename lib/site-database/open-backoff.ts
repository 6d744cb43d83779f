/**
 * Opening a store that may fail (a disk not mounted yet, a damaged embedded store, a PostgreSQL
 * server that is down): the first call opens, every caller shares that one attempt, and after a
 * failure the next attempt waits its turn. Calls in between are refused at once with the last
 * error, so a health probe every second or a burst of contact posts never turns into one open
 * (and one WebAssembly start, or one TCP connect with its timeout) per request.
 */

/** Wait before the next open after `failures` failed opens in a row: 0.5 s doubling to 30 s. */
export function storeOpenDelayMs(failures: number): number {
  return Math.min(500 * 2 ** Math.max(0, failures - 1), 30_000);
}

export type BackoffOpener<T> = {
  /** The open store, the attempt under way, or the last failure while the next try is not due. */
  get(): Promise<T>;
  /** Forgets the store and any failure (tests and shutdown); answers what was open or opening. */
  take(): Promise<T> | undefined;
};

export function createBackoffOpener<T>(
  open: () => Promise<T>,
  { now = Date.now, delayMs = storeOpenDelayMs }: { now?: () => number; delayMs?: (failures: number) => number } = {},
): BackoffOpener<T> {
  let current: Promise<T> | undefined;
  let failures = 0;
  let retryAt = 0;
  let lastError: unknown;
  return {
    get() {
      if (current) return current;
      if (failures > 0 && now() < retryAt) return Promise.reject(lastError);
      const opening = open();
      current = opening;
      opening.then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          if (current !== opening) return;
          current = undefined;
          failures += 1;
          lastError = error;
          retryAt = now() + delayMs(failures);
        },
      );
      return opening;
    },
    take() {
      const taken = current;
      current = undefined;
      failures = 0;
      lastError = undefined;
      return taken;
    },
  };
}
