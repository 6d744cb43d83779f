import type { APIRequestContext } from '@playwright/test';
import type { ArticleCardData } from '../../../lib/blog/card';
import { taxonomySlug } from '../../../lib/blog/paths';

/**
 * The site's own article cards (newest first), page by page from the search endpoint the list island
 * uses; read once per worker, as the site serving them does not change during a run (and the endpoint
 * allows a client a bounded number of searches a minute).
 */
export function loadCards(request: APIRequestContext): Promise<ArticleCardData[]> {
  loaded ??= readCards(request).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

let loaded: Promise<ArticleCardData[]> | undefined;

async function readCards(request: APIRequestContext): Promise<ArticleCardData[]> {
  const cards: ArticleCardData[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/blog/search?page=${page}`);
    if (!response.ok()) throw new Error(`search endpoint answered ${response.status()}`);
    const answer = (await response.json()) as { cards: ArticleCardData[]; totalPages: number };
    cards.push(...answer.cards);
    if (page >= answer.totalPages) return cards;
  }
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
