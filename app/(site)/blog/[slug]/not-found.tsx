import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticleNotFoundMessage } from '@/components/blog/article-not-found-message';
import { ReloadButton } from '@/components/blog/reload-button';
import { StatusScreen } from '@/components/ui/status-screen';
import { BLOG_PATH } from '@/lib/blog/paths';

export const metadata: Metadata = {
  title: 'Article Not Found',
  robots: { index: false, follow: true },
};

/** SPEC section 2: 'Article Not Found', the error message, 'Back to Blog' and 'Try Again'. */
export default function ArticleNotFound() {
  return (
    <StatusScreen
      code="404"
      title="Article Not Found"
      actions={
        <>
          <Link href={BLOG_PATH} className="btn-primary">
            Back to Blog
          </Link>
          <ReloadButton label="Try Again" className="btn-secondary" />
        </>
      }
    >
      <ArticleNotFoundMessage />
    </StatusScreen>
  );
}
