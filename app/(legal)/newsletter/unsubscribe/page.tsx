import type { Metadata } from 'next';
import { NewsletterResult } from '@/components/blog/newsletter-result';
import { tokenFrom, UNSUBSCRIBE_PAGE } from '@/lib/newsletter/pages';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = buildMetadata(UNSUBSCRIBE_PAGE.meta);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UnsubscribeNewsletterPage({ searchParams }: Props) {
  const query = await searchParams;
  if (query.result === 'removed') return <NewsletterResult state={UNSUBSCRIBE_PAGE.results.removed} />;
  const token = tokenFrom(query.token);
  if (!token) return <NewsletterResult state={UNSUBSCRIBE_PAGE.results.unknown} />;
  return <NewsletterResult state={UNSUBSCRIBE_PAGE.ask} action={UNSUBSCRIBE_PAGE.action} token={token} button={UNSUBSCRIBE_PAGE.button} />;
}
