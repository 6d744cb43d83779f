'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { ArticleCardData } from '@/lib/blog/card';
import { paginate, resultSummary } from '@/lib/articles/query';
import { EMPTY_LIST_STATE, filterCards, hasFilters, listStateToSearch, parseListState, type ListState } from '@/lib/blog/list';
import { BLOG_PATH, SEARCH_INDEX_PATH, categoryPath, tagPath, taxonomySlug } from '@/lib/blog/paths';
import { siteConfig } from '@/lib/site-config';
import { ArticleGrid } from './article-card';
import { Pager } from './pager';

type BlogExplorerProps = {
  /** The unfiltered first page, server-rendered so that the HTML holds real links to the articles. */
  initialCards: ArticleCardData[];
  total: number;
  categories: string[];
  /** The first 8 tags: the tag buttons offer only these. */
  tags: string[];
};

type IndexState =
  | { status: 'idle' }
  | { status: 'ready'; cards: ArticleCardData[] }
  | { status: 'error'; message: string };

function parseIndex(data: unknown): ArticleCardData[] {
  // An article list that is not an object is 'Invalid response from server'.
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { articles?: unknown }).articles)) {
    throw new Error('Invalid response from server');
  }
  return (data as { articles: ArticleCardData[] }).articles;
}

const chipClass =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition aria-pressed:border-brand-navy aria-pressed:bg-brand-navy aria-pressed:text-white';

/**
 * The blog list's one client island. It shows the server's first page
 * until the URL carries filters or the reader interacts; then it fetches the card-only search index
 * (no bodies) once and searches, filters and pages it in the browser. The state lives in the query
 * string through history.pushState, so views are shareable and the back button works.
 */
const LIST_CHANGE_EVENT = 'blog-list-change';

function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LIST_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LIST_CHANGE_EVENT, onChange);
  };
}

const locationSearch = () => window.location.search;
// The prerendered HTML is the unfiltered first page.
const serverSearch = () => '';

export function BlogExplorer({ initialCards, total, categories, tags }: BlogExplorerProps) {
  const search = useSyncExternalStore(subscribeToLocation, locationSearch, serverSearch);
  const state = useMemo(() => parseListState(search), [search]);
  // What the reader is typing, against the search it started from; dropped when the URL moves on.
  const [draft, setDraft] = useState<{ value: string; base: string } | null>(null);
  const query = draft && draft.base === state.q ? draft.value : state.q;
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });
  const [wantIndex, setWantIndex] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const searchId = useId();
  const filtered = hasFilters(state) || state.page > 1;
  const needIndex = wantIndex || filtered;

  // The search index is fetched once, when the URL has filters or the reader starts to use them.
  useEffect(() => {
    if (!needIndex) return;
    let cancelled = false;
    fetch(SEARCH_INDEX_PATH, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Failed to load articles (${response.status})`);
        return parseIndex(await response.json());
      })
      .then(
        (cards) => !cancelled && setIndex({ status: 'ready', cards }),
        (error: unknown) =>
          !cancelled && setIndex({ status: 'error', message: error instanceof Error && error.message ? error.message : 'Failed to load articles' }),
      );
    return () => {
      cancelled = true;
    };
  }, [needIndex, attempt]);

  const commit = useCallback((next: ListState, options: { replace?: boolean; scroll?: boolean } = {}) => {
    setWantIndex(true);
    const url = `${BLOG_PATH}${listStateToSearch(next)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      if (options.replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      window.dispatchEvent(new Event(LIST_CHANGE_EVENT));
    }
    if (options.scroll) document.getElementById(`${searchId}-list`)?.scrollIntoView({ block: 'start' });
  }, [searchId]);

  // The search is applied 300 ms after typing stops; a new search starts again at page 1.
  useEffect(() => {
    if (!draft || draft.base !== state.q || draft.value === state.q) return;
    const timer = window.setTimeout(() => {
      commit({ ...state, q: draft.value, page: 1 }, { replace: Boolean(state.q) && Boolean(draft.value) });
    }, siteConfig.blog.searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [draft, state, commit]);

  const retry = () => {
    setIndex({ status: 'idle' });
    setAttempt((value) => value + 1);
  };

  const view = useMemo(() => {
    if (!filtered) {
      const totalPages = Math.max(1, Math.ceil(total / siteConfig.blog.pageSize));
      return { items: initialCards, total, page: 1, perPage: siteConfig.blog.pageSize, totalPages };
    }
    if (index.status !== 'ready') return undefined;
    return paginate(filterCards(index.cards, state), state.page);
  }, [filtered, initialCards, total, index, state]);

  const categoryName = categories.find((name) => taxonomySlug(name) === state.category) ?? state.category;
  const tagName =
    tags.find((name) => taxonomySlug(name) === state.tag) ??
    (index.status === 'ready' ? index.cards.flatMap((card) => card.tags).find((name) => taxonomySlug(name) === state.tag) : undefined) ??
    state.tag;

  const chips: { key: string; label: string; remove: () => void; archive?: string }[] = [];
  if (state.q.trim()) {
    chips.push({ key: 'q', label: `Search: "${state.q.trim()}"`, remove: () => { setDraft(null); commit({ ...state, q: '', page: 1 }); } });
  }
  if (state.category) {
    chips.push({ key: 'category', label: `Category: ${categoryName}`, remove: () => commit({ ...state, category: '', page: 1 }), archive: categoryPath(categoryName) });
  }
  if (state.tag) chips.push({ key: 'tag', label: `Tag: ${tagName}`, remove: () => commit({ ...state, tag: '', page: 1 }), archive: tagPath(tagName) });

  return (
    <div id={`${searchId}-list`} className="scroll-mt-24">
      <div className="rounded-[var(--radius-card)] border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <label htmlFor={searchId} className="block text-sm font-semibold text-brand-navy">
          Search articles
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onFocus={() => setWantIndex(true)}
          onChange={(event) => {
            setWantIndex(true);
            setDraft({ value: event.target.value, base: state.q });
          }}
          placeholder="Roof, PICRA, GFCI, closing..."
          className="mt-2 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
        />
        <div className="mt-5">
          <p id={`${searchId}-categories`} className="text-sm font-semibold text-brand-navy">
            Category
          </p>
          <div role="group" aria-labelledby={`${searchId}-categories`} className="mt-2 flex flex-wrap gap-2">
            {['', ...categories].map((name) => {
              const slug = name ? taxonomySlug(name) : '';
              return (
                <button
                  key={slug || 'all'}
                  type="button"
                  aria-pressed={state.category === slug}
                  onClick={() => commit({ ...state, category: slug, page: 1 })}
                  className={`${chipClass} border-slate-300 bg-white text-slate-800 hover:border-brand-teal`}
                >
                  {name || 'All Categories'}
                </button>
              );
            })}
          </div>
        </div>
        {tags.length > 0 ? (
          <div className="mt-5">
            <p id={`${searchId}-tags`} className="text-sm font-semibold text-brand-navy">
              Tag
            </p>
            <div role="group" aria-labelledby={`${searchId}-tags`} className="mt-2 flex flex-wrap gap-2">
              {['', ...tags].map((name) => {
                const slug = name ? taxonomySlug(name) : '';
                return (
                  <button
                    key={slug || 'all'}
                    type="button"
                    aria-pressed={state.tag === slug}
                    onClick={() => commit({ ...state, tag: slug, page: 1 })}
                    className={`${chipClass} border-slate-300 bg-white text-slate-800 hover:border-brand-teal`}
                  >
                    {name ? `#${name}` : 'All Tags'}
                  </button>
                );
              })}
            </div>
          </div>
        ) : null}
        {chips.length > 0 ? (
          <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
            <p className="text-sm font-semibold text-brand-navy">Active filters:</p>
            <ul className="flex flex-wrap gap-2" aria-label="Active filters">
              {chips.map((chip) => (
                <li key={chip.key} className="inline-flex items-center gap-1 rounded-full bg-cyan-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-teal-dark ring-1 ring-cyan-200">
                  {chip.archive ? (
                    <Link href={chip.archive} className="hover:underline">
                      {chip.label}
                    </Link>
                  ) : (
                    <span>{chip.label}</span>
                  )}
                  <button
                    type="button"
                    onClick={chip.remove}
                    aria-label={`Remove ${chip.label}`}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full text-lg leading-none hover:bg-cyan-100"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => {
                setDraft(null);
                commit(EMPTY_LIST_STATE);
              }}
              className="ml-auto inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-teal underline underline-offset-4 hover:text-brand-teal-dark"
            >
              Clear All Filters
            </button>
          </div>
        ) : null}
      </div>

      <div className="mt-8">
        {index.status === 'error' && filtered ? (
          <div role="alert" className="rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-8 text-center">
            <h3 className="text-2xl font-bold text-red-900">Unable to Load Blog</h3>
            <p className="mt-2 text-red-900">{index.message}</p>
            <p className="mt-1 text-red-900">Unable to load articles. Please check your connection and try again.</p>
            <button type="button" onClick={retry} className="btn-secondary mt-6">
              Try Again
            </button>
          </div>
        ) : !view ? (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-700">
            <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-teal" />
            Loading articles...
          </div>
        ) : (
          <>
            <p role="status" className="text-sm font-medium text-slate-700">
              {resultSummary(view)}
            </p>
            {view.total === 0 ? (
              <div className="mt-6 rounded-[var(--radius-card)] border border-slate-200 bg-white p-10 text-center">
                <h3 className="text-2xl font-bold text-brand-navy">No Articles Found</h3>
                <p className="mt-2 text-slate-700">
                  {filtered
                    ? 'No article matches this search and these filters. Try another word, or clear the filters to see every article.'
                    : 'No articles are available yet. Check back soon for new content!'}
                </p>
              </div>
            ) : (
              <div className="mt-6">
                <ArticleGrid articles={view.items} drawWhenNear />
              </div>
            )}
            <Pager
              page={view.page}
              totalPages={view.totalPages}
              hrefFor={(page) => `${BLOG_PATH}${listStateToSearch({ ...state, page })}`}
              onNavigate={(page) => commit({ ...state, page }, { scroll: true })}
            />
          </>
        )}
      </div>
    </div>
  );
}
