import 'server-only';
import { cache } from 'react';
import { draftMode } from 'next/headers';
import type { Article } from '@/lib/articles';
import { serverEnv } from '@/lib/process/env';
import { buildDraftArticle } from './draft-preview';
import { errorText } from '@/lib/process/error-text';

/**
 * Next's draft mode as the console uses it: only a logged-in owner can turn it on (a POST from the
 * Drafts screen, lib/admin/draft-actions.ts); while it is on, /blog/{slug} shows the sheet's Draft
 * row with that slug.
 */

/** The Draft row's article for the article page when draft mode is on; null otherwise. Once per request. */
export const draftPreviewArticle = cache(async (slug: string): Promise<Article | null> => {
  if (!(await draftMode()).isEnabled) return null;
  try {
    return await buildDraftArticle(slug, { env: serverEnv() });
  } catch (error) {
    console.error(`Draft preview of "${slug}" failed: ${errorText(error)}`);
    return null;
  }
});
