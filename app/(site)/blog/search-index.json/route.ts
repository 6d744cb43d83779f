import { getBlogCache } from '@/lib/articles/source';
import { searchIndex } from '@/lib/blog/views';
import { serverEnv } from '@/lib/env';

/** The blog list's search data: card fields of every article, no bodies. Prerendered, refreshed every 300 s. */
export const revalidate = 300;

export async function GET() {
  return Response.json(searchIndex(await getBlogCache(), serverEnv().IMAGE_HOSTS));
}
