import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { ConsoleForm } from '@/components/admin/console-form';
import { Notice } from '@/components/admin/notice';
import { ScreenHeader } from '@/components/admin/screen-header';
import { requireAdmin } from '@/lib/admin/console';
import { DraftsUnavailableError, listDraftRows, type DraftRow } from '@/lib/admin/draft-preview';
import { formatDateTime } from '@/lib/admin/format';
import type { SearchParams } from '@/lib/admin/queries';
import { serverEnv } from '@/lib/process/env';

export const metadata: Metadata = { title: 'Draft preview' };

type Props = { searchParams: Promise<SearchParams> };

async function readDrafts(): Promise<{ drafts: DraftRow[] } | { error: string }> {
  try {
    return { drafts: await listDraftRows({ env: serverEnv() }) };
  } catch (error) {
    if (error instanceof DraftsUnavailableError) return { error: error.message };
    throw error;
  }
}

export default async function DraftsPage({ searchParams }: Props) {
  const { csrf } = await requireAdmin();
  const [result, { isEnabled }, params] = await Promise.all([readDrafts(), draftMode(), searchParams]);
  return (
    <>
      <ScreenHeader title="Draft preview">
        Rows of the article sheet whose Status is Draft. Preview one to see its page exactly as visitors will once the row says Published; nobody
        else sees it.
      </ScreenHeader>
      {params.exited === '1' ? <Notice>Preview is off: article pages show only published articles again.</Notice> : null}
      {isEnabled ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-amber-950">
          <p>Preview is on in this browser: draft articles show on their pages.</p>
          <ConsoleForm action="/admin/drafts/exit" csrf={csrf}>
            <button type="submit" className="btn-secondary min-h-11 px-3 py-1 text-sm">
              Turn preview off
            </button>
          </ConsoleForm>
        </div>
      ) : null}
      {'error' in result ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-900">
          The sheet could not be read: {result.error}
        </p>
      ) : result.drafts.length ? (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg bg-white shadow-[var(--shadow-card)]">
          {result.drafts.map((draft) => (
            <li key={draft.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{draft.title}</p>
                <p className="text-sm text-slate-700">
                  {draft.origin} · /blog/{draft.slug} · dated {formatDateTime(draft.publishDate)}
                </p>
              </div>
              <ConsoleForm action="/admin/drafts/preview" csrf={csrf}>
                <input type="hidden" name="slug" value={draft.slug} />
                <button type="submit" className="btn-primary min-h-11 px-4 py-1 text-sm">
                  Preview<span className="sr-only"> {draft.title}</span>
                </button>
              </ConsoleForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700 shadow-[var(--shadow-card)]">No row of the sheet is a Draft right now.</p>
      )}
    </>
  );
}
