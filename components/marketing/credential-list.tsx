import type { Credential } from '@/lib/copy/types';

/** The facts a visitor can check (license, insurance, warranty, years), each with where to check it. */
export function CredentialList({ items }: { items: readonly Credential[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="card tile">
          <span aria-hidden="true" className={`tile-icon i-${item.icon}`} />
          <h3 className="tile-title">{item.title}</h3>
          <p className="tile-text">{item.text}</p>
          {item.link ? (
            <a href={item.link.href} className="tile-link" rel="noopener noreferrer">
              {item.link.label}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
