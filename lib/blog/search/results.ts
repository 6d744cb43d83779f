import type { ArticleIndex } from '@/lib/articles';
import { displayExcerpt, paginate } from '@/lib/articles/browser';
import { toCardData, type ArticleCardData } from '@/lib/blog/card';
import type { ListState } from '@/lib/blog/list';
import { taxonomySlug } from '@/lib/blog/paths';
import { blogConfig } from '@/lib/blog/config';
import { searchArticles, type BlogSearchIndex, type SearchEntry, type SearchHit } from './engine';
import { matchRanges, type MarkRange } from './highlight';
import { phraseOf } from './terms';

/**
 * One page of the blog list for a list state: the cards with their highlighted matches, the summary's
 * numbers and the counts the filter buttons show. This is all the browser receives per search or
 * filter: never the catalogue.
 */

export type ResultCard = ArticleCardData & { marks?: { title: MarkRange[]; excerpt: MarkRange[] } };

/** Articles per filter button, by slug: a category's count within the search and tag, a tag's within the search and category. */
type Facets = { categories: Record<string, number>; tags: Record<string, number> };

export type ListAnswer = {
  cards: ResultCard[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  facets: Facets;
};

type Match = { entry: SearchEntry; hit?: SearchHit };

function countFacets(index: BlogSearchIndex, matches: readonly Match[], state: Pick<ListState, 'category' | 'tag'>): Facets {
  const categories: Record<string, number> = {};
  const tags: Record<string, number> = {};
  const categorySlugs = index.categories.map((name) => taxonomySlug(name));
  const tagSlugs = index.filterTags.map((name) => taxonomySlug(name));
  for (const slug of categorySlugs) categories[slug] = 0;
  for (const slug of tagSlugs) tags[slug] = 0;
  for (const { entry } of matches) {
    if (!state.tag || entry.tagSlugs.includes(state.tag)) {
      if (entry.categorySlug in categories) categories[entry.categorySlug]! += 1;
    }
    if (!state.category || entry.categorySlug === state.category) {
      for (const slug of new Set(entry.tagSlugs)) if (slug in tags) tags[slug]! += 1;
    }
  }
  return { categories, tags };
}

function cardOf({ entry, hit }: Match, phrase: string, allowedHosts: readonly string[]): ResultCard {
  const card = toCardData(entry.article, allowedHosts);
  if (!hit) return card;
  const terms = new Set(hit.terms);
  return { ...card, marks: { title: matchRanges(card.title, terms, phrase), excerpt: matchRanges(displayExcerpt(card), terms, phrase) } };
}

export function answerListState(index: BlogSearchIndex, state: ListState, allowedHosts: readonly string[]): ListAnswer {
  const phrase = phraseOf(state.q);
  const found: Match[] = phrase ? searchArticles(index, state.q).map((hit) => ({ entry: hit.entry, hit })) : index.entries.map((entry) => ({ entry }));
  const facets = countFacets(index, found, state);
  const filtered = found.filter(({ entry }) => (!state.category || entry.categorySlug === state.category) && (!state.tag || entry.tagSlugs.includes(state.tag)));
  const page = paginate(filtered, state.page);
  return {
    cards: page.items.map((match) => cardOf(match, phrase, allowedHosts)),
    total: page.total,
    page: page.page,
    perPage: page.perPage,
    totalPages: page.totalPages,
    facets,
  };
}

/**
 * The unfiltered first page, from the article index alone (no search index): what the static /blog
 * renders, with every filter button's count taken from its archive.
 */
export function unfilteredAnswer(index: Pick<ArticleIndex, 'articles' | 'categories' | 'tags' | 'archives'>, allowedHosts: readonly string[]): ListAnswer {
  const page = paginate(index.articles, 1);
  const count = (kind: 'category' | 'tag', names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [taxonomySlug(name), index.archives[kind].get(taxonomySlug(name))?.articles.length ?? 0]));
  return {
    cards: page.items.map((article) => toCardData(article, allowedHosts)),
    total: page.total,
    page: page.page,
    perPage: page.perPage,
    totalPages: page.totalPages,
    facets: { categories: count('category', index.categories), tags: count('tag', index.tags.slice(0, blogConfig.filterTagCount)) },
  };
}
