import { buildArticleIndex } from '@/lib/articles';
import { makeArticle } from '@/test/support/articles/make-article';
import { buildBlogSearchIndex } from './engine';
import { answerListState, unfilteredAnswer } from './results';

const articles = Array.from({ length: 12 }, (_, at) =>
  makeArticle({
    slug: `roof-${at}`,
    title: at % 3 === 0 ? `Roof Repair ${at}` : `Deck Repair ${at}`,
    excerpt: `Excerpt <b>${at}</b>`,
    category: at % 2 === 0 ? 'Legal' : 'Guides',
    tags: at % 4 === 0 ? ['PICRA', 'Roofing'] : ['Decks'],
    publishDate: `2026-01-${String(at + 1).padStart(2, '0')}T00:00:00.000Z`,
  }),
);

async function setUp() {
  const { index, bodies } = buildArticleIndex(articles, '2026-06-01T00:00:00.000Z');
  return { index, search: await buildBlogSearchIndex(index, bodies) };
}

const state = (partial: Partial<{ q: string; category: string; tag: string; page: number }>) => ({ q: '', category: '', tag: '', page: 1, ...partial });

describe('list answers', () => {
  it('answers one page of cards, the total and the page count, newest first without a search', async () => {
    const { search } = await setUp();
    const answer = answerListState(search, state({ page: 2 }), []);
    expect(answer).toMatchObject({ total: 12, page: 2, perPage: 9, totalPages: 2 });
    expect(answer.cards.map((card) => card.slug)).toEqual(['roof-2', 'roof-1', 'roof-0']);
    expect(answer.cards[0]).not.toHaveProperty('marks');
  });

  it('counts each category within the search and tag, and each tag within the search and category', async () => {
    const { search } = await setUp();
    const answer = answerListState(search, state({ q: 'deck', tag: 'decks' }), []);
    // 'deck' finds every Deck title and every Decks tag: all but article 0. Of those, tagged Decks: 1-3, 5-7, 9-11.
    expect(answer.total).toBe(9);
    expect(answer.facets.categories).toEqual({ legal: 3, guides: 6 });
    expect(answer.facets.tags).toEqual({ decks: 9, picra: 2, roofing: 2 });
  });

  it('filters by category and tag slug, and marks the matched words in title and excerpt', async () => {
    const { search } = await setUp();
    const answer = answerListState(search, state({ q: 'roof', category: 'guides' }), []);
    expect(answer.cards.map((card) => card.slug)).toEqual(['roof-9', 'roof-3']);
    expect(answer.cards[0]?.marks?.title).toEqual([[0, 4]]);
    expect(answer.cards[0]?.marks?.excerpt).toEqual([]);
  });

  it('clamps a page past the end to the last page', async () => {
    const { search } = await setUp();
    expect(answerListState(search, state({ page: 40 }), []).page).toBe(2);
  });

  it('answers the unfiltered first page from the article index alone, counts from the archives', async () => {
    const { index, search } = await setUp();
    const fromIndex = unfilteredAnswer(index, []);
    expect(fromIndex).toEqual(answerListState(search, state({}), []));
  });

  it('keeps an answer small: one page of cards, whatever the blog size', async () => {
    const { search } = await setUp();
    const bytes = JSON.stringify(answerListState(search, state({ q: 'repair' }), [])).length;
    expect(bytes).toBeLessThan(9 * 1_000 + 500);
  });
});
