import Link from 'next/link';
import { ROUTED_LOCATION_SLUGS, locations, serviceList, serviceLocationPath } from '@/lib/catalogue';
import type { OnwardCard } from '@/lib/content/types';

/** The five services of the catalogue, each linking to its four city pages, and a last card leading on for reports that mix trades. */
export function LandingServices({ onward }: { onward: OnwardCard }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {serviceList.map((service) => (
        <li key={service.slug} className="card flex flex-col">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-xl text-2xl"
            style={{ backgroundColor: `${service.color}1a` }}
          >
            {service.icon}
          </span>
          <h3 className="mt-4 text-xl font-semibold text-brand-navy">{service.title}</h3>
          <p className="mt-2 flex-1 leading-relaxed text-slate-700">{service.description}</p>
          <p className="mt-4 text-sm font-semibold text-slate-600" id={`service-${service.slug}-cities`}>
            {service.name} repairs by city:
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`service-${service.slug}-cities`}>
            {ROUTED_LOCATION_SLUGS.map((slug) => (
              <li key={slug}>
                <Link
                  href={serviceLocationPath(service.slug, slug)}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-brand-teal hover:border-brand-teal hover:bg-cyan-50"
                >
                  <span className="sr-only">{service.name} repairs in </span>
                  {locations[slug].name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
      <li className="card flex flex-col justify-center bg-brand-navy text-white">
        <h3 className="text-xl font-semibold">{onward.title}</h3>
        <p className="mt-2 leading-relaxed text-slate-100">{onward.text}</p>
        <Link href={onward.link.href} className="btn-light mt-5 self-start">
          {onward.link.label}
        </Link>
      </li>
    </ul>
  );
}
