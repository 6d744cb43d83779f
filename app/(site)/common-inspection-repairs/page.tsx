import type { Metadata } from 'next';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { commonRepairsPage } from '@/lib/copy/common-repairs';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(commonRepairsPage.meta);

export default function CommonInspectionRepairsPage() {
  return <MarketingPageView page={commonRepairsPage} />;
}
