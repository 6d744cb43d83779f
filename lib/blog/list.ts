import { blogConfig } from '@/lib/blog/config';
import { BLOG_PATH, BLOG_SEARCH_PATH, taxonomySlug } from './paths';

/**
 * The blog list's state in the URL (?q=&category=&tag=&page=). The server answers it (lib/blog/search);
 * paging is lib/articles/serve/query.ts's, the pager window and the summary line pager.ts's. Category and tag travel
 * in the URL as slugs ('real-estate'), matched against the index's names.
 */

export type ListState = { q: string; category: string; tag: string; page: number };

export const EMPTY_LIST_STATE: ListState = { q: '', category: '', tag: '', page: 1 };

function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * The list state of a query string. A name given twice counts by its last value: the search form sends
 * the current filters as hidden fields before the filter button that was pressed.
 */
export function parseListState(search: string | URLSearchParams): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const last = (name: string) => params.getAll(name).at(-1) ?? null;
  // A category or tag of 'All' means no filter.
  const taxonomy = (value: string | null) => {
    const slug = taxonomySlug(value ?? '');
    return slug === 'all' ? '' : slug;
  };
  return {
    q: (last('q') ?? '').slice(0, blogConfig.searchMaxLength),
    category: taxonomy(last('category')),
    tag: taxonomy(last('tag')),
    page: pageNumber(last('page')),
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

/**
 * Where a list state lives as a link: the unfiltered first page is the static /blog, anything else the
 * search page, which the server renders for readers without JavaScript.
 */
export function listStateHref(state: ListState): string {
  const search = listStateToSearch(state);
  return search ? `${BLOG_SEARCH_PATH}${search}` : BLOG_PATH;
}
