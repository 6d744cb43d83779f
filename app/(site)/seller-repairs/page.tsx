import type { Metadata } from 'next';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { sellerRepairsPage } from '@/lib/copy/seller-repairs';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(sellerRepairsPage.meta);

export default function SellerRepairsPage() {
  return <MarketingPageView page={sellerRepairsPage} />;
}
