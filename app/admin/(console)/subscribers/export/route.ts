import { exportSubscribers } from '@/lib/admin/lead-actions';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return exportSubscribers(request, undefined);
}
