import { matchesSearch } from '@/lib/articles/query';
import type { Article } from '@/lib/articles/schema';
import { taxonomySlug } from './paths';

/**
 * The blog list's state in the URL (?q=&category=&tag=&page=) and the filter the browser runs on the
 * search index. Sorting, paging, the pager window and the summary line are lib/articles/query.ts's.
 * Category and tag travel in the URL as slugs ('real-estate'), matched against the index's names.
 */

export type ListState = { q: string; category: string; tag: string; page: number };

export const EMPTY_LIST_STATE: ListState = { q: '', category: '', tag: '', page: 1 };

function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function parseListState(search: string | URLSearchParams): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  // A category or tag of 'All' means no filter.
  const taxonomy = (value: string | null) => {
    const slug = taxonomySlug(value ?? '');
    return slug === 'all' ? '' : slug;
  };
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: taxonomy(params.get('category')),
    tag: taxonomy(params.get('tag')),
    page: pageNumber(params.get('page')),
  };
}

/** '?q=roof&page=2', or '' for the unfiltered first page. */
export function listStateToSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.category) params.set('category', state.category);
  if (state.tag) params.set('tag', state.tag);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(state: ListState): boolean {
  return Boolean(state.q.trim() || state.category || state.tag);
}

export type FilterableCard = Pick<Article, 'title' | 'excerpt' | 'metaDescription' | 'category' | 'tags'>;

/** Search (case-insensitive, in title, excerpt or meta description), then category and tag by slug. */
export function filterCards<T extends FilterableCard>(cards: readonly T[], state: Pick<ListState, 'q' | 'category' | 'tag'>): T[] {
  return cards.filter(
    (card) =>
      matchesSearch(card, state.q) &&
      (!state.category || taxonomySlug(card.category) === state.category) &&
      (!state.tag || card.tags.some((tag) => taxonomySlug(tag) === state.tag)),
  );
}
