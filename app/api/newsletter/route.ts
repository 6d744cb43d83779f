import { subscribeToNewsletter } from '@/lib/blog/newsletter';
import { leadService, newsletterAvailability } from '@/lib/leads/service';

export async function POST(request: Request) {
  const type = request.headers.get('content-type') ?? '';
  let input: unknown = null;
  try {
    input = type.includes('application/json') ? await request.json() : Object.fromEntries(await request.formData());
  } catch {
    input = null;
  }
  const result = await subscribeToNewsletter(input, {
    mode: newsletterAvailability(),
    subscribe: async (email, options) => {
      const { store, worker } = await leadService();
      const outcome = await store.subscribe(email, options);
      worker.kick();
      return outcome;
    },
  });
  return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
}
