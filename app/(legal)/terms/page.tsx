import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/marketing/legal-document';
import { termsOfService } from '@/lib/copy/legal';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(termsOfService.meta);

export default function TermsPage() {
  return <LegalDocumentView document={termsOfService} />;
}
