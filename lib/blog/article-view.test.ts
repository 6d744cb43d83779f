import { makeArticle } from '@/test/support/articles/make-article';
import { articleDocumentTitle, articlePageView } from './article-view';
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

  it('gives the structured data the word count stored with the article', () => {
    expect(articlePageView(makeArticle({ slug: 'counted', content: '<p>Body</p>', wordCount: 950 }), [], []).posting.wordCount).toBe(950);
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

describe('articleDocumentTitle', () => {
  it('keeps the site-name suffix on short titles and drops it on longer ones', () => {
    expect(articleDocumentTitle('What a Re-Inspection Means')).toEqual({ title: 'What a Re-Inspection Means', absoluteTitle: false });
    expect(articleDocumentTitle('PICRA Explained: The Virginia Inspection Addendum, Step by Step')).toEqual({
      title: 'PICRA Explained: The Virginia Inspection Addendum, Step by Step',
      absoluteTitle: true,
    });
  });

  it('shortens titles over 65 characters at a natural break, or at a word with an ellipsis', () => {
    expect(articleDocumentTitle('The Most Common Home Inspection Findings in Hampton Roads, and What They Cost').title).toBe(
      'The Most Common Home Inspection Findings in Hampton Roads',
    );
    expect(articleDocumentTitle('Federal Pacific or Zinsco Panel on the Report? Here Is What It Means').title).toBe('Federal Pacific or Zinsco Panel on the Report?');
    expect(articleDocumentTitle("An Agent's Guide to Repair Addenda That Contractors Can Actually Price").title).toBe(
      "An Agent's Guide to Repair Addenda That Contractors Can Actually…",
    );
    const long = articleDocumentTitle('Receipts, Invoices and Warranties: Documenting Inspection Repairs in Virginia').title;
    expect(long).toBe('Receipts, Invoices and Warranties: Documenting Inspection…');
    expect(long.length).toBeLessThanOrEqual(65);
  });
});
