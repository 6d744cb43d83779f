import { serverEnv } from '@/lib/env';
import { subscribeToNewsletter } from '@/lib/blog/newsletter';

export async function POST(request: Request) {
  const type = request.headers.get('content-type') ?? '';
  let input: unknown = null;
  try {
    input = type.includes('application/json') ? await request.json() : Object.fromEntries(await request.formData());
  } catch {
    input = null;
  }
  const result = await subscribeToNewsletter(input, serverEnv().NEWSLETTER_WEBHOOK_URL);
  return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
}
