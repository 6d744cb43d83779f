import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { type ArticleIndex, stripTags, type Pause } from '@/lib/articles';
import type { ArticleSummary } from '@/lib/articles/browser';
import { taxonomySlug } from '@/lib/blog/paths';
import { blogConfig } from '@/lib/blog/config';
import { WORD, phraseOf, searchTerm, searchTerms } from './terms';

/**
 * The blog's full-text index: MiniSearch over each article's title, tags, category, excerpt, meta
 * description and the first characters of its body's text, built once per article index.
 *
 * Rules of a search:
 * - every word of the query must match (in any order); when no article has them all, a query of three
 *   words or more may miss one;
 * - a word of 4 or more letters also matches words it begins (prefix: the last word, being typed, and
 *   any word the blog does not use as such) and words one letter away (two
 *   for words of 7 or more once plurals are folded, as a swapped pair of letters costs two), so
 *   'plumbng' finds 'plumbing' and 'reciepts' finds 'receipts';
 * - a match in the title counts most, then the tags, then the category, excerpt and description, then
 *   the body; equal scores go to the newer article;
 * - every article whose title, excerpt or meta description contains the query as typed (the list's
 *   first rule) is found, and those where it stands as a whole phrase come first.
 */

/** Characters of a body's text that are indexed: enough for any article's substance, bounded memory. */
export const BODY_TEXT_LIMIT = 8_000;
/** Query words searched at most; the rest are ignored (each fuzzy word costs a walk of the index). */
export const MAX_QUERY_WORDS = 8;

const BOOST = { title: 8, tags: 5, category: 3, excerpt: 2, metaDescription: 2, body: 1 } as const;
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

type Indexed = { id: number; title: string; tags: string; category: string; excerpt: string; metaDescription: string; body: string };

export type SearchEntry = {
  article: ArticleSummary;
  time: number;
  categorySlug: string;
  tagSlugs: readonly string[];
  /** Title, excerpt and meta description in lower case, for the list's first rule. */
  haystack: readonly [string, string, string];
};

/**
 * In a blog of at least this many articles, a word found in the bodies of more than half of them is
 * searched in titles, tags, categories, excerpts and descriptions only: it tells articles apart no
 * better than 'the', and matching it in every body would make each search score the whole blog.
 */
export const COMMON_BODY_MIN_ARTICLES = 200;
const COMMON_BODY_SHARE = 0.5;

export type BlogSearchIndex = {
  /** Newest first, as the article index lists them. */
  entries: readonly SearchEntry[];
  engine: MiniSearch<Indexed>;
  /** The filter buttons' names: every category, and the most used tags. */
  categories: readonly string[];
  filterTags: readonly string[];
  /** Body words too common to search in bodies (see COMMON_BODY_MIN_ARTICLES). */
  commonBodyTerms: ReadonlySet<string>;
  /** Every indexed term: a query word found here is taken as meant, not as a typo. */
  vocabulary: ReadonlySet<string>;
  /** The last searches' hits, newest last: paging and filtering a search does not search again. */
  recent: Map<string, SearchHit[]>;
};

/** Searches whose hits are kept per index (each at most one entry per article). */
export const RECENT_SEARCHES = 16;

/** `terms`: the article's words the query matched (what its card highlights). */
export type SearchHit = { entry: SearchEntry; score: number; phrase: boolean; terms: readonly string[] };

function time(value: string): number {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** A query's words; searchTerm then folds them. */
function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * An article's words, and each hyphenated compound also written as one word, so that 'prelisting' and
 * 'reinspection' find 'pre-listing' and 're-inspection' (and 'pre-listing' finds it by its parts).
 */
function tokenizeArticle(text: string): string[] {
  const words = tokenize(text);
  for (const compound of text.match(HYPHENATED) ?? []) words.push(compound.replaceAll('-', ''));
  return words;
}

// A body arrives as its folded terms already (see bodyTerms).
const processTerm = (term: string, field?: string) => (field === 'body' ? term : (searchTerm(term) ?? null));

function createEngine(): MiniSearch<Indexed> {
  return new MiniSearch<Indexed>({
    fields: FIELDS,
    idField: 'id',
    tokenize: tokenizeArticle,
    processTerm,
    searchOptions: { tokenize, processTerm: (term: string) => searchTerm(term) ?? null },
  });
}

function entryOf(article: ArticleSummary): SearchEntry {
  return {
    article,
    time: time(article.publishDate),
    categorySlug: taxonomySlug(article.category),
    tagSlugs: article.tags.map((tag) => taxonomySlug(tag)),
    haystack: [article.title.toLowerCase(), article.excerpt.toLowerCase(), article.metaDescription.toLowerCase()],
  };
}

/** The body's visible text, cut at a word boundary near `limit` characters. */
export function bodyText(html: string, limit: number = BODY_TEXT_LIMIT): string {
  // Tags are stripped from a prefix of the HTML: the markup rarely exceeds the text threefold.
  const text = stripTags(html.length > limit * 3 ? html.slice(0, limit * 3) : html);
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf(' ', limit);
  return text.slice(0, cut > limit / 2 ? cut : limit);
}

/** A body's distinct search terms: whether the body speaks of a thing matters, how often does not. */
function bodyTerms(html: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenizeArticle(bodyText(html))) {
    const term = searchTerm(word);
    if (term) terms.add(term);
  }
  return [...terms];
}

/**
 * Builds the index over the article index's articles (newest first) with their bodies by slug. With
 * `pause`, the work is done in slices between which the server answers visitors.
 */
export async function buildBlogSearchIndex(source: Pick<ArticleIndex, 'articles' | 'categories' | 'tags'>, bodies: ReadonlyMap<string, string>, pause?: Pause): Promise<BlogSearchIndex> {
  const terms: string[][] = [];
  const documents = new Map<string, number>();
  for (const article of source.articles) {
    if (pause) await pause();
    const own = bodyTerms(bodies.get(article.slug) ?? '');
    terms.push(own);
    for (const term of own) documents.set(term, (documents.get(term) ?? 0) + 1);
  }
  const count = source.articles.length;
  const commonBodyTerms = new Set<string>();
  if (count >= COMMON_BODY_MIN_ARTICLES) for (const [term, seen] of documents) if (seen > count * COMMON_BODY_SHARE) commonBodyTerms.add(term);

  const engine = createEngine();
  const entries: SearchEntry[] = [];
  const vocabulary = new Set(documents.keys());
  for (const [id, article] of source.articles.entries()) {
    if (pause) await pause();
    entries.push(entryOf(article));
    for (const text of [article.title, article.category, article.excerpt, article.metaDescription, ...article.tags]) for (const term of searchTerms(text)) vocabulary.add(term);
    engine.add({
      id,
      title: article.title,
      tags: article.tags.join(' '),
      category: article.category,
      excerpt: article.excerpt,
      metaDescription: article.metaDescription,
      body: (terms[id] ?? []).filter((term) => !commonBodyTerms.has(term)).join(' '),
    });
    terms[id] = [];
  }
  return { entries, engine, categories: source.categories, filterTags: source.tags.slice(0, blogConfig.filterTagCount), commonBodyTerms, vocabulary, recent: new Map() };
}

/** Whether `phrase` occurs in `text` starting and ending at word boundaries. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

function standsAsPhrase(text: string, phrase: string): boolean {
  const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (!isWordChar(text[at - 1]) && !isWordChar(text[at + phrase.length])) return true;
  }
  return false;
}

function fuzziness(term: string): number {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * Every word exactly or as a prefix; when no article has them all and a word is not in the blog's
 * vocabulary, every word within its typo allowance; when still none and the query has three words or
 * more, all of them but one (a long question with one word no article uses). A word the blog uses is
 * taken as meant, and the near-miss walk of the vocabulary, dearer than the exact search, is made only
 * for a word nothing contains.
 */
function engineSearch(index: BlogSearchIndex, query: string): SearchResult[] {
  const words = tokenize(query).filter((word) => searchTerm(word) !== undefined).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return [];
  // Words too common to have been indexed in bodies cannot be required of an article; the others can.
  const telling = words.filter((word) => !index.commonBodyTerms.has(searchTerm(word) ?? ''));
  const required = telling.length > 0 ? telling : words;
  const unknown = words.some((word) => !index.vocabulary.has(searchTerm(word) ?? ''));
  // Exact words outweigh their prefixes and near misses.
  // A word still being typed (the last) or one the blog does not use may be the start of a longer one.
  const prefix = (term: string, at: number, terms: string[]) => term.length >= 4 && (at === terms.length - 1 || !index.vocabulary.has(term));
  const base: SearchOptions = { boost: BOOST, prefix, weights: { prefix: 0.4, fuzzy: 0.3 } };
  const options: SearchOptions = unknown ? { ...base, fuzzy: (term: string) => (index.vocabulary.has(term) ? 0 : fuzziness(term)) } : base;
  const text = required.join(' ');
  const exact = index.engine.search(text, { ...base, combineWith: 'AND' });
  if (exact.length > 0) return exact;
  if (unknown) {
    const tolerant = index.engine.search(text, { ...options, combineWith: 'AND' });
    if (tolerant.length > 0) return tolerant;
  }
  return required.length >= 3 ? allButOne(index, required, options) : [];
}

/** Articles with every word but one, each scored by its best such match. */
function allButOne(index: BlogSearchIndex, words: readonly string[], options: SearchOptions): SearchResult[] {
  const best = new Map<SearchResult['id'], SearchResult>();
  for (const [skipped] of words.entries()) {
    const rest = words.filter((_, at) => at !== skipped).join(' ');
    for (const result of index.engine.search(rest, { ...options, combineWith: 'AND' })) {
      const kept = best.get(result.id);
      if (!kept || kept.score < result.score) best.set(result.id, result);
    }
  }
  return [...best.values()];
}

function byRank(a: SearchHit, b: SearchHit): number {
  return Number(b.phrase) - Number(a.phrase) || b.score - a.score || b.entry.time - a.entry.time;
}

/** Every article the query finds, best first; an empty query finds none. */
export function searchArticles(index: BlogSearchIndex, query: string): SearchHit[] {
  const phrase = phraseOf(query);
  if (!phrase) return [];
  const kept = index.recent.get(query);
  if (kept) {
    index.recent.delete(query);
    index.recent.set(query, kept);
    return kept;
  }
  const hits = rank(index, query, phrase);
  index.recent.set(query, hits);
  if (index.recent.size > RECENT_SEARCHES) index.recent.delete(index.recent.keys().next().value as string);
  return hits;
}

function rank(index: BlogSearchIndex, query: string, phrase: string): SearchHit[] {
  const hits = new Map<number, SearchHit>();
  for (const result of engineSearch(index, query)) {
    const entry = index.entries[result.id as number];
    if (entry) hits.set(result.id as number, { entry, score: result.score, phrase: false, terms: result.terms });
  }
  // The list's first rule: a case-insensitive substring of the title, excerpt or meta description.
  for (const [id, entry] of index.entries.entries()) {
    if (!entry.haystack.some((field) => field.includes(phrase))) continue;
    const hit = hits.get(id) ?? { entry, score: 0, phrase: false, terms: [] };
    hit.phrase = entry.haystack.some((field) => standsAsPhrase(field, phrase));
    hits.set(id, hit);
  }
  return [...hits.values()].sort(byRank);
}
