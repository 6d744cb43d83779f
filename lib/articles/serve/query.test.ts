import {
  clampPage,
  distinctCategories,
  distinctTags,
  featuredArticles,
  paginate,
  relatedArticles,
} from './query';
import { sortByNewest } from '../order';
import { makeArticle } from '@/test/support/articles/make-article';
import type { Article } from '../schema';

let counter = 0;
/** A unique article per call: its own slug, title and one of 28 dates. */
function article(overrides: Partial<Article> = {}): Article {
  counter += 1;
  return makeArticle({
    slug: `article-${counter}`,
    title: `Article ${counter}`,
    author: 'Team',
    publishDate: `2026-01-${String((counter % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    content: '<p>x</p>',
    ...overrides,
  });
}

describe('sort: newest publishDate first', () => {
  it('puts the newest first', () => {
    const old = article({ publishDate: '2026-01-01T00:00:00.000Z' });
    const recent = article({ publishDate: '2026-11-20T00:00:00.000Z' });
    const middle = article({ publishDate: '2026-06-01T00:00:00.000Z' });
    expect(sortByNewest([old, recent, middle]).map((item) => item.slug)).toEqual([recent.slug, middle.slug, old.slug]);
  });
  it('does not change its input', () => {
    const list = [article({ publishDate: '2026-01-01T00:00:00.000Z' }), article({ publishDate: '2026-02-01T00:00:00.000Z' })];
    const copy = [...list];
    sortByNewest(list);
    expect(list).toEqual(copy);
  });
});

describe('pagination', () => {
  const many = Array.from({ length: 20 }, () => article());

  it('gives 9 per page by default', () => {
    const result = paginate(many);
    expect(result).toMatchObject({ total: 20, page: 1, perPage: 9, totalPages: 3, hasNext: true, hasPrev: false });
    expect(result.items).toHaveLength(9);
  });
  it('returns the last, partial page', () => {
    const result = paginate(many, 3);
    expect(result.items).toHaveLength(2);
    expect(result).toMatchObject({ hasNext: false, hasPrev: true });
  });
  it.each([
    [0, 1],
    [-4, 1],
    [99, 3],
    [2.7, 2],
    [Number.NaN, 1],
    [undefined, 1],
  ])('clamps page %p to %i', (page, expected) => {
    expect(clampPage(page, 3)).toBe(expected);
  });
  it('treats an empty list as one empty page', () => {
    expect(paginate([], 4)).toEqual({ items: [], total: 0, page: 1, perPage: 9, totalPages: 1, hasNext: false, hasPrev: false });
  });
});

describe('related and featured: 3 each', () => {
  it('relates up to 3 articles of the same category, excluding the current one', () => {
    const current = article({ category: 'Legal' });
    const others = Array.from({ length: 5 }, () => article({ category: 'legal' }));
    const unrelated = article({ category: 'Guides' });
    const related = relatedArticles([current, unrelated, ...others], current);
    expect(related).toHaveLength(3);
    expect(related.every((item) => item.slug !== current.slug && item.category.toLowerCase() === 'legal')).toBe(true);
  });
  it('relates the newest of the category, whatever order the list comes in, ties by title', () => {
    const current = article({ category: 'Guides' });
    const pool = Array.from({ length: 40 }, (_, index) =>
      article({ category: index % 3 === 0 ? 'Legal' : 'Guides', publishDate: `2026-0${(index % 9) + 1}-15T00:00:00.000Z`, title: `Guide ${String.fromCharCode(90 - (index % 26))}` }),
    );
    const shuffled = [...pool].sort((a, b) => (a.id.length * 7 + a.title.charCodeAt(6)) % 5 - (b.id.length * 7 + b.title.charCodeAt(6)) % 5);
    const expected = sortByNewest(pool.filter((item) => item.category === 'Guides')).slice(0, 3);
    expect(relatedArticles([current, ...shuffled], current)).toEqual(expected);
    expect(relatedArticles([current, ...shuffled].reverse(), current)).toEqual(expected);
    expect(relatedArticles(pool, current, 0)).toEqual([]);
  });
  it('shows up to 3 featured articles, newest first', () => {
    const featured = Array.from({ length: 4 }, () => article({ featured: true }));
    expect(featuredArticles([article(), ...featured])).toEqual(sortByNewest(featured).slice(0, 3));
  });
});

describe('categories and tags', () => {
  it('lists distinct non-empty categories', () => {
    const categories = distinctCategories([article({ category: 'Legal' }), article({ category: 'legal' }), article({ category: 'Guides' })]);
    expect(categories.map((category) => category.toLowerCase()).sort()).toEqual(['guides', 'legal']);
  });
  it('lists distinct tags, most used first', () => {
    expect(distinctTags([article({ tags: ['b', 'a'] }), article({ tags: ['A', 'c'] }), article({ tags: [] })])).toEqual(['a', 'b', 'c']);
  });
});
