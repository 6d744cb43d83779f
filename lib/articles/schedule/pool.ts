import type { Pause } from './steps';

export type { Pause } from './steps';

/**
 * Long CPU work on the server's only thread (a live refresh of 10,000 rows) runs in slices of about
 * SLICE_MS. A request waits up to one slice at each of its steps through the event loop (socket, cache
 * file, response), so the slice is kept short: a request's delay during a refresh grows with the slice
 * times the number of its steps (docs/benchmark-results.md has the measured figures).
 */
const SLICE_MS = 1;

/** Lets pending I/O (requests to the server) run before the next piece of CPU work. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * One pause shared by everything a refresh does: the slice is measured in time, not in items, so a
 * slow item and many concurrent workers all give way once the budget is spent.
 */
export function createPause(budgetMs: number = SLICE_MS, clock: () => number = () => performance.now()): Pause {
  let sliceStart = clock();
  return async () => {
    if (clock() - sliceStart < budgetMs) return;
    await yieldToEventLoop();
    sliceStart = clock();
  };
}

/**
 * Runs task(item) for every item with at most `limit` running at once, and returns the results in
 * input order. A task that throws rejects the whole call, so tasks that must not fail catch inside.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
  pause: Pause = createPause(),
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
      // Tasks that finish without waiting for I/O would otherwise run back to back as microtasks:
      // a live refresh of 10,000 rows must let the server answer visitors between them.
      await pause();
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return results;
}
