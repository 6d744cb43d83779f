import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ArticleNotFound, ARTICLE_NOT_FOUND_TITLE } from '@/components/blog/article-not-found';
import { MISSING_ARTICLE_HEADER } from '@/lib/blog/paths';
import { slugSchema } from '@/lib/articles/schema';

export const metadata: Metadata = {
  title: ARTICLE_NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
};

/** The 404 of an unknown article, tag, category or page number, in the server's HTML. */
export default async function BlogAddressNotFoundScreen() {
  // The proxy names the unknown slug; anything else (or a forged header that is no slug) gets the general sentence.
  const named = slugSchema.safeParse((await headers()).get(MISSING_ARTICLE_HEADER) ?? '');
  return <ArticleNotFound slug={named.success ? named.data : undefined} />;
}
