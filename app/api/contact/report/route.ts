import { serverEnv } from '@/lib/process/env';
import { contactUploadHandler } from '@/lib/reports/service';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return contactUploadHandler(serverEnv())(request);
}
