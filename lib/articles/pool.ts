const YIELD_EVERY = 100;

/** Lets pending I/O (requests to the server) run before the next piece of CPU work. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs task(item) for every item with at most `limit` running at once, and returns the results in
 * input order. A task that throws rejects the whole call, so tasks that must not fail catch inside.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
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
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await yieldToEventLoop();
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return results;
}
