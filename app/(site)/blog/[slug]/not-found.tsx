import type { Metadata } from 'next';
import { ArticleNotFound, ARTICLE_NOT_FOUND_TITLE } from '@/components/blog/article-not-found';
import { ArticleNotFoundMessage } from '@/components/blog/article-not-found-message';

export const metadata: Metadata = {
  title: ARTICLE_NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
};

/** An article that went away between the proxy's check and the render: the slug comes from the address. */
export default function ArticleNotFoundPage() {
  return <ArticleNotFound message={<ArticleNotFoundMessage />} />;
}
