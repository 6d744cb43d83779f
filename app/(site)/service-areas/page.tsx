import type { Metadata } from 'next';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { serviceAreasMeta, serviceAreasPage } from '@/lib/copy/service-areas';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(serviceAreasMeta);

export default function ServiceAreasPage() {
  return <MarketingPageView page={serviceAreasPage()} />;
}
