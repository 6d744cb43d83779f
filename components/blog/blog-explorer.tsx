'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { resultSummary, EMPTY_LIST_STATE, hasFilters, listStateHref, listStateToSearch, parseListState, type ListState, BLOG_PATH, BLOG_SEARCH_API_PATH, BLOG_SEARCH_PATH, categoryPath, tagPath, taxonomySlug, type ListAnswer, blogConfig } from '@/lib/blog/browser';
import { ArticleGrid } from './article-card';
import { Pager } from './pager';

type BlogExplorerProps = {
  /** The page the server rendered (real links to its articles in the HTML) and the list state it answers. */
  initial: ListAnswer;
  initialSearch: string;
  /** Where the list's state lives in the address bar: /blog, or /blog/search for the search page. */
  basePath: string;
  categories: string[];
  /** The first 8 tags: the tag buttons offer only these. */
  tags: string[];
};

type Fetched = { status: 'ready'; answer: ListAnswer } | { status: 'error'; message: string };

/** Answers kept for back and forward: a handful of small pages. */
const KEPT_ANSWERS = 30;

function parseAnswer(data: unknown): ListAnswer {
  // An answer without a list of cards and a total is 'Invalid response from server'.
  const answer = data as Partial<ListAnswer> | null;
  if (typeof answer !== 'object' || answer === null || !Array.isArray(answer.cards) || typeof answer.total !== 'number' || typeof answer.facets !== 'object') {
    throw new Error('Invalid response from server');
  }
  return answer as ListAnswer;
}

const chipClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition aria-pressed:border-brand-navy aria-pressed:bg-brand-navy aria-pressed:text-white';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The blog list's one client island. The server renders the page for the list state in the address;
 * every later search, filter or page is one request to the search endpoint, which answers one page of
 * cards, the total and the filter counts. The state lives in the query string through
 * history.pushState, so views are shareable and back and forward work.
 *
 * Without JavaScript the same markup is a GET form to the search page: the search box and the filter
 * buttons submit it, the chips and pager are links.
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

export function BlogExplorer({ initial, initialSearch, basePath, categories, tags }: BlogExplorerProps) {
  const serverSearch = useCallback(() => initialSearch, [initialSearch]);
  const search = useSyncExternalStore(subscribeToLocation, locationSearch, serverSearch);
  const state = useMemo(() => parseListState(search), [search]);
  const key = listStateToSearch(state);
  // What the reader is typing, against the search it started from; dropped when the URL moves on.
  const [draft, setDraft] = useState<{ value: string; base: string } | null>(null);
  const query = draft && draft.base === state.q ? draft.value : state.q;
  const [fetched, setFetched] = useState<Map<string, Fetched>>(() => new Map([[listStateToSearch(parseListState(initialSearch)), { status: 'ready', answer: initial }]]));
  const [attempt, setAttempt] = useState(0);
  const searchId = useId();
  const current = fetched.get(key);

  // One request per list state the page has not answered yet; a newer state cancels an older request.
  useEffect(() => {
    if (current) return;
    const controller = new AbortController();
    const keep = (entry: Fetched) =>
      setFetched((previous) => {
        const next = new Map(previous);
        next.set(key, entry);
        while (next.size > KEPT_ANSWERS) next.delete(next.keys().next().value as string);
        return next;
      });
    fetch(`${BLOG_SEARCH_API_PATH}${key}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Failed to load articles (${response.status})`);
        return parseAnswer(await response.json());
      })
      .then(
        (answer) => keep({ status: 'ready', answer }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          keep({ status: 'error', message: error instanceof Error && error.message ? error.message : 'Failed to load articles' });
        },
      );
    return () => controller.abort();
  }, [current, key, attempt]);

  const commit = useCallback(
    (next: ListState, options: { replace?: boolean; scroll?: boolean } = {}) => {
      const url = `${basePath}${listStateToSearch(next)}`;
      if (url !== `${window.location.pathname}${window.location.search}`) {
        if (options.replace) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
        window.dispatchEvent(new Event(LIST_CHANGE_EVENT));
      }
      if (options.scroll) document.getElementById(`${searchId}-list`)?.scrollIntoView({ block: 'start' });
    },
    [basePath, searchId],
  );

  // The search is applied 300 ms after typing stops; a new search starts again at page 1.
  useEffect(() => {
    if (!draft || draft.base !== state.q || draft.value === state.q) return;
    const timer = window.setTimeout(() => {
      commit({ ...state, q: draft.value, page: 1 }, { replace: Boolean(state.q) && Boolean(draft.value) });
      // Once in the address the draft is done: going back to where it started must not type it again.
      setDraft(null);
    }, blogConfig.searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [draft, state, commit]);

  const retry = () => {
    setFetched((previous) => {
      const next = new Map(previous);
      next.delete(key);
      return next;
    });
    setAttempt((value) => value + 1);
  };

  /** A filter button or chip: with JavaScript it changes the list in place; without, it submits the form. */
  const apply = (next: ListState) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (next.q !== state.q) setDraft(null);
    commit(next);
  };

  const answer = current?.status === 'ready' ? current.answer : undefined;
  const filtered = hasFilters(state);
  const categoryName = categories.find((name) => taxonomySlug(name) === state.category) ?? state.category;
  const tagName =
    tags.find((name) => taxonomySlug(name) === state.tag) ?? answer?.cards.flatMap((card) => card.tags).find((name) => taxonomySlug(name) === state.tag) ?? state.tag;

  const chips: { key: string; label: string; name: 'q' | 'category' | 'tag'; next: ListState; archive?: string }[] = [];
  if (state.q.trim()) chips.push({ key: 'q', label: `Search: "${state.q.trim()}"`, name: 'q', next: { ...state, q: '', page: 1 } });
  if (state.category) {
    chips.push({ key: 'category', label: `Category: ${categoryName}`, name: 'category', next: { ...state, category: '', page: 1 }, archive: categoryPath(categoryName) });
  }
  if (state.tag) chips.push({ key: 'tag', label: `Tag: ${tagName}`, name: 'tag', next: { ...state, tag: '', page: 1 }, archive: tagPath(tagName) });
  const clearFormId = `${searchId}-clear`;

  const filterButton = (name: 'category' | 'tag', label: string, slug: string, count: number | undefined) => (
    <button
      key={slug || 'all'}
      type="submit"
      name={name}
      value={slug}
      aria-pressed={state[name] === slug}
      onClick={apply({ ...state, q: query, [name]: slug, page: 1 })}
      className={`${chipClass} border-slate-300 bg-white text-slate-800 hover:border-brand-teal`}
    >
      {label}
      {count !== undefined ? (
        <span aria-hidden="true" className="text-xs opacity-75">
          {count}
        </span>
      ) : null}
    </button>
  );

  return (
    <div id={`${searchId}-list`} className="scroll-mt-24">
      <form
        role="search"
        action={BLOG_SEARCH_PATH}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setDraft(null);
          commit({ ...state, q: query, page: 1 });
        }}
        className="rounded-[var(--radius-card)] border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <label htmlFor={searchId} className="block text-sm font-semibold text-brand-navy">
          Search articles
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={searchId}
            type="search"
            name="q"
            value={query}
            maxLength={blogConfig.searchMaxLength}
            onChange={(event) => setDraft({ value: event.target.value, base: state.q })}
            placeholder="Roof, PICRA, GFCI, closing..."
            className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
          />
          <button type="submit" className="btn-secondary min-h-11 shrink-0 px-5">
            Search
          </button>
        </div>
        {/* The current filters travel with a new search; a pressed filter button comes later in the form and wins. */}
        {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
        {state.tag ? <input type="hidden" name="tag" value={state.tag} /> : null}
        <div className="mt-5">
          <p id={`${searchId}-categories`} className="text-sm font-semibold text-brand-navy">
            Category
          </p>
          <div role="group" aria-labelledby={`${searchId}-categories`} className="mt-2 flex flex-wrap gap-2">
            {filterButton('category', 'All Categories', '', undefined)}
            {categories.map((name) => filterButton('category', name, taxonomySlug(name), answer?.facets.categories[taxonomySlug(name)]))}
          </div>
        </div>
        {tags.length > 0 ? (
          <div className="mt-5">
            <p id={`${searchId}-tags`} className="text-sm font-semibold text-brand-navy">
              Tag
            </p>
            <div role="group" aria-labelledby={`${searchId}-tags`} className="mt-2 flex flex-wrap gap-2">
              {filterButton('tag', 'All Tags', '', undefined)}
              {tags.map((name) => filterButton('tag', `#${name}`, taxonomySlug(name), answer?.facets.tags[taxonomySlug(name)]))}
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
                    type="submit"
                    name={chip.name}
                    value=""
                    onClick={apply(chip.next)}
                    aria-label={`Remove ${chip.label}`}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full text-lg leading-none hover:bg-cyan-100"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="submit"
              form={clearFormId}
              onClick={apply(EMPTY_LIST_STATE)}
              className="ml-auto inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-teal underline underline-offset-4 hover:text-brand-teal-dark"
            >
              Clear All Filters
            </button>
          </div>
        ) : null}
      </form>
      {/* Clear All Filters without JavaScript: an empty GET to the blog, there only while its button is. */}
      {chips.length > 0 ? <form id={clearFormId} action={BLOG_PATH} method="get" hidden /> : null}

      <div className="mt-8">
        {current?.status === 'error' ? (
          <div role="alert" className="rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-8 text-center">
            <h3 className="text-2xl font-bold text-red-900">Unable to Load Blog</h3>
            <p className="mt-2 text-red-900">{current.message}</p>
            <p className="mt-1 text-red-900">Unable to load articles. Please check your connection and try again.</p>
            <button type="button" onClick={retry} className="btn-secondary mt-6">
              Try Again
            </button>
          </div>
        ) : !answer ? (
          <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-700">
            <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-teal" />
            Loading articles...
          </div>
        ) : (
          <>
            <p role="status" className="text-sm font-medium text-slate-700">
              {resultSummary(answer)}
            </p>
            {answer.total === 0 ? (
              <div className="mt-6 rounded-[var(--radius-card)] border border-slate-200 bg-white p-10 text-center">
                <h3 className="text-2xl font-bold text-brand-navy">No Articles Found</h3>
                {filtered ? (
                  <>
                    <p className="mt-2 text-slate-700">No article matches this search and these filters. Try another word, or browse a category:</p>
                    <ul aria-label="Categories" className="mt-4 flex flex-wrap justify-center gap-2">
                      {categories.map((name) => (
                        <li key={name}>
                          <Link href={categoryPath(name)} className={`${chipClass} border-slate-300 bg-white text-brand-navy hover:border-brand-teal`}>
                            {name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="mt-2 text-slate-700">No articles are available yet. Check back soon for new content!</p>
                )}
              </div>
            ) : (
              <div className="mt-6">
                <ArticleGrid articles={answer.cards} drawWhenNear />
              </div>
            )}
            <Pager
              page={answer.page}
              totalPages={answer.totalPages}
              hrefFor={(page) => listStateHref({ ...state, page })}
              onNavigate={(page) => commit({ ...state, page }, { scroll: true })}
            />
          </>
        )}
      </div>
    </div>
  );
}
