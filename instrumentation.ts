/**
 * At server start: refuse a weak console password and warn when visitors share one allowance
 * (lib/doctor/start-checks.ts), warn when leads would reach nobody, open the site database (tried again with
 * backoff until it opens) and start the outbox worker, so deliveries left over from before a restart
 * go out without waiting for a new visitor; on SIGTERM or SIGINT, close the database once Next has
 * answered the requests in flight. Not awaited: the server takes requests at once, and the first one
 * waits for the database if needed.
 */
export async function register() {
  // Written out literally (not through lib/process/env): Next replaces it per runtime at build time, so the
  // Edge bundle drops the Node-only import below instead of compiling the database code.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { isNextBuild, serverEnv } = await import('./lib/process/env');
    if (!isNextBuild()) (await import('./lib/doctor/start-checks')).runStartChecks(serverEnv());
    const { startOutboxServiceUnlessBuilding } = await import('./lib/outbox/service');
    startOutboxServiceUnlessBuilding();
    const { startPageMetricsPurgeUnlessBuilding } = await import('./lib/page-metrics/purge');
    startPageMetricsPurgeUnlessBuilding();
  }
}
