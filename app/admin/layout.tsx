import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';

// The console shows private data: rendered per request for the logged-in owner, never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Console', template: `%s | ${siteConfig.shortName} console` },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-1 flex-col bg-slate-50">{children}</div>;
}
