import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArchivePage } from '@/components/blog/archive-page';
import { archiveMetadata, archiveStaticParams, loadArchive, parseArchivePage, categoryPath } from '@/lib/blog';

export const revalidate = 225;

type Props = { params: Promise<{ category: string; page: string }> };

export async function generateStaticParams() {
  return (await archiveStaticParams('category', 'later')).map((entry) => ({ category: entry.slug, page: String(entry.page) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await params;
  return archiveMetadata('category', category, parseArchivePage(page) ?? 0);
}

export default async function CategoryArchiveLaterPage({ params }: Props) {
  const { category, page } = await params;
  const number = parseArchivePage(page);
  if (number === undefined) notFound();
  // Page 1 has one address, the archive's own.
  if (number === 1) permanentRedirect(categoryPath(category));
  const view = await loadArchive('category', category, number);
  // An unknown name, or a page past the last, is a real 404.
  if (!view) notFound();
  return <ArchivePage kind="category" view={view} />;
}
