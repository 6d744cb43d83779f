import { siteConfig } from '@/lib/site-config';
import type { ArticleSummary } from './schema';
import { runSteps, sortSteps } from './steps';

/**
 * What the blog pages ask of a list of articles: sort, search, paginate, related, featured, pager
 * numbers and the summary line. Pure functions over the article index's summaries.
 */

type Sortable = Pick<ArticleSummary, 'publishDate' | 'title'>;

function time(value: string): number {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
}

// One collator for every comparison: String#localeCompare builds one per call, which dominated
// prerendering once a blog has thousands of articles.
const titleOrder = new Intl.Collator('en-US').compare;

type Keyed<T> = { article: T; time: number };

function newerFirst<T extends Sortable>(a: Keyed<T>, b: Keyed<T>): number {
  return b.time - a.time || titleOrder(a.article.title, b.article.title);
}

/** Newest publishDate first; equal dates by title so the order never depends on the source. */
export function sortByNewest<T extends Sortable>(articles: readonly T[]): T[] {
  return runSteps(sortByNewestSteps(articles));
}

/** sortByNewest in steps, for the live refresh that sorts 10,000 articles between visitors' requests. */
export function* sortByNewestSteps<T extends Sortable>(articles: readonly T[]): Generator<void, T[]> {
  // Dates are parsed once per article, not once per comparison.
  const keyed = articles.map((article) => ({ article, time: time(article.publishDate) }));
  yield;
  const sorted = yield* sortSteps(keyed, newerFirst);
  return sorted.map((entry) => entry.article);
}

/** The `limit` newest, in order, in one pass: every article page asks for its related ones. */
function newest<T extends Sortable>(articles: Iterable<T>, limit: number): T[] {
  const best: Keyed<T>[] = [];
  for (const article of articles) {
    const entry = { article, time: time(article.publishDate) };
    if (best.length === limit && newerFirst(entry, best[limit - 1]!) >= 0) continue;
    const at = best.findIndex((kept) => newerFirst(entry, kept) < 0);
    best.splice(at < 0 ? best.length : at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.article);
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A page out of range is clamped to the first or last page. */
export function clampPage(page: number | undefined, totalPages: number): number {
  const wanted = page !== undefined && Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, wanted), Math.max(1, totalPages));
}

export type Page<T> = { items: T[]; total: number; page: number; perPage: number; totalPages: number; hasNext: boolean; hasPrev: boolean };

export function paginate<T>(items: readonly T[], page?: number, perPage: number = siteConfig.blog.pageSize): Page<T> {
  const size = Math.max(1, Math.trunc(perPage));
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const current = clampPage(page, totalPages);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    total,
    page: current,
    perPage: size,
    totalPages,
    hasNext: current < totalPages,
    hasPrev: current > 1,
  };
}

/** Up to 3 newest articles of the same category, the current one excluded. */
export function relatedArticles<T extends ArticleSummary>(articles: readonly T[], current: Pick<ArticleSummary, 'slug' | 'category'>, limit: number = siteConfig.blog.relatedCount): T[] {
  if (limit <= 0) return [];
  return newest(
    articles.filter((article) => article.slug !== current.slug && same(article.category, current.category)),
    limit,
  );
}

/** Up to 3 newest featured articles. */
export function featuredArticles<T extends ArticleSummary>(articles: readonly T[], limit: number = siteConfig.blog.featuredCount): T[] {
  if (limit <= 0) return [];
  return newest(
    articles.filter((article) => article.featured),
    limit,
  );
}

function distinct(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = value.trim();
    if (text && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  }
  return [...seen.values()];
}

/** Non-empty categories in order of first appearance among the newest articles. */
export function distinctCategories(articles: readonly ArticleSummary[]): string[] {
  return runSteps(distinctCategoriesSteps(articles));
}

export function* distinctCategoriesSteps(articles: readonly ArticleSummary[]): Generator<void, string[]> {
  return distinct((yield* sortByNewestSteps(articles)).map((article) => article.category));
}

/** Tags, most used first (the filter shows the first 8), ties alphabetical. */
export function distinctTags(articles: readonly ArticleSummary[]): string[] {
  return runSteps(distinctTagsSteps(articles));
}

/** distinctTags in steps, one per article. */
export function* distinctTagsSteps(articles: readonly ArticleSummary[]): Generator<void, string[]> {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const article of articles) {
    yield;
    for (const raw of article.tags) {
      const text = raw.trim();
      if (text && !names.has(text.toLowerCase())) names.set(text.toLowerCase(), text);
    }
    for (const tag of new Set(article.tags.map((item) => item.trim().toLowerCase()))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return yield* sortSteps([...names.values()], (a, b) => (counts.get(b.toLowerCase()) ?? 0) - (counts.get(a.toLowerCase()) ?? 0) || titleOrder(a, b));
}

export type PagerItem = number | 'ellipsis';

/**
 * Page numbers to show: at most 5 numbers, the first and last always kept, an
 * ellipsis for each gap. Page 5 of 12 -> [1, 'ellipsis', 4, 5, 6, 'ellipsis', 12].
 */
export function pagerWindow(current: number, totalPages: number, size: number = siteConfig.blog.pagerWindow): PagerItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  if (totalPages <= size) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const page = clampPage(current, totalPages);
  const middle = Math.max(1, size - 2);
  const start = Math.max(2, Math.min(page - Math.floor((middle - 1) / 2), totalPages - middle));
  const end = Math.min(totalPages - 1, start + middle - 1);
  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push('ellipsis');
  items.push(totalPages);
  return items;
}

/** 'Showing 10 to 18 of 40 articles', or 'No articles found'. */
export function resultSummary(result: Pick<Page<unknown>, 'total' | 'page' | 'perPage'>): string {
  if (result.total === 0) return 'No articles found';
  const from = (result.page - 1) * result.perPage + 1;
  const to = Math.min(result.page * result.perPage, result.total);
  return `Showing ${from} to ${to} of ${result.total} articles`;
}

export function articleNotFoundMessage(slug: string): string {
  return `Article with slug "${slug}" not found`;
}
