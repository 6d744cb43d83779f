import { formatDateTime } from './format';

describe('console dates', () => {
  it.each([
    ['2026-11-22T14:05:00.000Z', 'Nov 22, 2026, 9:05 AM EST'],
    ['2026-07-04T16:30:00.000Z', 'Jul 4, 2026, 12:30 PM EDT'],
  ])('shows %s in Eastern time as %s', (iso, shown) => {
    expect(formatDateTime(iso).replace(/\u202f/g, ' ')).toBe(shown);
  });

  it('shows a value that is not a date as written', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
