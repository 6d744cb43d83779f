import Link from 'next/link';
import { formatShortDate, isoDay } from '@/lib/articles/browser';
import { categoryPath, tagPath } from '@/lib/blog/browser';

/** Category link (to its archive), shown on cards and article pages. */
export function CategoryLink({ category, className = '' }: { category: string; className?: string }) {
  return (
    <Link
      href={categoryPath(category)}
      className={`inline-flex rounded-full bg-cyan-50 px-3 py-1 text-xs font-semibold text-brand-teal-dark ring-1 ring-cyan-200 hover:bg-cyan-100 ${className}`}
    >
      {category}
    </Link>
  );
}

export function TagLinks({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={tagPath(tag)} className="inline-flex rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 'Nov 22, 2026', or 'N/A' when the date is missing. */
export function ArticleDate({ value, className = '' }: { value: string | undefined; className?: string }) {
  const day = isoDay(value);
  return day ? (
    <time dateTime={day} className={className}>
      {formatShortDate(value)}
    </time>
  ) : (
    <span className={className}>N/A</span>
  );
}
