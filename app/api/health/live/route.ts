import { livenessResponse } from '@/lib/health/readiness';

export const dynamic = 'force-dynamic';

/** Liveness: answers while the process runs. */
export function GET(): Response {
  return livenessResponse();
}
