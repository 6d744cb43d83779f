import { deleteSubscriberAction } from '@/lib/admin/lead-actions';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  return deleteSubscriberAction(request, context);
}
