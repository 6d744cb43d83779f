import type { Metadata, Viewport } from 'next';
import { AnalyticsListener } from '@/components/analytics/analytics-listener';
import { AnalyticsTags } from '@/components/analytics/analytics-tags';
import { InlineVisitNote } from '@/components/analytics/inline-visit-note';
import { VisitRecorder } from '@/components/analytics/visit-recorder';
import { Footer } from '@/components/layout/footer';
import { RouteScroll } from '@/components/layout/route-scroll';
import { IdleScrollToTop } from '@/components/layout/idle-scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import { serverEnv } from '@/lib/process/env';
import { siteDescription } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site/config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(serverEnv().SITE_URL),
  title: { default: siteConfig.defaultTitle, template: siteConfig.titleTemplate },
  description: siteDescription,
  keywords: [...siteConfig.keywords],
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0f2d4a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-screen flex-col">
        {/* The visit and its page view, noted as soon as the parser has read this, before anything hydrates. */}
        <InlineVisitNote />
        <AnalyticsTags />
        <SkipLink />
        {children}
        <Footer />
        <IdleScrollToTop />
        <RouteScroll />
        <AnalyticsListener />
        <VisitRecorder />
      </body>
    </html>
  );
}
