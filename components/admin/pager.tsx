import Link from 'next/link';
import { CONSOLE_PAGE_SIZE, listQueryString, type ListQuery } from '@/lib/admin/queries';

/** Newer and older pages of a console list; nothing when everything fits on one page. */
export function Pager({ basePath, query, total }: { basePath: string; query: ListQuery; total: number }) {
  const pages = Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {query.page > 1 ? (
        <Link className="btn-secondary min-h-11 px-3 py-1 text-sm" href={`${basePath}${listQueryString({ ...query, page: query.page - 1 })}`}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">
        Page {query.page} of {pages}
      </span>
      {query.page < pages ? (
        <Link className="btn-secondary min-h-11 px-3 py-1 text-sm" href={`${basePath}${listQueryString({ ...query, page: query.page + 1 })}`}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
