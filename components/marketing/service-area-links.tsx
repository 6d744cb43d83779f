import Link from 'next/link';
import { locations, ROUTED_LOCATION_SLUGS, serviceList, serviceLocationPath, type ServiceSlug } from '@/lib/catalogue';
import { SectionHeading } from './section-heading';

type ServiceAreaLinksProps = {
  /** Which service's city pages each area card links to (default: every service). */
  services?: readonly ServiceSlug[];
  intro?: string;
};

/**
 * Service-area band for the buyer, seller and common-repairs pages: one card per routed city with
 * links to its service pages, Chesapeake as text, and a link to /service-areas.
 */
export function ServiceAreaLinks({ services, intro }: ServiceAreaLinksProps) {
  const shown = services ? serviceList.filter((service) => services.includes(service.slug)) : serviceList;
  return (
    <section id="service-areas" aria-labelledby="service-areas-title">
      <div className="section">
        <SectionHeading
          id="service-areas-title"
          eyebrow="Service areas"
          title="Serving Hampton Roads, Virginia"
          intro={
            intro ??
            `Our crews work across the Peninsula and the Southside: ${ROUTED_LOCATION_SLUGS.map((slug) => locations[slug].name).join(', ')} and ${locations.chesapeake.name}.`
          }
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ROUTED_LOCATION_SLUGS.map((slug) => (
            <li key={slug} className="card">
              <h3 className="text-lg font-semibold text-brand-navy">{locations[slug].fullName}</h3>
              <ul className="mt-3 space-y-1">
                {shown.map((service) => (
                  <li key={service.slug}>
                    <Link
                      href={serviceLocationPath(service.slug, slug)}
                      className="inline-flex min-h-8 items-center rounded text-brand-teal underline-offset-4 hover:underline"
                    >
                      {service.name} repairs in {locations[slug].name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-slate-700">
          Also serving {locations.chesapeake.fullName} and neighbouring cities.{' '}
          <Link href="/service-areas" className="font-semibold text-brand-teal underline underline-offset-4">
            See all service areas and zip codes
          </Link>
        </p>
      </div>
    </section>
  );
}
