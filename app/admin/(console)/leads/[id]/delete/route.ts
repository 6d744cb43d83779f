import { deleteLeadAction } from '@/lib/admin/lead-actions';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  return deleteLeadAction(request, context);
}
