import { handleLogin } from '@/lib/admin/console';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return handleLogin(request);
}
