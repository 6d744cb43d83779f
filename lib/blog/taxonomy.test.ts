import { buildArticleIndex } from '@/lib/articles';
import { makeArticle } from '@/test/support/articles/make-article';
import { archivePages, archiveTitle, archiveView } from './taxonomy';

const list = Array.from({ length: 11 }, (_, index) =>
  makeArticle({
    slug: `post-${index + 1}`,
    publishDate: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
    category: index < 10 ? 'Legal' : 'Home Maintenance',
    tags: index % 2 === 0 ? ['PICRA', 'Buyers'] : ['Buyers'],
  }),
);
const articles = buildArticleIndex(list, '2026-02-01T00:00:00.000Z').index;
const names = (kind: 'category' | 'tag') => [...articles.archives[kind].values()].map((archive) => archive.name);

describe('archives', () => {
  it('always has the four blog-home categories, plus any other category an article uses', () => {
    expect(names('category')).toEqual(['Property Inspection', 'Real Estate', 'Legal', 'Guides', 'Home Maintenance']);
    expect(articles.archives.category.get('home-maintenance')?.name).toBe('Home Maintenance');
    expect(articles.archives.category.get('plumbing')).toBeUndefined();
  });

  it('has a tag archive for every tag in use', () => {
    expect(names('tag').sort()).toEqual(['Buyers', 'PICRA']);
    expect(articles.archives.tag.get('picra')?.name).toBe('PICRA');
  });

  it('paginates 9 a page, newest first, and refuses pages past the end', () => {
    const first = archiveView(articles, 'category', 'legal', 1, []);
    expect(first?.cards.map((card) => card.slug).slice(0, 2)).toEqual(['post-10', 'post-9']);
    expect(first).toMatchObject({ name: 'Legal', total: 10, totalPages: 2, page: 1 });
    expect(archiveView(articles, 'category', 'legal', 2, [])?.cards.map((card) => card.slug)).toEqual(['post-1']);
    expect(archiveView(articles, 'category', 'legal', 3, [])).toBeUndefined();
    expect(archiveView(articles, 'category', 'nope', 1, [])).toBeUndefined();
  });

  it('shows an empty blog-home category as one page with no articles', () => {
    expect(archiveView(articles, 'category', 'guides', 1, [])).toMatchObject({ total: 0, totalPages: 1, cards: [] });
  });

  it('lists every archive page for static generation and the sitemap', () => {
    const pages = archivePages(articles, 'category').map((page) => `${page.slug}/${page.page}`);
    expect(pages).toEqual(['property-inspection/1', 'real-estate/1', 'legal/1', 'legal/2', 'guides/1', 'home-maintenance/1']);
  });

  it('titles archive pages', () => {
    expect(archiveTitle('category', 'Legal', 1)).toBe('Legal Articles');
    expect(archiveTitle('tag', 'PICRA', 2)).toBe('Articles Tagged PICRA - Page 2');
  });
});
