import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { allServiceLocations } from '@/lib/site/catalogue';
import { serviceLocationMarketingPage } from '@/lib/copy/service-location-page';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ serviceLocation: string }> };

// Only the routed service-by-city combinations exist; anything else is a real 404, never a page saying 'not found'.
export const dynamicParams = false;

export function generateStaticParams() {
  return allServiceLocations().map(({ slug }) => ({ serviceLocation: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = serviceLocationMarketingPage((await params).serviceLocation);
  return page ? buildMetadata(page.meta) : {};
}

export default async function ServiceLocationPage({ params }: Props) {
  const page = serviceLocationMarketingPage((await params).serviceLocation);
  if (!page) notFound();
  return <MarketingPageView page={page} />;
}
