import Link from 'next/link';
import type { MouseEvent } from 'react';
import { pagerWindow } from '@/lib/blog/browser';

type PagerProps = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** In the list island: change page without a navigation (the link still works when opened in a new tab). */
  onNavigate?: (page: number) => void;
};

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const itemClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold';

/** 'Page X of Y', Previous/Next, at most 5 numbers with ellipses; hidden for one page. */
export function Pager({ page, totalPages, hrefFor, onNavigate }: PagerProps) {
  if (totalPages <= 1) return null;
  const link = (target: number, label: string, extra: { rel?: string; ariaLabel?: string; current?: boolean } = {}) => (
    <Link
      href={hrefFor(target)}
      prefetch={onNavigate ? false : undefined}
      rel={extra.rel}
      aria-label={extra.ariaLabel}
      aria-current={extra.current ? 'page' : undefined}
      scroll={!onNavigate}
      onClick={
        onNavigate
          ? (event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onNavigate(target);
            }
          : undefined
      }
      className={`${itemClass} ${extra.current ? 'bg-brand-navy text-white' : 'border border-slate-300 bg-white text-brand-navy hover:border-brand-teal hover:text-brand-teal'}`}
    >
      {label}
    </Link>
  );
  const disabled = (label: string) => (
    <span aria-disabled="true" className={`${itemClass} border border-slate-200 text-slate-500`}>
      {label}
    </span>
  );

  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-col items-center gap-4">
      <p className="text-sm font-medium text-slate-700">
        Page {page} of {totalPages}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{page > 1 ? link(page - 1, 'Previous', { rel: 'prev' }) : disabled('Previous')}</li>
        {pagerWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>{link(item, String(item), { ariaLabel: `Page ${item}`, current: item === page })}</li>
          ),
        )}
        <li>{page < totalPages ? link(page + 1, 'Next', { rel: 'next' }) : disabled('Next')}</li>
      </ul>
    </nav>
  );
}
