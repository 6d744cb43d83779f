import type { Metadata } from 'next';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { buyerRepairsPage } from '@/lib/copy/buyer-repairs';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(buyerRepairsPage.meta);

export default function BuyerRepairsPage() {
  return <MarketingPageView page={buyerRepairsPage} />;
}
