import { articleConfig } from '@/lib/articles/config';
import type { ArticleSummary } from '../schema';
import { runSteps, sortSteps } from '../schedule/steps';
import { newest, sortByNewestSteps, titleOrder } from '../order';

/**
 * What the blog pages ask of a list of articles: sort, search, paginate, related, featured, pager
 * numbers and the summary line. Pure functions over the article index's summaries.
 */

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A page out of range is clamped to the first or last page. */
export function clampPage(page: number | undefined, totalPages: number): number {
  const wanted = page !== undefined && Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, wanted), Math.max(1, totalPages));
}

export type Page<T> = { items: T[]; total: number; page: number; perPage: number; totalPages: number; hasNext: boolean; hasPrev: boolean };

export function paginate<T>(items: readonly T[], page?: number, perPage: number = articleConfig.pageSize): Page<T> {
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
export function relatedArticles<T extends ArticleSummary>(articles: readonly T[], current: Pick<ArticleSummary, 'slug' | 'category'>, limit: number = articleConfig.relatedCount): T[] {
  if (limit <= 0) return [];
  return newest(
    articles.filter((article) => article.slug !== current.slug && same(article.category, current.category)),
    limit,
  );
}

/** Up to 3 newest featured articles. */
export function featuredArticles<T extends ArticleSummary>(articles: readonly T[], limit: number = articleConfig.featuredCount): T[] {
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
