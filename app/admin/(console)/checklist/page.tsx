import type { Metadata } from 'next';
import { ScreenHeader } from '@/components/admin/screen-header';
import { requireAdmin } from '@/lib/admin/console';
import type { CheckStatus } from '@/lib/doctor/checks';
import { runDoctor } from '@/lib/doctor/run';
import { serverEnv } from '@/lib/process/env';

export const metadata: Metadata = { title: 'Launch checklist' };

const MARKS: Record<CheckStatus, { label: string; tone: string }> = {
  blocker: { label: 'Blocker', tone: 'bg-red-50 text-red-900' },
  warning: { label: 'Warning', tone: 'bg-amber-50 text-amber-950' },
  ok: { label: 'OK', tone: 'bg-emerald-50 text-emerald-900' },
};

export default async function ChecklistPage() {
  await requireAdmin();
  const results = await runDoctor({ env: serverEnv() });
  const blockers = results.filter((check) => check.status === 'blocker').length;
  return (
    <>
      <ScreenHeader title="Launch checklist">
        The same checks as <code>npm run doctor</code>, on this server&apos;s settings.{' '}
        {blockers ? `${blockers} blocker${blockers === 1 ? '' : 's'} to fix before launch.` : 'Nothing blocks the launch.'}
      </ScreenHeader>
      <ul className="mt-6 space-y-2">
        {results.map((check) => (
          <li key={check.title} className={`rounded-lg p-3 ${MARKS[check.status].tone}`}>
            <p className="font-semibold">
              {MARKS[check.status].label}: {check.title}
            </p>
            <p className="break-words">{check.detail}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
