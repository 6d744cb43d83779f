import { getArticleIndex } from '@/lib/articles/read';
import { searchIndex } from '@/lib/blog/views';
import { serverEnv } from '@/lib/env';
import { siteConfig } from '@/lib/site-config';

/**
 * The blog list's search data: card fields of every article, no bodies. Answered from the in-memory
 * index on each request rather than stored as a page: at 10,000 articles it is several megabytes.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  return Response.json(searchIndex(await getArticleIndex(), serverEnv().IMAGE_HOSTS), {
    headers: { 'Cache-Control': `public, max-age=0, s-maxage=${siteConfig.blog.pageRegenerateSeconds}, stale-while-revalidate` },
  });
}
