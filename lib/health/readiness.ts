/**
 * The rules of GET /api/health, apart from the I/O they judge: each check runs with a short timeout
 * of its own, the report names each check's outcome in one word (never an error message, which can
 * carry a path or a connection string), and the instance is ready only when every configured check
 * passed.
 */

export type CheckOutcome = 'ok' | 'failed' | 'timeout' | 'off';

/** A check that is not configured (no shared cache on a single server) is left out by passing null. */
export type Check = (() => Promise<unknown>) | null;

export type HealthReport = {
  status: 'ready' | 'not-ready';
  checks: Record<string, CheckOutcome>;
};

/** Runs one check, answering 'timeout' once it has taken longer than timeoutMs, whatever it does later. */
export async function runCheck(check: Check, timeoutMs: number): Promise<CheckOutcome> {
  if (!check) return 'off';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const done = Promise.resolve()
    .then(check)
    .then(
      (): CheckOutcome => 'ok',
      (): CheckOutcome => 'failed',
    );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every check at once (the slowest sets the answer's time, bounded by timeoutMs). */
export async function checkReadiness(checks: Record<string, Check>, timeoutMs: number): Promise<HealthReport> {
  const names = Object.keys(checks);
  const outcomes = await Promise.all(names.map((name) => runCheck(checks[name] ?? null, timeoutMs)));
  const results = Object.fromEntries(names.map((name, i) => [name, outcomes[i] ?? 'failed'])) as Record<string, CheckOutcome>;
  const ready = outcomes.every((outcome) => outcome === 'ok' || outcome === 'off');
  return { status: ready ? 'ready' : 'not-ready', checks: results };
}

/** Health answers are never stored by a browser, nginx or a CDN: each one is a fresh look. */
const NO_STORE = { 'cache-control': 'no-store' };

export function readinessResponse(report: HealthReport): Response {
  return Response.json(report, { status: report.status === 'ready' ? 200 : 503, headers: NO_STORE });
}

/** Liveness: the process answers requests. Nothing is checked, so a slow store never restarts a live server. */
export function livenessResponse(): Response {
  return Response.json({ status: 'live' }, { status: 200, headers: NO_STORE });
}
