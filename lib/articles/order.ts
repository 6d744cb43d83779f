import { onFirstUse } from '@/lib/ui/first-use';
import type { ArticleSummary } from './schema';
import { runSteps, sortSteps } from './schedule/steps';

/**
 * The order of articles everywhere: newest publishDate first, equal dates by title, so the order never
 * depends on the source. The pipeline sorts the snapshot with it and the index its lists.
 */

type Sortable = Pick<ArticleSummary, 'publishDate' | 'title'>;

function time(value: string): number {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
}

// One collator for every comparison: String#localeCompare builds one per call, which dominated
// prerendering once a blog has thousands of articles.
const collator = onFirstUse(() => new Intl.Collator('en-US'));

/** Titles in en-US collation order (a comparator for sort). */
export function titleOrder(a: string, b: string): number {
  return collator().compare(a, b);
}

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
export function newest<T extends Sortable>(articles: Iterable<T>, limit: number): T[] {
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
