import { makeArticle } from './test-articles';
import { articlePageView } from './article-view';
import { articleSlugFromPath } from './paths';

describe('articlePageView', () => {
  const current = makeArticle({ slug: 'current', category: 'Legal', tags: ['PICRA'], images: ['https://cdn.example.net/cover.jpg'], excerpt: 'Short summary' });
  const others = [
    makeArticle({ slug: 'legal-1', category: 'Legal', publishDate: '2026-02-01T00:00:00.000Z' }),
    makeArticle({ slug: 'legal-2', category: 'legal', publishDate: '2026-03-01T00:00:00.000Z' }),
    makeArticle({ slug: 'legal-3', category: 'Legal', publishDate: '2026-01-15T00:00:00.000Z' }),
    makeArticle({ slug: 'legal-4', category: 'Legal', publishDate: '2025-01-15T00:00:00.000Z' }),
    makeArticle({ slug: 'guide', category: 'Guides' }),
  ];

  it('relates up to 3 newest articles of the same category, never itself', () => {
    const view = articlePageView(current, [current, ...others], []);
    expect(view.related.map((card) => card.slug)).toEqual(['legal-2', 'legal-1', 'legal-3']);
    expect(view.related[0]?.image.src).toBe('/api/placeholder/300/200');
  });

  it('builds the breadcrumb, long date and article Open Graph data', () => {
    const view = articlePageView(current, [current], []);
    expect(view.crumbs.map((crumb) => crumb.path)).toEqual(['/', '/blog', '/blog/current']);
    expect(view.longDate).toBe('January 1, 2026');
    expect(view.metadata.article).toMatchObject({ section: 'Legal', tags: ['PICRA'], publishedTime: '2026-01-01T00:00:00.000Z' });
    expect(view.metadata.image?.url).toBe('https://cdn.example.net/cover.jpg');
    expect(view.metadata.description).toBe('Short summary');
  });

  it('keeps the placeholder out of Open Graph', () => {
    const view = articlePageView(makeArticle({ slug: 'bare' }), [], []);
    expect(view.cover.kind).toBe('placeholder');
    expect(view.metadata.image).toBeUndefined();
    expect(view.posting.image).toBeUndefined();
  });
});

describe('articleSlugFromPath', () => {
  it.each([
    ['/blog/some-slug', 'some-slug'],
    ['/blog/some-slug/', 'some-slug'],
    ['/blog/with%20space', 'with space'],
    ['/blog', undefined],
    ['/blog/category/legal', undefined],
  ])('%s -> %s', (path, slug) => expect(articleSlugFromPath(path)).toBe(slug));
});
