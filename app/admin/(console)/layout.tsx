import { ConsoleForm } from '@/components/admin/console-form';
import { ConsoleNav } from '@/components/admin/console-nav';
import { requireAdmin } from '@/lib/admin/console';
import { siteConfig } from '@/lib/site/config';

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const { csrf } = await requireAdmin();
  return (
    <>
      <header className="bg-brand-navy text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
          <p className="font-bold">{siteConfig.shortName} console</p>
          <ConsoleForm action="/admin/logout" csrf={csrf}>
            <button type="submit" className="inline-flex min-h-11 items-center rounded-md border border-white/60 px-3 text-sm font-semibold hover:bg-white/10">
              Log out
            </button>
          </ConsoleForm>
          <div className="w-full">
            <ConsoleNav />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
    </>
  );
}
