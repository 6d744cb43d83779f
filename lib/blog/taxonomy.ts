import { archivePageCount, type ArchiveKind, type ArticleIndex } from '@/lib/articles';
import { paginate } from '@/lib/articles/browser';
import { locationNames, routedLocationList } from '@/lib/site/catalogue';
import { siteConfig } from '@/lib/site/config';
import { toCardData, type ArticleCardData } from './card';

export type { ArchiveKind } from '@/lib/articles';

/**
 * Category and tag archives (/blog/category/{slug}, /blog/tag/{slug}, paginated by /page/{n}), read
 * from the article index. The four categories of the blog home always have an archive, even before
 * their first article; any other category or tag exists while an article carries it.
 */

/** One line per category for the category cards and the archive pages' descriptions. */
export const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  'Property Inspection': 'What Hampton Roads inspectors flag, what each finding means, and which ones need a licensed repair before closing.',
  'Real Estate': `Buying and selling in ${locationNames(routedLocationList)}: repair requests, timelines, credits and closing day.`,
  Legal: "Virginia's PICRA addendum, repair negotiations, disclosures and the contract deadlines buyers and sellers must meet.",
  Guides: 'Step-by-step guides to common inspection repairs, what they cost in Hampton Roads, and how to get a home ready to sell.',
};

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
export function archiveView(index: Pick<ArticleIndex, 'archives'>, kind: ArchiveKind, slug: string, page: number, allowedHosts: readonly string[]): ArchiveView | undefined {
  const archive = index.archives[kind].get(slug);
  if (!archive || !Number.isInteger(page) || page < 1) return undefined;
  const result = paginate(archive.articles, page);
  if (result.page !== page) return undefined;
  return {
    kind,
    name: archive.name,
    slug: archive.slug,
    cards: result.items.map((article) => toCardData(article, allowedHosts)),
    page: result.page,
    totalPages: result.totalPages,
    total: result.total,
    perPage: result.perPage,
  };
}

/** Every archive page that exists: generateStaticParams and the sitemap. */
export function archivePages(index: Pick<ArticleIndex, 'archives'>, kind: ArchiveKind): { name: string; slug: string; page: number }[] {
  return [...index.archives[kind].values()].flatMap((archive) =>
    Array.from({ length: archivePageCount(archive) }, (_, at) => ({ name: archive.name, slug: archive.slug, page: at + 1 })),
  );
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
