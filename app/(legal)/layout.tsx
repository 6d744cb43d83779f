import { ActionBar } from '@/components/layout/action-bar';
import { SiteHeader } from '@/components/layout/site-header';

/** Legal pages use the smaller navigation bar with a Home button. */
export default function LegalLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader variant="compact" />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <ActionBar />
    </>
  );
}
