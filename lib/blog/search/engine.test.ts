import { buildArticleIndex } from '@/lib/articles';
import type { Article } from '@/lib/articles/browser';
import { makeArticle } from '@/test/support/articles/make-article';
import { BODY_TEXT_LIMIT, COMMON_BODY_MIN_ARTICLES, MAX_QUERY_WORDS, RECENT_SEARCHES, bodyText, buildBlogSearchIndex, searchArticles } from './engine';

async function indexOf(articles: Article[]) {
  const { index, bodies } = buildArticleIndex(articles, '2026-06-01T00:00:00.000Z');
  return buildBlogSearchIndex(index, bodies);
}

const slugs = (hits: { entry: { article: { slug: string } } }[]) => hits.map((hit) => hit.entry.article.slug);

/** The list's first rule, as it was: a case-insensitive substring of title, excerpt or meta description. */
function oldRule(article: Pick<Article, 'title' | 'excerpt' | 'metaDescription'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [article.title, article.excerpt, article.metaDescription].some((field) => field.toLowerCase().includes(needle));
}

const articles = [
  makeArticle({
    slug: 'gfci',
    title: 'Why Inspectors Flag Missing GFCI Outlets',
    excerpt: 'Kitchens, baths and garages need ground-fault protection.',
    tags: ['Electrical'],
    publishDate: '2026-03-01T00:00:00.000Z',
    content: '<p>A tripped receptacle near the sink is the usual finding.</p>',
  }),
  makeArticle({
    slug: 'plumbing',
    title: 'Plumbing Leaks Under the Sink',
    excerpt: 'Slow drips cost more than they look.',
    category: 'Guides',
    publishDate: '2026-02-01T00:00:00.000Z',
    content: '<p>Look for <strong>efflorescence</strong> on the crawl-space piers.</p>',
  }),
  makeArticle({
    slug: 'roof',
    title: 'The Inspector Flagged the Roof',
    excerpt: 'Shingles, flashing and what a roofer will quote.',
    tags: ['Roofing'],
    publishDate: '2026-01-01T00:00:00.000Z',
    content: '<p>Hail and wind damage on an older roof.</p>',
  }),
  makeArticle({
    slug: 'body-roof',
    title: 'Closing Week Checklist',
    excerpt: 'Receipts, invoices and the final walk-through.',
    publishDate: '2026-04-01T00:00:00.000Z',
    content: '<p>If the roof was repaired, bring the roofer’s warranty.</p>',
  }),
  makeArticle({
    slug: 'tagged-roof',
    title: 'Storm Season Preparation',
    excerpt: 'A short list before hurricane season.',
    tags: ['Roof'],
    publishDate: '2025-12-01T00:00:00.000Z',
    content: '<p>Gutters and downspouts.</p>',
  }),
];

describe('blog search', () => {
  it('ranks a title match above a tag match above a body match; recency only breaks ties', async () => {
    const index = await indexOf(articles);
    expect(slugs(searchArticles(index, 'roof'))).toEqual(['roof', 'tagged-roof', 'body-roof']);
  });

  it('puts the newer of two equally good matches first', async () => {
    const twin = (slug: string, publishDate: string) => makeArticle({ slug, title: 'Sump Pump Basics', publishDate });
    const index = await indexOf([twin('older', '2025-01-01T00:00:00.000Z'), twin('newer', '2026-01-01T00:00:00.000Z')]);
    expect(slugs(searchArticles(index, 'sump pumps'))).toEqual(['newer', 'older']);
  });

  it('matches the words of the query in any order, each one required when some article has them all', async () => {
    const index = await indexOf(articles);
    expect(slugs(searchArticles(index, 'outlets gfci'))).toEqual(['gfci']);
    expect(slugs(searchArticles(index, 'sink leaks'))).toEqual(['plumbing']);
  });

  it('lets a query of three words or more miss one when no article has them all, never a shorter one', async () => {
    const index = await indexOf(articles);
    expect(slugs(searchArticles(index, 'sink leaks zzqxj'))).toEqual(['plumbing']);
    expect(slugs(searchArticles(index, 'sink zzqxj'))).toEqual([]);
  });

  it('finds a hyphenated word written as one, and by its parts', async () => {
    const index = await indexOf([makeArticle({ slug: 'pre', title: 'A Pre-Listing Checklist', content: '<p>Book the re-inspection early.</p>' })]);
    expect(slugs(searchArticles(index, 'prelisting'))).toEqual(['pre']);
    expect(slugs(searchArticles(index, 'reinspection'))).toEqual(['pre']);
    expect(slugs(searchArticles(index, 'listing pre'))).toEqual(['pre']);
  });

  it('folds plurals: "outlet" finds "Outlets" and "leak" finds "Leaks"', async () => {
    const index = await indexOf(articles);
    expect(slugs(searchArticles(index, 'outlet'))).toEqual(['gfci']);
    expect(slugs(searchArticles(index, 'leak'))).toEqual(['plumbing']);
  });

  it('matches the beginning of a word of 4 or more letters, never of a shorter one', async () => {
    const index = await indexOf(articles);
    expect(slugs(searchArticles(index, 'plumb'))).toEqual(['plumbing']);
    expect(slugs(searchArticles(index, 'efflor'))).toEqual(['plumbing']);
    // 'hai' is in no title, excerpt or description, and too short a start for 'hail'.
    expect(slugs(searchArticles(index, 'hai'))).toEqual([]);
  });

  it('forgives one typo in a word of 4 or more letters, two from 7 letters (a swapped pair), none below 4', async () => {
    const index = await indexOf(articles);
    expect(slugs(searchArticles(index, 'plumbng'))).toEqual(['plumbing']);
    expect(slugs(searchArticles(index, 'effloresense'))).toEqual(['plumbing']);
    expect(slugs(searchArticles(index, 'shnigles'))).toEqual(['roof']);
    expect(slugs(searchArticles(index, 'rof'))).toEqual([]);
  });

  it('searches the body text, not its markup', async () => {
    const index = await indexOf(articles);
    expect(slugs(searchArticles(index, 'receptacle'))).toEqual(['gfci']);
    expect(slugs(searchArticles(index, 'strong'))).toEqual([]);
  });

  it('still finds every article the old substring rule found, even inside a word', async () => {
    const index = await indexOf(articles);
    for (const query of ['oof', 'GFCI OUT', 'ing', 'the sink', 'k-th', 'flagged the', ' Roof ']) {
      const found = new Set(slugs(searchArticles(index, query)));
      for (const article of articles.filter((item) => oldRule(item, query))) expect([query, found.has(article.slug)]).toEqual([query, true]);
    }
  });

  it('ranks an exact phrase of the title, excerpt or description first', async () => {
    const index = await indexOf([
      ...articles,
      makeArticle({ slug: 'repeats', title: 'Roof roof roof: flagged inspector notes', tags: ['Roofing'], publishDate: '2026-05-01T00:00:00.000Z' }),
    ]);
    expect(slugs(searchArticles(index, 'inspector flagged')).slice(0, 1)).toEqual(['roof']);
    expect(slugs(searchArticles(index, 'the final walk')).slice(0, 1)).toEqual(['body-roof']);
  });

  it('finds nothing for an empty query or only stop words beyond the old rule', async () => {
    const index = await indexOf(articles);
    expect(searchArticles(index, '   ')).toEqual([]);
    expect(slugs(searchArticles(index, 'how to'))).toEqual([]);
  });

  it('indexes at most BODY_TEXT_LIMIT characters of a body, cut at a word', () => {
    const text = bodyText(`<p>${'word '.repeat(BODY_TEXT_LIMIT)}</p><p>tail</p>`);
    expect(text.length).toBeLessThanOrEqual(BODY_TEXT_LIMIT);
    expect(text.endsWith('word')).toBe(true);
  });

  it(`reads at most ${MAX_QUERY_WORDS} words of a query`, async () => {
    const index = await indexOf(articles);
    const padded = `${Array.from({ length: MAX_QUERY_WORDS }, () => 'plumbing').join(' ')} zzzz`;
    expect(slugs(searchArticles(index, padded))).toEqual(['plumbing']);
  });

  it('in a large blog, a word in most bodies is searched in titles, tags and excerpts only, and does not stop other words matching', async () => {
    const many = Array.from({ length: COMMON_BODY_MIN_ARTICLES }, (_, at) =>
      makeArticle({ slug: `a-${at}`, title: `Article ${at}`, content: `<p>Boilerplate closing text ${at % 7 === 0 ? 'chimney' : ''}</p>` }),
    );
    const index = await indexOf([...many, makeArticle({ slug: 'closing', title: 'Closing Day', content: '<p>boilerplate</p>' })]);
    expect(index.commonBodyTerms.has('boilerplate')).toBe(true);
    expect(slugs(searchArticles(index, 'boilerplate'))).toEqual([]);
    expect(slugs(searchArticles(index, 'closing'))[0]).toBe('closing');
    expect(searchArticles(index, 'boilerplate chimney')).toHaveLength(Math.ceil(COMMON_BODY_MIN_ARTICLES / 7));
  });

  it(`keeps the hits of the last ${RECENT_SEARCHES} searches, so paging and filtering one does not search again`, async () => {
    const index = await indexOf(articles);
    const first = searchArticles(index, 'roof');
    expect(searchArticles(index, 'roof')).toBe(first);
    for (let at = 0; at < RECENT_SEARCHES; at += 1) searchArticles(index, `word${at}`);
    expect(index.recent.size).toBe(RECENT_SEARCHES);
    expect(searchArticles(index, 'roof')).not.toBe(first);
    expect(slugs(searchArticles(index, 'roof'))).toEqual(slugs(first));
  });
});
