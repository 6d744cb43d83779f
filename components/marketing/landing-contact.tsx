import { FeatureGrid } from '@/components/ui/feature-grid';
import { HoursList } from '@/components/ui/hours-list';
import { TrackedLink } from '@/components/ui/tracked-link';
import type { LandingContactCards } from '@/lib/copy/types';
import { siteConfig } from '@/lib/site/config';

const LOCATION = 'contact_section';

/** The home page's contact cards: tap-to-call, mailto, a maps link for the service area, and the hours. */
export function LandingContact({ cards }: { cards: LandingContactCards }) {
  const { phone, email, area, hours } = cards;
  const items = [
    {
      ...phone,
      action: (
        <TrackedLink kind="phone" location={LOCATION} className="tile-link">
          {siteConfig.phone}
        </TrackedLink>
      ),
    },
    {
      ...email,
      action: (
        <TrackedLink kind="email" location={LOCATION} className="tile-link">
          {siteConfig.email}
        </TrackedLink>
      ),
    },
    {
      ...area,
      action: (
        <a href={siteConfig.mapsUrl} target="_blank" rel="noopener noreferrer" className="tile-link">
          {`View ${siteConfig.address.area} on the map`}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    {
      ...hours,
      action: <HoursList look="card" />,
    },
  ];
  return <FeatureGrid items={items} columns={4} />;
}
