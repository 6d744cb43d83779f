import { downloadLeadReport } from '@/lib/admin/lead-actions';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  return downloadLeadReport(request, context);
}
