import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/marketing/legal-document';
import { privacyPolicy } from '@/lib/copy/legal';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(privacyPolicy.meta);

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
