import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { ArticleNotFound, ARTICLE_NOT_FOUND_TITLE } from '@/components/blog/article-not-found';
import { slugSchema } from '@/lib/articles';
import { blogNotFoundToken, BLOG_NOT_FOUND_HEADER, MISSING_ARTICLE_HEADER } from '@/lib/blog';

/**
 * The 'Article Not Found' page of an unknown /blog address, rendered for the proxy, which sends it
 * with status 404 (proxy.ts) and renders it once per process and kind. Never stored in the page
 * cache, so unknown addresses cost no disk.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: ARTICLE_NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
};

export default async function BlogAddressNotFound() {
  const incoming = await headers();
  if (incoming.get(BLOG_NOT_FOUND_HEADER) !== blogNotFoundToken()) notFound();
  // The proxy names an unknown article's slug; an unknown tag, category or page has none.
  const named = slugSchema.safeParse(incoming.get(MISSING_ARTICLE_HEADER) ?? '');
  return <ArticleNotFound slug={named.success ? named.data : undefined} />;
}
