import type { Metadata } from 'next';
import { ArchivePage } from '@/components/blog/archive-page';
import { archiveMetadata, archiveStaticParams } from '@/lib/blog/data';

export const revalidate = 225;

type Props = { params: Promise<{ tag: string }> };

export async function generateStaticParams() {
  return (await archiveStaticParams('tag', 'first')).map((entry) => ({ tag: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return archiveMetadata('tag', (await params).tag, 1);
}

export default async function TagArchivePage({ params }: Props) {
  return <ArchivePage kind="tag" slug={(await params).tag} page={1} />;
}
