import { type ArticleIndex, createPause, getArticleBodies, getArticleIndex } from '@/lib/articles';
import { serverEnv } from '@/lib/process/env';
import { listStateToSearch, parseListState, type ListState } from '@/lib/blog/list';
import { blogConfig } from '@/lib/blog/config';
import { buildBlogSearchIndex, type BlogSearchIndex } from './engine';
import { answerListState, type ListAnswer } from './results';
import { processHolder } from '@/lib/process/singleton';

/**
 * The search index beside the article index: built once per article index object (so exactly when
 * the article index is rebuilt, never per request), in slices between visitors' requests, and shared
 * by every route bundle of the process through globalThis. While a new one is being built, the last
 * one answers.
 */

type Holder = {
  built: WeakMap<ArticleIndex, Promise<BlogSearchIndex>>;
  ready?: { source: ArticleIndex; search: BlogSearchIndex };
};

function holder(): Holder {
  return processHolder('blog-search', (): Holder => ({ built: new WeakMap() }));
}

async function getBlogSearchIndex(): Promise<BlogSearchIndex> {
  const index = await getArticleIndex();
  const state = holder();
  let pending = state.built.get(index);
  if (!pending) {
    pending = getArticleBodies().then((bodies) => buildBlogSearchIndex(index, bodies, createPause()));
    state.built.set(index, pending);
    pending.then(
      (search) => {
        state.ready = { source: index, search };
      },
      () => state.built.delete(index),
    );
  }
  if (state.ready && state.ready.source !== index) return state.ready.search;
  return pending;
}

/** One page of the blog list for a list state, as the endpoint and the search page serve it. */
export async function loadListAnswer(state: ListState): Promise<ListAnswer> {
  return answerListState(await getBlogSearchIndex(), state, serverEnv().IMAGE_HOSTS);
}

type SearchPageView = { search: string; answer: ListAnswer; categories: string[]; tags: string[] };

/** The search page for a query string as Next hands it over (a repeated name arrives as a list). */
export async function loadSearchPage(query: Record<string, string | string[] | undefined>): Promise<SearchPageView> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of [value ?? []].flat()) params.append(name, item);
  const state = parseListState(params);
  const index = await getArticleIndex();
  return {
    search: listStateToSearch(state),
    answer: await loadListAnswer(state),
    categories: index.categories,
    tags: index.tags.slice(0, blogConfig.filterTagCount),
  };
}
