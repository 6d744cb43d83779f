import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleForm } from '@/components/admin/console-form';
import { ListSearch } from '@/components/admin/list-search';
import { Notice } from '@/components/admin/notice';
import { Pager } from '@/components/admin/pager';
import { ScreenHeader } from '@/components/admin/screen-header';
import { requireAdmin } from '@/lib/admin/console';
import { formatDateTime } from '@/lib/admin/format';
import { pageFilter, parseListQuery, type SearchParams } from '@/lib/admin/queries';
import { subscriberStore } from '@/lib/newsletter/subscribers';

export const metadata: Metadata = { title: 'Newsletter subscribers' };

type Props = { searchParams: Promise<SearchParams> };

export default async function SubscribersPage({ searchParams }: Props) {
  const { csrf } = await requireAdmin();
  const params = await searchParams;
  const query = parseListQuery(params);
  const { subscribers, total } = await (await subscriberStore()).listSubscribers(pageFilter({ search: query.search, page: query.page }));

  return (
    <>
      <ScreenHeader
        title="Newsletter subscribers"
        actions={
          <a href="/admin/subscribers/export" className="btn-secondary min-h-11 px-3 py-1 text-sm" download>
            Export CSV
          </a>
        }
      >
        Readers who signed up on the blog. Pending ones have not clicked the confirmation link yet and get no newsletter. {total}{' '}
        {query.search ? 'match' : 'in all'}.
      </ScreenHeader>
      {params.deleted === '1' ? <Notice>The subscriber was deleted.</Notice> : null}

      <ListSearch action="/admin/subscribers" name="Subscribers" label="Search e-mail" search={query.search} />

      {subscribers.length ? (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg bg-white shadow-[var(--shadow-card)]">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold break-all text-slate-900">{subscriber.email}</p>
                <p className="text-sm text-slate-700">
                  {subscriber.status === 'confirmed' ? 'Confirmed' : 'Pending confirmation'} · signed up{' '}
                  <time dateTime={subscriber.createdAt.toISOString()}>{formatDateTime(subscriber.createdAt)}</time>
                </p>
              </div>
              {params.confirm === subscriber.id ? (
                <ConsoleForm action={`/admin/subscribers/${subscriber.id}/delete`} csrf={csrf} className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="confirm" value="yes" />
                  <span className="font-semibold text-red-900">Delete {subscriber.email} for good?</span>
                  <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800">
                    Delete permanently
                  </button>
                  <Link href="/admin/subscribers" className="btn-secondary min-h-11 px-3 py-1">
                    Cancel
                  </Link>
                </ConsoleForm>
              ) : (
                <Link href={`/admin/subscribers?confirm=${subscriber.id}`} className="inline-flex min-h-11 items-center font-semibold text-red-800 underline">
                  Delete<span className="sr-only"> {subscriber.email}</span>…
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700 shadow-[var(--shadow-card)]">{query.search ? 'No subscriber matches this search.' : 'No subscribers yet.'}</p>
      )}
      <Pager basePath="/admin/subscribers" query={query} total={total} />
    </>
  );
}
