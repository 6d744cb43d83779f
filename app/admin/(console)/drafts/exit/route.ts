import { exitPreviewAction } from '@/lib/admin/draft-actions';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return exitPreviewAction(request, undefined);
}
