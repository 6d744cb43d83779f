import { prerenderedArchivePages } from './data';

describe('prerenderedArchivePages', () => {
  const pages = [1, 2, 3, 4, 5].flatMap((page) => [{ slug: 'buyers', page }, { slug: 'picra', page: page === 1 ? 1 : page + 10 }]);

  it('prerenders the first page of every archive', () => {
    expect(prerenderedArchivePages(pages, 'first').map((entry) => `${entry.slug}/${entry.page}`)).toEqual(['buyers/1', 'picra/1']);
  });

  it.each([
    [3, ['buyers/2', 'buyers/3']],
    [1, []],
    [5, ['buyers/2', 'buyers/3', 'buyers/4', 'buyers/5']],
  ])('prerenders later pages up to page %p only; deeper ones render on request', (limit, expected) => {
    expect(prerenderedArchivePages(pages, 'later', limit).map((entry) => `${entry.slug}/${entry.page}`)).toEqual(expected);
  });

  it('defaults to the site configuration (three pages per archive)', () => {
    expect(prerenderedArchivePages(pages, 'later').map((entry) => entry.page)).toEqual([2, 3]);
  });
});
