import { pagerWindow, resultSummary } from './pager';

describe('pager window: at most 5 numbers, first and last kept, ellipses for gaps', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, []],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 12, [1, 2, 3, 4, 'ellipsis', 12]],
    [3, 12, [1, 2, 3, 4, 'ellipsis', 12]],
    [5, 12, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 12]],
    [10, 12, [1, 'ellipsis', 9, 10, 11, 12]],
    [12, 12, [1, 'ellipsis', 9, 10, 11, 12]],
    [4, 6, [1, 'ellipsis', 3, 4, 5, 6]],
    [99, 12, [1, 'ellipsis', 9, 10, 11, 12]],
  ])('page %i of %i -> %j', (page, total, expected) => {
    const window = pagerWindow(page, total);
    expect(window).toEqual(expected);
    expect(window.filter((item) => typeof item === 'number').length).toBeLessThanOrEqual(5);
  });
});

describe('summary line', () => {
  it.each([
    [{ total: 0, page: 1, perPage: 9 }, 'No articles found'],
    [{ total: 20, page: 1, perPage: 9 }, 'Showing 1 to 9 of 20 articles'],
    [{ total: 20, page: 3, perPage: 9 }, 'Showing 19 to 20 of 20 articles'],
    [{ total: 1, page: 1, perPage: 9 }, 'Showing 1 to 1 of 1 articles'],
  ])('%j -> %s', (result, expected) => {
    expect(resultSummary(result)).toBe(expected);
  });
});
