import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArchivePage } from '@/components/blog/archive-page';
import { archiveMetadata, archiveStaticParams, loadArchive } from '@/lib/blog';

export const revalidate = 225;

type Props = { params: Promise<{ tag: string }> };

export async function generateStaticParams() {
  return (await archiveStaticParams('tag', 'first')).map((entry) => ({ tag: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return archiveMetadata('tag', (await params).tag, 1);
}

export default async function TagArchivePage({ params }: Props) {
  const view = await loadArchive('tag', (await params).tag, 1);
  if (!view) notFound();
  return <ArchivePage kind="tag" view={view} />;
}
