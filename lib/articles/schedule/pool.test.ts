import { createPause, mapWithConcurrency } from './pool';
import { runSteps, runStepsInSlices, sortSteps } from './steps';

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once and keeps input order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency(Array.from({ length: 20 }, (_, index) => index), 6, async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, (item % 3) * 2));
      running -= 1;
      return item * 2;
    });
    expect(peak).toBe(6);
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index * 2));
  });
  it('handles an empty list', async () => {
    await expect(mapWithConcurrency([], 6, async () => 1)).resolves.toEqual([]);
  });
});

/** Busy work that never waits, as converting an unchanged row is. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // burn CPU
  }
}

describe('slices of CPU work', () => {
  it('lets a waiting request run within a few milliseconds while many tasks never wait', async () => {
    let finished = 0;
    let waitedForTasks = -1;
    setImmediate(() => {
      waitedForTasks = finished;
    });
    await mapWithConcurrency(Array.from({ length: 60 }, (_, index) => index), 6, async () => {
      spin(1);
      finished += 1;
    });
    // A slice of about 1 ms holds one or two 1 ms tasks; never all sixty.
    expect(waitedForTasks).toBeGreaterThanOrEqual(0);
    expect(waitedForTasks).toBeLessThanOrEqual(8);
  });

  it('gives way once the budget is spent, not before', async () => {
    let now = 0;
    const pause = createPause(4, () => now);
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    now = 3;
    await pause();
    expect(ran).toBe(false);
    now = 5;
    await pause();
    expect(ran).toBe(true);
  });

  it('runs work written as steps to the same result at once or in slices', async () => {
    function* steps(): Generator<void, number> {
      let sum = 0;
      for (let at = 1; at <= 100; at += 1) {
        sum += at;
        yield;
      }
      return sum;
    }
    expect(runSteps(steps())).toBe(5050);
    await expect(runStepsInSlices(steps(), createPause(0))).resolves.toBe(5050);
  });

  it.each([0, 1, 255, 256, 257, 1000, 3001])('sorts %i items in steps as a stable sort does', (count) => {
    // Few distinct keys: many ties, whose input order must survive.
    const items = Array.from({ length: count }, (_, at) => ({ key: (at * 7919) % 13, at }));
    const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
    expect(runSteps(sortSteps(items, byKey))).toEqual([...items].sort(byKey));
  });
});
