import { articleConfig } from '@/lib/articles/config';
import { runSteps, runStepsInSlices, type Pause } from '../schedule/steps';
import { distinctCategoriesSteps, distinctTagsSteps } from './query';
import { sortByNewestSteps } from '../order';
import type { Article, ArticleSummary, SourcedArticle } from '../schema';
import { slugify } from '../slug';

/**
 * The article index, built once per refresh: the sorted summaries (no bodies), the slug map, the old
 * slugs that redirect, the categories and tags, and every archive with its articles. Pages look things
 * up here; none of them sorts or filters the whole list again. Bodies are kept apart, one per article.
 */

export type ArchiveKind = 'category' | 'tag';

export type Archive = { name: string; slug: string; articles: ArticleSummary[] };

export type ArticleIndex = {
  /** ISO time of the run that produced the articles. */
  generatedAt: string;
  /** Newest first. */
  articles: ArticleSummary[];
  bySlug: ReadonlyMap<string, ArticleSummary>;
  /** Slugs an article had before -> its current slug (a live article's slug never redirects). */
  redirects: ReadonlyMap<string, string>;
  categories: string[];
  /** Most used first. */
  tags: string[];
  archives: Record<ArchiveKind, ReadonlyMap<string, Archive>>;
};

export type ArticleBodies = ReadonlyMap<string, string>;

// An unchanged article is the same object from one refresh to the next: its summary is made once.
const summaries = new WeakMap<Article | SourcedArticle, ArticleSummary>();

export function toSummary(article: Article | SourcedArticle): ArticleSummary {
  let summary = summaries.get(article);
  if (!summary) {
    summary = summaryOf(article);
    summaries.set(article, summary);
  }
  return summary;
}

function summaryOf(article: Article | SourcedArticle): ArticleSummary {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    author: article.author,
    publishDate: article.publishDate,
    category: article.category,
    tags: article.tags,
    metaDescription: article.metaDescription,
    excerpt: article.excerpt,
    images: article.images,
    status: article.status,
    company: article.company,
    featured: article.featured,
    ...(article.readTime !== undefined ? { readTime: article.readTime } : {}),
    wordCount: article.wordCount,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    syncedAt: article.syncedAt,
    ...(article.documentUrl ? { documentUrl: article.documentUrl } : {}),
  };
}

function* archivesOf(sorted: readonly ArticleSummary[], kind: ArchiveKind, names: readonly string[]): Generator<void, Map<string, Archive>> {
  const archives = new Map<string, Archive>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !archives.has(slug)) archives.set(slug, { name, slug, articles: [] });
  }
  // One pass over the sorted articles keeps every archive newest first.
  for (const article of sorted) {
    yield;
    const carried = kind === 'category' ? [article.category] : article.tags;
    for (const slug of new Set(carried.map((name) => slugify(name)))) archives.get(slug)?.articles.push(article);
  }
  return archives;
}

type BuiltIndex = { index: ArticleIndex; bodies: ArticleBodies };

export function buildArticleIndex(articles: readonly (Article | SourcedArticle)[], generatedAt: string): BuiltIndex {
  return runSteps(indexSteps(articles, generatedAt));
}

/** The index built in slices (the live refresh): the server answers visitors between them. */
export function buildArticleIndexInSlices(articles: readonly (Article | SourcedArticle)[], generatedAt: string, pause: Pause): Promise<BuiltIndex> {
  return runStepsInSlices(indexSteps(articles, generatedAt), pause);
}

function* indexSteps(articles: readonly (Article | SourcedArticle)[], generatedAt: string): Generator<void, BuiltIndex> {
  const summaries: ArticleSummary[] = [];
  for (const article of articles) {
    yield;
    summaries.push(toSummary(article));
  }
  const sorted = yield* sortByNewestSteps(summaries);
  const bySlug = new Map(sorted.map((article) => [article.slug, article]));
  const redirects = new Map<string, string>();
  const bodies = new Map<string, string>();
  for (const article of articles) {
    yield;
    bodies.set(article.slug, article.content);
    for (const former of ('formerSlugs' in article ? article.formerSlugs : undefined) ?? []) {
      if (!bySlug.has(former)) redirects.set(former, article.slug);
    }
  }
  const categories = yield* distinctCategoriesSteps(sorted);
  const tags = yield* distinctTagsSteps(sorted);
  // The blog home's four categories always have an archive, so its category cards never lead to a 404.
  const categoryNames = [...articleConfig.categories, ...categories];
  const index: ArticleIndex = {
    generatedAt,
    articles: sorted,
    bySlug,
    redirects,
    categories,
    tags,
    archives: { category: yield* archivesOf(sorted, 'category', categoryNames), tag: yield* archivesOf(sorted, 'tag', tags) },
  };
  return { index, bodies };
}

/** Pages an archive has (at least one, even while empty). */
export function archivePageCount(archive: Pick<Archive, 'articles'>, pageSize: number = articleConfig.pageSize): number {
  return Math.max(1, Math.ceil(archive.articles.length / pageSize));
}

type BlogAddress =
  | { kind: 'article'; slug: string }
  | { kind: 'archive'; archive: ArchiveKind; slug: string; page: number; pageInPath: boolean }
  | { kind: 'other' };

const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What a /blog/... address asks for; 'other' for the blog home, the search page and anything else. */
function parseBlogAddress(pathname: string): BlogAddress {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'blog' || parts.length < 2) return { kind: 'other' };
  const [, first, second, third, fourth, ...rest] = parts.map(decode);
  if (parts.length === 2 && first && first !== 'search') return { kind: 'article', slug: first };
  if ((first === 'category' || first === 'tag') && second && rest.length === 0) {
    if (third === undefined) return { kind: 'archive', archive: first, slug: second, page: 1, pageInPath: false };
    const page = third === 'page' && fourth !== undefined && PAGE_NUMBER.test(fourth) ? Number(fourth) : 0;
    return { kind: 'archive', archive: first, slug: second, page, pageInPath: true };
  }
  return { kind: 'other' };
}

type AddressAnswer = { kind: 'serve' } | { kind: 'redirect'; pathname: string } | { kind: 'not-found'; slug?: string };

/**
 * Whether a /blog/... address exists, from the index alone: unknown slugs, tags, categories and page
 * numbers are answered as not found, and old slugs and '/page/1' as redirects, before any page renders
 * (a rendered 404 would be stored, and a page that throws a redirect or notFound() while it is
 * regenerated fails).
 */
export function answerAddress(index: Pick<ArticleIndex, 'bySlug' | 'redirects' | 'archives'>, pathname: string): AddressAnswer {
  const address = parseBlogAddress(pathname);
  if (address.kind === 'other') return { kind: 'serve' };
  if (address.kind === 'article') {
    if (index.bySlug.has(address.slug)) return { kind: 'serve' };
    const target = index.redirects.get(address.slug);
    return target ? { kind: 'redirect', pathname: `/blog/${target}` } : { kind: 'not-found', slug: address.slug };
  }
  const archive = index.archives[address.archive].get(address.slug);
  if (!archive || address.page < 1 || address.page > archivePageCount(archive)) return { kind: 'not-found' };
  // Page 1 has one address, the archive's own.
  if (address.page === 1 && address.pageInPath) return { kind: 'redirect', pathname: `/blog/${address.archive}/${archive.slug}` };
  return { kind: 'serve' };
}
