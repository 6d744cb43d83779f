import Link from 'next/link';
import { FeatureGrid } from '@/components/ui/feature-grid';
import type { ServiceOverviewItem } from '@/lib/copy/types';

/** The catalogue's services as cards, each with its description and a link to one of its city pages. */
export function ServiceOverview({ services }: { services: readonly ServiceOverviewItem[] }) {
  const cards = services.map((service) => ({
    icon: service.icon,
    title: service.title,
    text: service.description,
    action: (
      <Link href={service.href} className="tile-more">
        {service.linkLabel}
      </Link>
    ),
  }));
  return <FeatureGrid items={cards} columns={5} />;
}
