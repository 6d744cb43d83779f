import { displayExcerpt, formatArticleDate, formatReadTime, formatShortDate, isoDay } from './format';

describe('article dates', () => {
  it('formats long-form dates', () => {
    expect(formatArticleDate('2026-11-22T00:00:00.000Z')).toBe('November 22, 2026');
  });
  it('keeps the stored day whatever the server time zone', () => {
    expect(formatArticleDate('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
  });
  it.each([undefined, null, '', 'garbage'])('shows N/A when the date is missing (%p)', (value) => {
    expect(formatArticleDate(value)).toBe('N/A');
    expect(formatShortDate(value)).toBe('N/A');
  });
  it('formats short dates and ISO days', () => {
    expect(formatShortDate('2026-11-22T00:00:00.000Z')).toBe('Nov 22, 2026');
    expect(isoDay('2026-11-22T00:00:00.000Z')).toBe('2026-11-22');
  });
});

describe('read time display', () => {
  it.each([
    [4, '4 min read'],
    ['7', '7 min read'],
    ['12 min read', '12 min read'],
    [undefined, '5 min read'],
    [null, '5 min read'],
    ['', '5 min read'],
  ])('%p -> %s', (input, expected) => {
    expect(formatReadTime(input)).toBe(expected);
  });
});

describe('card excerpt', () => {
  it('falls back to the meta description, then to the default text', () => {
    expect(displayExcerpt({ excerpt: 'E', metaDescription: 'M' })).toBe('E');
    expect(displayExcerpt({ excerpt: ' ', metaDescription: 'M' })).toBe('M');
    expect(displayExcerpt({ excerpt: '', metaDescription: '' })).toBe('Discover valuable insights about property inspection and real estate processes...');
  });
});
