import { serverEnv } from '@/lib/process/env';
import { reportRequestHandler } from '@/lib/reports/service';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return reportRequestHandler(serverEnv())(request, (await params).id);
}
