import Link from 'next/link';
import type { ServiceOverviewItem } from '@/lib/content/types';

/** The catalogue's services as cards, each with its description and a link to one of its city pages. */
export function ServiceOverview({ services }: { services: readonly ServiceOverviewItem[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {services.map((service) => (
        <li key={service.slug} className="card flex flex-col">
          <span aria-hidden="true" className="text-3xl">
            {service.icon}
          </span>
          <h3 className="mt-3 text-lg font-semibold text-brand-navy">{service.title}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{service.description}</p>
          <Link href={service.href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-teal-dark underline underline-offset-4">
            {service.linkLabel}
          </Link>
        </li>
      ))}
    </ul>
  );
}
