import type { Metadata } from 'next';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { siteFacts } from '@/lib/site/site-facts';
import { readWorkPhotos } from '@/lib/images/work-photos';
import { aboutMeta, aboutPage } from '@/lib/copy/about';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(aboutMeta);

export default function AboutPage() {
  return <MarketingPageView page={aboutPage(siteFacts, readWorkPhotos().photos)} />;
}
