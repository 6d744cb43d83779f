import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArchivePage } from '@/components/blog/archive-page';
import { archiveMetadata, archiveStaticParams, loadArchive } from '@/lib/blog';

export const revalidate = 225;

type Props = { params: Promise<{ category: string }> };

export async function generateStaticParams() {
  return (await archiveStaticParams('category', 'first')).map((entry) => ({ category: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return archiveMetadata('category', (await params).category, 1);
}

export default async function CategoryArchivePage({ params }: Props) {
  const view = await loadArchive('category', (await params).category, 1);
  if (!view) notFound();
  return <ArchivePage kind="category" view={view} />;
}
