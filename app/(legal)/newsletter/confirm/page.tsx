import type { Metadata } from 'next';
import { NewsletterResult } from '@/components/blog/newsletter-result';
import { CONFIRM_PAGE, tokenFrom } from '@/lib/newsletter/pages';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(CONFIRM_PAGE.meta);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmNewsletterPage({ searchParams }: Props) {
  const query = await searchParams;
  const result = query.result;
  if (result === 'confirmed' || result === 'expired') return <NewsletterResult state={CONFIRM_PAGE.results[result]} />;
  const token = tokenFrom(query.token);
  if (!token) return <NewsletterResult state={CONFIRM_PAGE.results.unknown} />;
  return <NewsletterResult state={CONFIRM_PAGE.ask} action={CONFIRM_PAGE.action} token={token} button={CONFIRM_PAGE.button} />;
}
