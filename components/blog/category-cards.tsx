import Link from 'next/link';
import { categoryPath } from '@/lib/blog/browser';
import { CATEGORY_DESCRIPTIONS } from '@/lib/blog';
import { articleConfig } from '@/lib/articles/browser';
import { OFFSCREEN } from './offscreen';

const ICONS: Record<string, string> = {
  'Property Inspection': 'M9 5h6M9 3h6a1 1 0 0 1 1 1v1h2a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2V4a1 1 0 0 1 1-1zm0 9l2 2 4-4',
  'Real Estate': 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  Legal: 'M12 3v18M5 7h14M7 7l-3 7a3 3 0 0 0 6 0zm10 0l-3 7a3 3 0 0 0 6 0zM8 21h8',
  Guides: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 0v16M8 7h7M8 11h5',
};

/** The four static category cards of the blog home, each linking to its archive. */
export function CategoryCards() {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {articleConfig.categories.map((category) => (
        <li key={category} className={OFFSCREEN.categoryCard}>
          <Link href={categoryPath(category)} className="group card flex h-full flex-col transition hover:border-brand-teal">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-9 w-9 text-brand-teal" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
              <path d={ICONS[category] ?? ICONS.Guides} />
            </svg>
            <span className="mt-4 text-lg font-bold text-brand-navy group-hover:text-brand-teal">{category}</span>
            <span className="mt-2 text-sm text-slate-700">{CATEGORY_DESCRIPTIONS[category]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
