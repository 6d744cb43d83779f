import { revalidatePath } from 'next/cache';
import { articleSource } from '@/lib/articles';
import { articlePath, BLOG_PATH, FEED_PATH } from './paths';

/**
 * Expiring the blog's stored pages after the articles changed. The blog owns its routes, so the route
 * patterns live here beside its paths, not in the article index below it.
 */

/** Routes that list articles (route patterns, as revalidatePath wants them): all expire after any change. */
const LIST_ROUTES: readonly { path: string; type?: 'page' }[] = [
  { path: BLOG_PATH },
  { path: '/(site)/blog/category/[category]', type: 'page' },
  { path: '/(site)/blog/category/[category]/page/[page]', type: 'page' },
  { path: '/(site)/blog/tag/[tag]', type: 'page' },
  { path: '/(site)/blog/tag/[tag]/page/[page]', type: 'page' },
  { path: FEED_PATH },
];

/**
 * POST /api/revalidate: reads the sheet now (only the named article's document, or every changed row),
 * then expires the stored pages that may show what changed since pages were last expired: the changed
 * articles' own pages and every list (the blog, archives, feed; the sitemap and search index are never
 * stored). Nothing changed: nothing is expired, so a burst of edit triggers does not make every page
 * render again. Other articles' related links and share images follow on their regeneration schedule.
 * Route handlers only.
 */
export async function refreshArticles(slug?: string): Promise<void> {
  await articleSource.refresh(slug, { fresh: true });
  const changes = await articleSource.takeUnexpiredChanges();
  if (changes === 'all') {
    revalidatePath('/', 'layout');
    return;
  }
  if (changes.length === 0) return;
  for (const route of LIST_ROUTES) revalidatePath(route.path, route.type);
  for (const changed of changes) revalidatePath(articlePath(changed));
}
