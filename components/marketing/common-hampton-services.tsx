import Link from 'next/link';
import { locations, services, serviceLocationPath, type ServiceSlug } from '@/lib/site/catalogue';

/** A card linking to the Hampton page of each given service, with the first trades it covers. */
export function CommonHamptonServices({ slugs }: { slugs: readonly ServiceSlug[] }) {
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {slugs.map((slug) => {
        const service = services[slug];
        return (
          <li key={slug}>
            <Link
              href={serviceLocationPath(slug, 'hampton')}
              className="card link-tile"
            >
              <span aria-hidden="true" className={`text-3xl text-brand-teal i-${service.icon}`} />
              <span className="text-lg font-semibold text-brand-navy">
                {`${service.name} repairs in ${locations.hampton.name}`}
              </span>
              <span className="text-sm text-slate-600">{service.subServices.slice(0, 3).join(', ')} and more</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
