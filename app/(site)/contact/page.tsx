import type { Metadata } from 'next';
import { ContactRequestBand } from '@/components/marketing/contact-request-band';
import { MarketingPageView } from '@/components/marketing/marketing-page-view';
import { contactPage, contactRequest } from '@/lib/copy/contact';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(contactPage.meta);

export default function ContactPage() {
  return <MarketingPageView page={contactPage} requestBand={<ContactRequestBand band={contactRequest} />} />;
}
