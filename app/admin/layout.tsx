import type { Metadata } from 'next';
import { consoleDeps } from '@/lib/admin/console';
import { siteConfig } from '@/lib/site/config';

// The console shows private data: rendered per request for the logged-in owner, never prerendered or cached.
export const dynamic = 'force-dynamic';

const robots: Metadata['robots'] = { index: false, follow: false, nocache: true };

/**
 * Without a console password there is no console: every /admin address is the site's plain 404, and
 * its title must not name the console either (a console page's own title would otherwise still
 * stream in after the 404, e.g. 'Dashboard | ... console'). The template has no %s, so no page title
 * under it shows through.
 */
export function generateMetadata(): Metadata {
  if (!consoleDeps.credential()) {
    const notFoundTitle = siteConfig.titleTemplate.replace('%s', 'Page not found');
    return { title: { absolute: notFoundTitle, template: notFoundTitle }, robots };
  }
  return { title: { default: 'Console', template: `%s | ${siteConfig.shortName} console` }, robots };
}

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-1 flex-col bg-slate-50">{children}</div>;
}
