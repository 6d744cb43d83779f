import { instanceReadiness } from '@/lib/health/checks';
import { livenessResponse, readinessResponse } from '@/lib/health/readiness';

export const dynamic = 'force-dynamic';

/** Readiness (200 ready, 503 not); `?live` answers liveness only. */
export async function GET(request: Request): Promise<Response> {
  if (new URL(request.url).searchParams.has('live')) return livenessResponse();
  return readinessResponse(await instanceReadiness());
}
