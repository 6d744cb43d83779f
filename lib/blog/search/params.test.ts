import { parseSearchParams } from './params';

describe('search endpoint parameters', () => {
  it('reads the list state, category and tag as slugs', () => {
    expect(parseSearchParams(new URLSearchParams('q=gfci outlet&category=Real Estate&tag=picra&page=2'))).toEqual({
      ok: true,
      state: { q: 'gfci outlet', category: 'real-estate', tag: 'picra', page: 2 },
    });
  });

  it('cuts a long query to the configured length', () => {
    const result = parseSearchParams(new URLSearchParams({ q: 'roof '.repeat(100) }));
    expect(result.ok && result.state.q.length).toBe(100);
  });

  it.each([
    ['a query longer than any form sends', { q: 'x'.repeat(1_001) }],
    ['a category with markup', { category: '<script>' }],
    ['a page that is not a number', { page: '2; drop' }],
    ['a seven-digit page', { page: '1000000' }],
  ])('refuses %s', (_, params) => {
    expect(parseSearchParams(new URLSearchParams(params)).ok).toBe(false);
  });

  it('refuses a query string padded with many parameters', () => {
    const params = new URLSearchParams(Array.from({ length: 20 }, (_, at) => [`p${at}`, 'x']));
    expect(parseSearchParams(params).ok).toBe(false);
  });
});
