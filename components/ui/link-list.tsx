import Link from 'next/link';
import type { LinkItem } from '@/lib/copy/types';

/** A titled card of links, announced as a navigation region named by its title. */
export function LinkList({ id, title, links }: { id: string; title: string; links: readonly LinkItem[] }) {
  return (
    <nav aria-labelledby={id} className="card">
      <h3 id={id} className="text-lg font-semibold text-brand-navy">
        {title}
      </h3>
      <ul className="mt-4 grid gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="list-link">
              {link.icon ? <span aria-hidden="true" className={`i-${link.icon}`} /> : null}
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
