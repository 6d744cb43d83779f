import Link from 'next/link';
import { ROUTED_LOCATION_SLUGS, locations, serviceList, serviceLocationPath } from '@/lib/site/catalogue';
import type { OnwardCard } from '@/lib/copy/types';

/** The five services of the catalogue, each linking to its four city pages, and a last card leading on for reports that mix trades. */
export function LandingServices({ onward }: { onward: OnwardCard }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {serviceList.map((service) => (
        <li key={service.slug} className="card tile">
          <span aria-hidden="true" className={`tile-icon i-${service.icon}`} style={{ backgroundColor: `${service.color}1a` }} />
          <h3 className="tile-title text-xl">{service.title}</h3>
          <p className="tile-text">{service.description}</p>
          <p className="tile-label" id={`service-${service.slug}-cities`}>{`${service.name} repairs by city:`}</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`service-${service.slug}-cities`}>
            {ROUTED_LOCATION_SLUGS.map((slug) => (
              <li key={slug}>
                <Link href={serviceLocationPath(service.slug, slug)} className="city-pill">
                  <span className="sr-only">{`${service.name} repairs in `}</span>
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
