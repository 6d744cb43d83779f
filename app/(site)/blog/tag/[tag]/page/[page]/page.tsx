import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArchivePage } from '@/components/blog/archive-page';
import { archiveMetadata, archiveStaticParams, loadArchive, parseArchivePage, tagPath } from '@/lib/blog';

export const revalidate = 225;

type Props = { params: Promise<{ tag: string; page: string }> };

export async function generateStaticParams() {
  return (await archiveStaticParams('tag', 'later')).map((entry) => ({ tag: entry.slug, page: String(entry.page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag, page } = await params;
  return archiveMetadata('tag', tag, parseArchivePage(page) ?? 0);
}

export default async function TagArchiveLaterPage({ params }: Props) {
  const { tag, page } = await params;
  const number = parseArchivePage(page);
  if (number === undefined) notFound();
  // Page 1 has one address, the archive's own.
  if (number === 1) permanentRedirect(tagPath(tag));
  const view = await loadArchive('tag', tag, number);
  // An unknown name, or a page past the last, is a real 404.
  if (!view) notFound();
  return <ArchivePage kind="tag" view={view} />;
}
