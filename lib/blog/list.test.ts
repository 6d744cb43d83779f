import { hasFilters, listStateHref, listStateToSearch, parseListState } from './list';

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

  it('takes the last value of a name given twice, as the search form sends the pressed filter after the current one', () => {
    expect(parseListState('?q=roof&category=legal&tag=&category=guides')).toEqual({ q: 'roof', category: 'guides', tag: '', page: 1 });
  });

  it('caps the search at the configured length', () => {
    expect(parseListState(`?q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });

  it('links the unfiltered first page to the static blog and anything else to the search page', () => {
    expect(listStateHref({ q: '', category: '', tag: '', page: 1 })).toBe('/blog');
    expect(listStateHref({ q: '', category: '', tag: '', page: 2 })).toBe('/blog/search?page=2');
    expect(listStateHref({ q: 'gfci', category: 'legal', tag: '', page: 1 })).toBe('/blog/search?q=gfci&category=legal');
  });

  it('knows when filters are on', () => {
    expect(hasFilters({ q: '  ', category: '', tag: '', page: 2 })).toBe(false);
    expect(hasFilters({ q: 'x', category: '', tag: '', page: 1 })).toBe(true);
  });
});
