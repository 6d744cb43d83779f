import { consoleReturnPath, csvFileName, listQueryString, pageFilter, parseListQuery, parseLeadStatus, parseRecordId } from './queries';

describe('console list queries', () => {
  it('reads search, status and page, dropping what is not valid', () => {
    expect(parseListQuery({ q: '  Hampton ', status: 'contacted', page: '3' })).toEqual({ search: 'Hampton', status: 'contacted', page: 3 });
    expect(parseListQuery({ q: ['a', 'b'], status: 'spam', page: '-2' })).toEqual({ search: 'a', page: 1 });
    expect(parseListQuery({})).toEqual({ search: '', page: 1 });
  });

  it('caps a search at 200 characters', () => {
    expect(parseListQuery({ q: 'x'.repeat(5000) }).search).toHaveLength(200);
  });

  it('writes back the same query for links and exports', () => {
    expect(listQueryString({ search: 'roof leak', status: 'new', page: 2 })).toBe('?q=roof+leak&status=new&page=2');
    expect(listQueryString({ search: '', page: 1 })).toBe('');
  });

  it.each([
    ['new', 'new'],
    ['contacted', 'contacted'],
    ['closed', 'closed'],
    ['Closed', undefined],
    ['deleted', undefined],
  ])('accepts only the three lead statuses: %s', (value, status) => {
    expect(parseLeadStatus(value)).toBe(status);
  });

  it.each([
    ['3f1c2a9e-8d4b-4c1e-9f7a-2b6d5e4c3a21', '3f1c2a9e-8d4b-4c1e-9f7a-2b6d5e4c3a21'],
    ["1' or '1'='1", undefined],
    ['x'.repeat(65), undefined],
  ])('takes only id-shaped record ids: %s', (value, id) => {
    expect(parseRecordId(value)).toBe(id);
  });

  it.each([
    ['/admin/leads?q=x', '/admin/leads?q=x'],
    ['/admin', '/admin'],
    ['https://evil.example/admin', '/admin/leads'],
    ['//evil.example', '/admin/leads'],
    ['/admin//evil.example', '/admin/leads'],
    ['/administrator', '/admin/leads'],
    ['/blog', '/admin/leads'],
  ])('sends the owner back only inside the console: %s', (value, path) => {
    expect(consoleReturnPath(value, '/admin/leads')).toBe(path);
  });

  it('names CSV files by kind and day', () => {
    expect(csvFileName('leads', new Date('2026-11-22T15:00:00Z'))).toBe('leads-2026-11-22.csv');
  });
});

describe('one page of a console list', () => {
  it('asks the store for 50 rows from the page\'s first, with the search and status', () => {
    expect(pageFilter({ search: 'Norfolk', status: 'new', page: 3 })).toEqual({ search: 'Norfolk', status: 'new', limit: 50, offset: 100 });
    expect(pageFilter({ search: '', page: 1 })).toEqual({ limit: 50, offset: 0 });
  });
});
