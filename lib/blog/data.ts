import type { Metadata } from 'next';
import { getArticleIndex } from '@/lib/articles';
import { serverEnv } from '@/lib/process/env';
import { buildMetadata } from '@/lib/seo/metadata';
import { blogConfig } from '@/lib/blog/config';
import { categoryPath, tagPath } from './paths';
import { archiveDescription, archivePages, archiveTitle, archiveView, type ArchiveKind, type ArchiveView } from './taxonomy';

/** The archive routes' data: thin wrappers over the article source and the pure taxonomy helpers. */

export function archivePath(kind: ArchiveKind, name: string, page = 1): string {
  return kind === 'category' ? categoryPath(name, page) : tagPath(name, page);
}

/** Archive page number from the URL: '2' -> 2; anything else (including '1', which lives at the base path) -> undefined. */
export function parseArchivePage(value: string): number | undefined {
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

export async function loadArchive(kind: ArchiveKind, slug: string, page: number): Promise<ArchiveView | undefined> {
  return archiveView(await getArticleIndex(), kind, slug, page, serverEnv().IMAGE_HOSTS);
}

/**
 * The archive pages prerendered at build time: the first blogConfig.prerenderedArchivePages of each
 * category and tag. Deeper pages (thousands once there are thousands of articles, since every tag
 * multiplies them) render on their first request and are then cached like the rest; a page past the
 * archive's end still answers 404.
 */
export function prerenderedArchivePages<T extends { page: number }>(pages: readonly T[], which: 'first' | 'later', limit: number = blogConfig.prerenderedArchivePages): T[] {
  return pages.filter((entry) => (which === 'first' ? entry.page === 1 : entry.page > 1 && entry.page <= limit));
}

export async function archiveStaticParams(kind: ArchiveKind, which: 'first' | 'later'): Promise<{ slug: string; page: number }[]> {
  return prerenderedArchivePages(archivePages(await getArticleIndex(), kind), which);
}

export async function archiveMetadata(kind: ArchiveKind, slug: string, page: number): Promise<Metadata> {
  const view = await loadArchive(kind, slug, page);
  if (!view) return { title: 'Page not found', robots: { index: false, follow: true } };
  const description = archiveDescription(kind, view.name);
  return buildMetadata({
    title: archiveTitle(kind, view.name, page),
    description: page > 1 ? `Page ${page}: ${description}` : description,
    path: archivePath(kind, view.name, page),
  });
}
