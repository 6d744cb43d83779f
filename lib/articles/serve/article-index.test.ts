import { makeArticle } from '@/test/support/articles/make-article';
import { answerAddress, buildArticleIndex, buildArticleIndexInSlices } from './article-index';

/** Which /blog addresses exist, decided from the index before any page renders. */

const articles = [
  { ...makeArticle({ slug: 'roof-flashing', category: 'Guides', tags: ['Roof'] }), source: 'sheet' as const, origin: 'sheet row 2', formerSlugs: ['flashing-after-storms', 'gutters'] },
  ...Array.from({ length: 10 }, (_, at) => makeArticle({ slug: `picra-${at}`, category: 'Legal', tags: ['PICRA'] })),
  makeArticle({ slug: 'gutters', category: 'Guides' }),
];
const { index, bodies } = buildArticleIndex(articles, '2026-11-21T00:00:00.000Z');

describe('blog addresses answered from the index', () => {
  it.each([
    ['/blog/roof-flashing', { kind: 'serve' }],
    ['/blog/no-such-article', { kind: 'not-found', slug: 'no-such-article' }],
    ['/blog/flashing-after-storms', { kind: 'redirect', pathname: '/blog/roof-flashing' }],
    // A former slug that another live article now uses is that article's address.
    ['/blog/gutters', { kind: 'serve' }],
    ['/blog/category/legal', { kind: 'serve' }],
    ['/blog/category/legal/page/2', { kind: 'serve' }],
    ['/blog/category/legal/page/1', { kind: 'redirect', pathname: '/blog/category/legal' }],
    ['/blog/category/legal/page/3', { kind: 'not-found' }],
    ['/blog/category/legal/page/0', { kind: 'not-found' }],
    ['/blog/category/legal/page/two', { kind: 'not-found' }],
    ['/blog/category/real-estate', { kind: 'serve' }],
    ['/blog/category/plumbing', { kind: 'not-found' }],
    ['/blog/category/legal/extra', { kind: 'not-found' }],
    ['/blog/tag/picra', { kind: 'serve' }],
    ['/blog/tag/nothing', { kind: 'not-found' }],
    ['/blog/tag/roof/page/2', { kind: 'not-found' }],
    ['/blog', { kind: 'serve' }],
    ['/blog/search', { kind: 'serve' }],
    ['/blog/search-index.json', { kind: 'not-found', slug: 'search-index.json' }],
  ])('%s', (pathname, expected) => {
    expect(answerAddress(index, pathname)).toEqual(expected);
  });
});

describe('article index', () => {
  it('keeps bodies apart from the sorted summaries', () => {
    expect(index.articles).toHaveLength(12);
    expect(index.articles.every((article) => !('content' in article))).toBe(true);
    expect(bodies.get('roof-flashing')).toBe('<p>Body</p>');
  });

  it('lists each archive newest first, and the blog-home categories even when empty', () => {
    expect(index.archives.category.get('legal')?.articles).toHaveLength(10);
    expect(index.archives.category.get('real-estate')?.articles).toEqual([]);
    expect(index.archives.tag.get('roof')?.articles.map((article) => article.slug)).toEqual(['roof-flashing']);
  });
});

describe('buildArticleIndexInSlices', () => {
  it('builds the same index as at once, pausing at least once per article', async () => {
    let pauses = 0;
    const sliced = await buildArticleIndexInSlices(articles, '2026-11-21T00:00:00.000Z', async () => {
      pauses += 1;
    });
    expect(sliced.index).toEqual(index);
    expect(sliced.bodies).toEqual(bodies);
    expect(pauses).toBeGreaterThanOrEqual(articles.length);
  });
});
