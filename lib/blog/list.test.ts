import { filterCards, hasFilters, listStateToSearch, parseListState } from './list';

const cards = [
  { slug: 'a', title: 'Fixing GFCI outlets', excerpt: '', metaDescription: '', category: 'Property Inspection', tags: ['Electrical', 'Safety'] },
  { slug: 'b', title: 'PICRA basics', excerpt: 'The Virginia addendum', metaDescription: '', category: 'Legal', tags: ['PICRA'] },
  { slug: 'c', title: 'Selling in Norfolk', excerpt: '', metaDescription: 'Pre-sale ROOF repairs', category: 'Real Estate', tags: ['Roof', 'Safety'] },
];

describe('blog list URL state', () => {
  it('reads ?q=&category=&tag=&page=', () => {
    expect(parseListState('?q=roof&category=real-estate&tag=Safety&page=3')).toEqual({ q: 'roof', category: 'real-estate', tag: 'safety', page: 3 });
  });

  it("treats 'All' and missing values as no filter and a bad page as page 1", () => {
    expect(parseListState('?category=All&tag=all&page=-2')).toEqual({ q: '', category: '', tag: '', page: 1 });
    expect(parseListState('?page=abc')).toEqual({ q: '', category: '', tag: '', page: 1 });
  });

  it('writes only what is set, so the unfiltered first page is plain /blog', () => {
    expect(listStateToSearch({ q: '', category: '', tag: '', page: 1 })).toBe('');
    expect(listStateToSearch({ q: ' roof ', category: 'legal', tag: '', page: 2 })).toBe('?q=roof&category=legal&page=2');
  });

  it('round-trips', () => {
    const state = { q: 'a & b', category: 'real-estate', tag: 'picra', page: 4 };
    expect(parseListState(listStateToSearch(state))).toEqual(state);
  });

  it('knows when filters are on', () => {
    expect(hasFilters({ q: '  ', category: '', tag: '', page: 2 })).toBe(false);
    expect(hasFilters({ q: 'x', category: '', tag: '', page: 1 })).toBe(true);
  });
});

describe('filterCards', () => {
  it('searches title, excerpt and metaDescription case-insensitively', () => {
    expect(filterCards(cards, { q: 'gfci', category: '', tag: '' }).map((c) => c.slug)).toEqual(['a']);
    expect(filterCards(cards, { q: 'VIRGINIA', category: '', tag: '' }).map((c) => c.slug)).toEqual(['b']);
    expect(filterCards(cards, { q: 'roof', category: '', tag: '' }).map((c) => c.slug)).toEqual(['c']);
  });

  it('filters by category and tag slug, combined with the search', () => {
    expect(filterCards(cards, { q: '', category: 'legal', tag: '' }).map((c) => c.slug)).toEqual(['b']);
    expect(filterCards(cards, { q: '', category: '', tag: 'safety' }).map((c) => c.slug)).toEqual(['a', 'c']);
    expect(filterCards(cards, { q: 'norfolk', category: '', tag: 'safety' }).map((c) => c.slug)).toEqual(['c']);
    expect(filterCards(cards, { q: 'norfolk', category: 'legal', tag: '' })).toEqual([]);
  });
});
