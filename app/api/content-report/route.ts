import { getContentReport } from '@/lib/articles/snapshot/report';
import { handleContentReport } from '@/lib/articles/index/revalidate';
import { serverEnv } from '@/lib/env';

/** The latest content report (rows read, published, skipped and why) for the owner, behind the revalidate secret. */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return handleContentReport(request, { secret: serverEnv().REVALIDATE_SECRET, load: () => getContentReport() });
}
