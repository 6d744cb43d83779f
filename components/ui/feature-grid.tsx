import type { ReactNode } from 'react';
import type { Feature } from '@/lib/copy/types';

export type { Feature };

/** A card of the grid; `action` (a link or button) sits at the foot of the card, cards in a row aligned. */
export type FeatureCard = Feature & { action?: ReactNode };

const grids = {
  2: 'md:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const;

/** Cards with an icon, a title and a sentence or two: benefits, issues, ways to reach us, services. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureCard[]; columns?: keyof typeof grids }) {
  return (
    <ul className={`mt-10 grid gap-6 ${grids[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="card tile">
          <span aria-hidden="true" className={`tile-icon i-${item.icon}`} />
          <h3 className="tile-title">{item.title}</h3>
          <p className="tile-text">{item.text}</p>
          {item.action}
        </li>
      ))}
    </ul>
  );
}
