import type { Metadata } from 'next';
import { LandingHero } from '@/components/marketing/landing-hero';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { landingPage } from '@/lib/copy/landing';
import { getHeroImages } from '@/lib/images/hero-images';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(landingPage.meta);

export default function HomePage() {
  return <MarketingPageView page={landingPage} hero={<LandingHero images={getHeroImages()} />} />;
}
