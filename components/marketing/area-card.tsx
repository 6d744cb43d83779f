import Link from 'next/link';
import { ServiceZipCodes } from '@/components/marketing/service-zip-codes';
import type { ServiceAreaCard } from '@/lib/copy/types';

/**
 * One city on the service-areas page: description, population, services, zip codes and links. The card's
 * id is the city's slug, so that /service-areas#norfolk (the footer's city links) lands on it (the page keeps
 * clear of the sticky navigation bar with scroll-padding).
 */
export function AreaCard({ area }: { area: ServiceAreaCard }) {
  const titleId = `area-${area.slug}`;
  return (
    <article id={area.slug} aria-labelledby={titleId} className="card flex flex-col">
      <h3 id={titleId} className="text-2xl font-bold text-brand-navy">
        {area.name}
      </h3>
      <p className="mt-1 text-sm font-medium text-slate-600">{area.populationText}</p>
      <p className="mt-4 leading-relaxed text-slate-700">{area.description}</p>

      <h4 className="caps-label">Primary services</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {area.primaryServices.map((service) => (
          <li key={service} className="tag-chip">
            {service}
          </li>
        ))}
      </ul>

      <h4 className="caps-label">Zip codes</h4>
      <div className="mt-2">
        <ServiceZipCodes zips={area.zips} label={`${area.name} zip codes`} />
      </div>

      <h4 className="caps-label">Popular repairs</h4>
      {area.linkNote ? <p className="mt-2 text-sm text-slate-600">{area.linkNote}</p> : null}
      <ul className="mt-2 grid gap-1">
        {area.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
