import type { Metadata } from 'next';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { siteFacts } from '@/lib/business/site-facts';
import { readWorkPhotos } from '@/lib/business/work-photos';
import { aboutMeta, aboutPage } from '@/lib/content/about';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(aboutMeta);

export default function AboutPage() {
  return <MarketingPageView page={aboutPage(siteFacts, readWorkPhotos().photos)} />;
}
