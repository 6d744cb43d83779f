import 'server-only';
import { revalidatePath } from 'next/cache';
import { cache } from 'react';
import { articleSource } from './source';

/**
 * The pages' read side: the article index and one article's body, each looked up once per request
 * (generateMetadata and the page share it through React's cache).
 */

export const getArticleIndex = cache(() => articleSource.getIndex());

export const getArticle = cache((slug: string) => articleSource.getArticle(slug));

export const getArticleBodies = cache(() => articleSource.getBodies());

/**
 * POST /api/revalidate: reads the sheet now (only the named article's document, or every changed row),
 * then expires every rendered page so the next visit shows the result, unless no refresh changed
 * anything since the pages were last expired: then the stored pages are already current, and
 * re-rendering them all would only slow visitors down. Route handlers only.
 */
export async function refreshArticles(slug?: string): Promise<void> {
  await articleSource.refresh(slug);
  if (articleSource.takeUnexpiredChanges()) revalidatePath('/', 'layout');
}
