import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import Link from 'next/link';
import { ActionBar } from '@/components/layout/action-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { StatusScreen } from '@/components/ui/status-screen';
import { TrackedLink } from '@/components/ui/tracked-link';
import { siteConfig } from '@/lib/site/config';

export const metadata: Metadata = {
  // Absolute: under /admin the console's title template would otherwise name the console on a public 404.
  title: { absolute: siteConfig.titleTemplate.replace('%s', 'Page not found') },
  robots: { index: false, follow: true },
};

/**
 * The App Router writes this screen into the payload of every page, once for each layout above the
 * page (the root one and the site's), so that a client navigation to a missing page can draw it. One
 * element object for both lets React write it once and refer to it the second time.
 */
let screen: ReactElement | undefined;

export default function NotFound() {
  screen ??= (
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
      <ActionBar />
    </>
  );
  return screen;
}
