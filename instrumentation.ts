import { isNextBuild, nextRuntime } from './lib/env';

/**
 * At server start: warn when leads would reach nobody, open the lead database and start the outbox
 * worker, so deliveries left over from before a restart go out without waiting for a new visitor.
 * Not awaited: the server takes requests at once, and the first one waits for the database if needed.
 */
export async function register() {
  if (nextRuntime() !== 'nodejs' || isNextBuild()) return;
  const { startLeadService } = await import('./lib/leads/service');
  void startLeadService();
}
