import { getArticleBodies, getArticleIndex } from '@/lib/articles';
import { rssFeed } from '@/lib/blog';
import { serverEnv } from '@/lib/process/env';

/** RSS 2.0 of the latest 20 articles; prerendered and regenerated on the same schedule as the blog pages. */
export const revalidate = 225;

export async function GET() {
  return new Response(rssFeed((await getArticleIndex()).articles, await getArticleBodies(), serverEnv().SITE_URL), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
