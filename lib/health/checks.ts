import { sql } from 'kysely';
import { articleSource } from '@/lib/articles';
import { sharedCachePing } from '@/lib/cache/redis-ping';
import { siteDatabase } from '@/lib/site-database';
import { checkReadiness, type HealthReport } from './readiness';

/** Each check's allowance: an answer within a couple of seconds even when a dependency hangs. */
export const HEALTH_CHECK_TIMEOUT_MS = 1_500;

/**
 * Ready to serve: the site database answers a query, the article index is loaded (the first call loads
 * it, so a fresh instance turns ready once its index is in memory), and, when configured, the
 * shared cache answers a PING.
 */
export function instanceReadiness(): Promise<HealthReport> {
  return checkReadiness(
    {
      store: async () => sql`select 1`.execute(await siteDatabase()),
      articles: () => articleSource.getIndex(),
      sharedCache: sharedCachePing(),
    },
    HEALTH_CHECK_TIMEOUT_MS,
  );
}
