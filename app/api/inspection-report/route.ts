import { serverEnv } from '@/lib/process/env';
import { reportUploadHandler } from '@/lib/reports/service';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return reportUploadHandler(serverEnv())(request);
}
