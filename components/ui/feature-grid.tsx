import type { Feature } from '@/lib/content/types';

export type { Feature };

/** Cards with an emoji icon, a title and a sentence or two: benefit and issue grids. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const grid = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : columns === 2 ? 'md:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`mt-10 grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-brand-sand text-2xl">
            {item.icon}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-navy">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
