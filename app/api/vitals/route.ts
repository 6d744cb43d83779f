import { handleBeacon } from '@/lib/vitals/service';

export async function POST(request: Request): Promise<Response> {
  return handleBeacon(request);
}
