/**
 * Waits for a state, never for a fixed time: polls `check` until it returns true, and fails naming
 * `what` if that has not happened within `timeoutMs` (a bound for a broken product, not a pause: a
 * fast machine goes on as soon as the state is there, a loaded one waits as long as it needs).
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000, everyMs = 10): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - started > timeoutMs) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A promise and the function that resolves it: a test's way to learn that code under test got somewhere. */
export function signal(): { reached: Promise<void>; reach: () => void } {
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { reached, reach };
}
