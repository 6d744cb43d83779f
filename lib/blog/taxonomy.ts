import { distinctCategories, distinctTags, paginate, sortByNewest } from '@/lib/articles/query';
import type { Article } from '@/lib/articles/schema';
import { siteConfig } from '@/lib/site-config';
import { toCardData, type ArticleCardData } from './card';
import { taxonomySlug } from './paths';

/**
 * Category and tag archives (/blog/category/{slug}, /blog/tag/{slug}, paginated by /page/{n}). The
 * four categories of the blog home always have an archive, even before their first article, so the
 * category cards never lead to a 404; any other category or tag exists while an article carries it.
 */

export type ArchiveKind = 'category' | 'tag';

/** One line per category for the category cards and the archive pages' descriptions. */
export const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  'Property Inspection': 'What Hampton Roads inspectors flag, what each finding means, and which ones need a licensed repair before closing.',
  'Real Estate': 'Buying and selling in Hampton, Newport News, Yorktown and Norfolk: repair requests, timelines, credits and closing day.',
  Legal: "Virginia's PICRA addendum, repair negotiations, disclosures and the contract deadlines buyers and sellers must meet.",
  Guides: 'Step-by-step guides to common inspection repairs, what they cost in Hampton Roads, and how to get a home ready to sell.',
};

export function archiveNames(articles: readonly Article[], kind: ArchiveKind): string[] {
  if (kind === 'tag') return distinctTags(articles);
  const names = [...siteConfig.blog.categories, ...distinctCategories(articles)];
  const seen = new Set<string>();
  return names.filter((name) => {
    const slug = taxonomySlug(name);
    if (!slug || seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}

export function findArchiveName(articles: readonly Article[], kind: ArchiveKind, slug: string): string | undefined {
  return archiveNames(articles, kind).find((name) => taxonomySlug(name) === slug);
}

export function archiveArticles(articles: readonly Article[], kind: ArchiveKind, name: string): Article[] {
  const slug = taxonomySlug(name);
  return sortByNewest(
    articles.filter((article) => (kind === 'category' ? taxonomySlug(article.category) === slug : article.tags.some((tag) => taxonomySlug(tag) === slug))),
  );
}

export type ArchiveView = {
  kind: ArchiveKind;
  name: string;
  slug: string;
  cards: ArticleCardData[];
  page: number;
  totalPages: number;
  total: number;
  perPage: number;
};

/** The archive's page, or undefined for an unknown name or a page past the end (both 404). */
export function archiveView(articles: readonly Article[], kind: ArchiveKind, slug: string, page: number, allowedHosts: readonly string[]): ArchiveView | undefined {
  const name = findArchiveName(articles, kind, slug);
  if (!name || !Number.isInteger(page) || page < 1) return undefined;
  const result = paginate(archiveArticles(articles, kind, name), page);
  if (result.page !== page) return undefined;
  return {
    kind,
    name,
    slug: taxonomySlug(name),
    cards: result.items.map((article) => toCardData(article, allowedHosts)),
    page: result.page,
    totalPages: result.totalPages,
    total: result.total,
    perPage: result.perPage,
  };
}

/** Every archive page that exists: generateStaticParams and the sitemap. */
export function archivePages(articles: readonly Article[], kind: ArchiveKind): { name: string; slug: string; page: number }[] {
  return archiveNames(articles, kind).flatMap((name) => {
    const { totalPages } = paginate(archiveArticles(articles, kind, name), 1);
    return Array.from({ length: totalPages }, (_, index) => ({ name, slug: taxonomySlug(name), page: index + 1 }));
  });
}

export function archiveDescription(kind: ArchiveKind, name: string): string {
  if (kind === 'category') {
    return CATEGORY_DESCRIPTIONS[name] ?? `${name} articles for Hampton Roads home buyers, sellers and agents from ${siteConfig.name}.`;
  }
  return `Articles tagged ${name}: inspection repairs, costs and advice for Hampton Roads buyers, sellers and agents.`;
}

export function archiveTitle(kind: ArchiveKind, name: string, page: number): string {
  const base = kind === 'category' ? `${name} Articles` : `Articles Tagged ${name}`;
  return page > 1 ? `${base} - Page ${page}` : base;
}
