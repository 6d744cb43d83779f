import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { hasAdminSession, requireConsoleEnabled } from '@/lib/admin/console';
import { loginMessage } from '@/lib/admin/login-messages';
import { CONSOLE_HOME } from '@/lib/admin/nav';
import { siteConfig } from '@/lib/site/config';

export const metadata: Metadata = { title: 'Log in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminLoginPage({ searchParams }: Props) {
  requireConsoleEnabled();
  if (await hasAdminSession()) redirect(CONSOLE_HOME);
  const message = loginMessage(await searchParams);
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 py-12 outline-none sm:py-20">
      <div className="w-full max-w-sm rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]">
        <p className="text-sm font-semibold text-brand-teal">{siteConfig.name}</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-navy">Owner&apos;s console</h1>
        {message ? (
          <p role={message.tone === 'error' ? 'alert' : 'status'} className={`mt-4 rounded-lg px-3 py-2 text-sm ${message.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-sky-50 text-sky-900'}`}>
            {message.text}
          </p>
        ) : null}
        <form method="post" action="/admin/session" className="mt-6 space-y-4">
          <div>
            <label htmlFor="password" className="block text-sm font-semibold text-slate-800">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              required
              maxLength={1000}
              autoComplete="current-password"
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
            />
          </div>
          <button type="submit" className="btn-primary w-full">
            Log in
          </button>
        </form>
      </div>
    </main>
  );
}
