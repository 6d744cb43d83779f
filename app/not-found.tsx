import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { ArticleNotFound, ARTICLE_NOT_FOUND_TITLE } from '@/components/blog/article-not-found';
import { SiteHeader } from '@/components/layout/site-header';
import { StatusScreen } from '@/components/ui/status-screen';
import { TrackedLink } from '@/components/ui/tracked-link';
import { slugSchema } from '@/lib/articles/schema';
import { BLOG_NOT_FOUND_HEADER, MISSING_ARTICLE_HEADER } from '@/lib/blog/paths';
import { siteConfig } from '@/lib/site-config';

/** A blog address the article index does not know: the proxy marks the request (proxy.ts). */
async function missingBlogAddress(): Promise<{ slug?: string } | undefined> {
  const incoming = await headers();
  if (incoming.get(BLOG_NOT_FOUND_HEADER) !== '1') return undefined;
  // Anything but a real slug (a forged header) gets the general sentence.
  const named = slugSchema.safeParse(incoming.get(MISSING_ARTICLE_HEADER) ?? '');
  return named.success ? { slug: named.data } : {};
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await missingBlogAddress()) ? ARTICLE_NOT_FOUND_TITLE : 'Page not found', robots: { index: false, follow: true } };
}

/**
 * Every 404 of the site, rendered on the server: unmatched addresses, and the blog addresses the
 * proxy answers from the article index ('Article Not Found' with the slug, Back to Blog, Try Again).
 * Blog pages do not rely on notFound() for them: Next answers that with an empty body and the text
 * only in the script payload.
 */
export default async function NotFound() {
  const blog = await missingBlogAddress();
  if (blog) {
    return (
      <>
        <SiteHeader variant="compact" />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <ArticleNotFound slug={blog.slug} />
        </main>
      </>
    );
  }
  return (
    <>
      <SiteHeader variant="compact" />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <StatusScreen
          code="404"
          title="Page not found"
          actions={
            <>
              <Link href="/" className="btn-primary">
                Back to Home
              </Link>
              <Link href="/blog" className="btn-secondary">
                Read the Blog
              </Link>
            </>
          }
        >
          <p>
            The page you were looking for has moved or never existed. Need a repair after your inspection? Call{' '}
            <TrackedLink kind="phone" location="not_found" className="font-semibold text-brand-teal underline">
              {siteConfig.phone}
            </TrackedLink>
            .
          </p>
        </StatusScreen>
      </main>
    </>
  );
}
