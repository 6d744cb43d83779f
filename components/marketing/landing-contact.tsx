import { FeatureGrid } from '@/components/ui/feature-grid';
import { TrackedLink } from '@/components/ui/tracked-link';
import type { LandingContactCards } from '@/lib/content/types';
import { siteConfig } from '@/lib/site-config';

const cardLink = 'tile-link';
const LOCATION = 'contact_section';

/** The home page's contact cards: tap-to-call, mailto, a maps link for the service area, and the hours. */
export function LandingContact({ cards }: { cards: LandingContactCards }) {
  const { phone, email, area, hours } = cards;
  const items = [
    {
      ...phone,
      action: (
        <TrackedLink kind="phone" location={LOCATION} className={cardLink}>
          {siteConfig.phone}
        </TrackedLink>
      ),
    },
    {
      ...email,
      action: (
        <TrackedLink kind="email" location={LOCATION} className={cardLink}>
          {siteConfig.email}
        </TrackedLink>
      ),
    },
    {
      ...area,
      action: (
        <a href={siteConfig.mapsUrl} target="_blank" rel="noopener noreferrer" className={cardLink}>
          {`View ${siteConfig.address.area} on the map`}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    {
      ...hours,
      action: (
        <dl className="mt-3 w-full space-y-1 text-slate-700">
          {siteConfig.hours.map((entry) => (
            <div key={entry.days} className="flex flex-wrap justify-between gap-x-3">
              <dt className="font-medium">{entry.days}</dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </dl>
      ),
    },
  ];
  return <FeatureGrid items={items} columns={4} />;
}
