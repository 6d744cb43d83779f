'use client';

import { usePathname } from 'next/navigation';
import { articleNotFoundMessage, articleSlugFromPath } from '@/lib/blog/browser';

/**
 * not-found.tsx receives no params, so the slug is read from the address: 'Article with slug "{slug}"
 * not found', or the general sentence when there is no slug to name.
 */
export function ArticleNotFoundMessage() {
  const slug = articleSlugFromPath(usePathname() ?? '');
  return <p>{slug ? articleNotFoundMessage(slug) : 'The article you are looking for could not be found.'}</p>;
}
