import Link from 'next/link';
import type { ReactNode } from 'react';
import { StatusScreen } from '@/components/ui/status-screen';
import { articleNotFoundMessage, BLOG_PATH } from '@/lib/blog/browser';
import { ReloadButton } from './reload-button';

export const ARTICLE_NOT_FOUND_TITLE = 'Article Not Found';
const GENERAL_NOT_FOUND_MESSAGE = 'The article you are looking for could not be found.';

/**
 * 'Article Not Found', the message ('Article with slug "{slug}" not found', or the general sentence
 * when there is no slug to name), 'Back to Blog' and 'Try Again'. Rendered on the server.
 */
export function ArticleNotFound({ slug, message }: { slug?: string | undefined; message?: ReactNode }) {
  return (
    <StatusScreen
      code="404"
      title={ARTICLE_NOT_FOUND_TITLE}
      actions={
        <>
          <Link href={BLOG_PATH} className="btn-primary">
            Back to Blog
          </Link>
          <ReloadButton label="Try Again" className="btn-secondary" />
        </>
      }
    >
      {message ?? <p>{slug ? articleNotFoundMessage(slug) : GENERAL_NOT_FOUND_MESSAGE}</p>}
    </StatusScreen>
  );
}
