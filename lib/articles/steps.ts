/**
 * Work written once as a generator that yields between small pieces, so the live site can run it in
 * slices (answering visitors between them) while everything else runs it at once. Pure: no timers here,
 * the caller's pause decides when to give way.
 */

export type Pause = () => Promise<void>;

/** Runs the steps to the end at once. */
export function runSteps<R>(steps: Generator<unknown, R>): R {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Runs the steps with a pause at every piece. */
export async function runStepsInSlices<R>(steps: Generator<unknown, R>, pause: Pause): Promise<R> {
  let step = steps.next();
  while (!step.done) {
    await pause();
    step = steps.next();
  }
  return step.value;
}

const RUN = 256;

/**
 * A stable sort in steps: runs of 256 sorted natively, then merged pairwise, one step per 256 items
 * placed. Sorting 10,000 articles at once holds the thread for the whole sort; this gives the
 * same order (both are stable) in pieces of 256 items.
 */
export function* sortSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Generator<void, T[]> {
  let runs: T[][] = [];
  for (let start = 0; start < items.length; start += RUN) {
    runs.push(items.slice(start, start + RUN).sort(compare));
    yield;
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let at = 0; at < runs.length; at += 2) {
      const left = runs[at] ?? [];
      const right = runs[at + 1];
      merged.push(right ? yield* mergeSteps(left, right, compare) : left);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

function* mergeSteps<T>(left: readonly T[], right: readonly T[], compare: (a: T, b: T) => number): Generator<void, T[]> {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    // Ties take the left item first: the merge keeps the order of equal items.
    if (compare(right[j] as T, left[i] as T) < 0) out.push(right[j++] as T);
    else out.push(left[i++] as T);
    if (out.length % RUN === 0) yield;
  }
  while (i < left.length) out.push(left[i++] as T);
  while (j < right.length) out.push(right[j++] as T);
  return out;
}
