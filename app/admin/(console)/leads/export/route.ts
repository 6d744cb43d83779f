import { exportLeads } from '@/lib/admin/lead-actions';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return exportLeads(request, request);
}
