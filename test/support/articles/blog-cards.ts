import type { APIRequestContext } from '@playwright/test';
import type { ArticleCardData } from '../../../lib/blog/card';
import { taxonomySlug } from '../../../lib/blog/paths';

/** The site's own article cards (newest first), read from the search index the list island uses. */
export async function loadCards(request: APIRequestContext): Promise<ArticleCardData[]> {
  const response = await request.get('/blog/search-index.json');
  if (!response.ok()) throw new Error(`search index answered ${response.status()}`);
  return ((await response.json()) as { articles: ArticleCardData[] }).articles;
}

export function countBy<T>(items: readonly T[], key: (item: T) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const name of key(item)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** The name with the most articles (ties: first seen). */
export function mostUsed(counts: Map<string, number>): [string, number] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
}

export function summary(from: number, to: number, total: number): string {
  return `Showing ${from} to ${to} of ${total} articles`;
}

export function withCategory(cards: readonly ArticleCardData[], category: string) {
  return cards.filter((card) => taxonomySlug(card.category) === taxonomySlug(category));
}

export function withTag(cards: readonly ArticleCardData[], tag: string) {
  return cards.filter((card) => card.tags.some((item) => taxonomySlug(item) === taxonomySlug(tag)));
}
