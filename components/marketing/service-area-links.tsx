import Link from 'next/link';
import { locations, ROUTED_LOCATION_SLUGS, serviceList, serviceLocationPath } from '@/lib/site/catalogue';

/** One card per routed city with links to its service pages, then Chesapeake as text and a link to /service-areas. */
export function ServiceAreaLinks() {
  return (
    <>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ROUTED_LOCATION_SLUGS.map((slug) => (
          <li key={slug} className="card">
            <h3 className="text-lg font-semibold text-brand-navy">{locations[slug].fullName}</h3>
            <ul className="mt-3 space-y-1">
              {serviceList.map((service) => (
                <li key={service.slug}>
                  <Link href={serviceLocationPath(service.slug, slug)} className="service-link">
                    {service.name} repairs in {locations[slug].name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-slate-700">
        Also serving {locations.chesapeake.fullName} and neighboring cities.{' '}
        <Link href="/service-areas" className="font-semibold text-brand-teal underline underline-offset-4">
          See all service areas and zip codes
        </Link>
      </p>
    </>
  );
}
