import { TrackedLink } from '@/components/ui/tracked-link';
import type { ContactMethod } from '@/lib/content/types';

const linkClass = {
  phone: 'mt-4 font-semibold text-brand-teal-dark underline underline-offset-4',
  email: 'mt-4 font-semibold break-all text-brand-teal-dark underline underline-offset-4',
  quote: 'btn-primary mt-4',
} as const;

/** The ways to reach the business, each a card with its tracked link. */
export function ContactMethods({ methods, location }: { methods: readonly ContactMethod[]; location: string }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {methods.map((method) => (
        <li key={method.kind} className="card flex flex-col items-start">
          <span aria-hidden="true" className="text-3xl">
            {method.icon}
          </span>
          <h3 className="mt-3 text-xl font-semibold text-brand-navy">{method.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{method.text}</p>
          <TrackedLink kind={method.kind} location={location} className={linkClass[method.kind]}>
            {method.linkLabel}
          </TrackedLink>
        </li>
      ))}
    </ul>
  );
}
