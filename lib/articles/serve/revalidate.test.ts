import { handleContentReport, handleRevalidate, secretsMatch } from './revalidate';

const url = 'http://localhost/api/revalidate';

describe('revalidation webhook', () => {
  it('answers 404 while REVALIDATE_SECRET is unset', async () => {
    const revalidate = jest.fn();
    const response = await handleRevalidate(new Request(url, { method: 'POST', headers: { 'x-revalidate-secret': 'x' } }), { secret: undefined, revalidate });
    expect(response.status).toBe(404);
    expect(revalidate).not.toHaveBeenCalled();
  });
  it.each([
    ['a wrong header', { 'x-revalidate-secret': 'wrong' }, undefined],
    ['no secret at all', {}, undefined],
    ['a wrong body', { 'content-type': 'application/json' }, JSON.stringify({ secret: 'wrong' })],
    ['a malformed body', { 'content-type': 'application/json' }, '{"secret":'],
  ])('answers 401 for %s', async (_label, headers, body) => {
    const revalidate = jest.fn();
    const response = await handleRevalidate(new Request(url, { method: 'POST', headers, ...(body ? { body } : {}) }), { secret: 's3cret', revalidate });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ revalidated: false, error: 'Invalid secret' });
    expect(revalidate).not.toHaveBeenCalled();
  });
  it('ignores a secret in the query string', async () => {
    const response = await handleRevalidate(new Request(`${url}?secret=s3cret`, { method: 'POST' }), { secret: 's3cret', revalidate: jest.fn() });
    expect(response.status).toBe(401);
  });
  it.each([
    ['the header', { 'x-revalidate-secret': 's3cret' }, undefined],
    ['a JSON body', { 'content-type': 'application/json' }, JSON.stringify({ secret: 's3cret' })],
  ])('revalidates with the secret in %s', async (_label, headers, body) => {
    const revalidate = jest.fn();
    const response = await handleRevalidate(new Request(url, { method: 'POST', headers, ...(body ? { body } : {}) }), {
      secret: 's3cret',
      revalidate,
      now: () => new Date('2026-11-21T00:00:00.000Z'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, now: '2026-11-21T00:00:00.000Z' });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
  it('compares secrets of any length without throwing', () => {
    expect(secretsMatch('a', 'a much longer secret')).toBe(false);
    expect(secretsMatch('same', 'same')).toBe(true);
  });
});

describe('one article refreshed on request', () => {
  it.each([
    ['a JSON body', url, { 'content-type': 'application/json', 'x-revalidate-secret': 's3cret' }, JSON.stringify({ slug: 'roof-leaks' })],
    ['the query string', `${url}?slug=roof-leaks`, { 'x-revalidate-secret': 's3cret' }, undefined],
  ])('passes the slug named in %s', async (_label, address, headers, body) => {
    const revalidate = jest.fn();
    const response = await handleRevalidate(new Request(address, { method: 'POST', headers, ...(body ? { body } : {}) }), { secret: 's3cret', revalidate });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true, slug: 'roof-leaks' });
    expect(revalidate).toHaveBeenCalledWith('roof-leaks');
  });
  it('refuses a slug that no article could have', async () => {
    const revalidate = jest.fn();
    const response = await handleRevalidate(new Request(`${url}?slug=../etc`, { method: 'POST', headers: { 'x-revalidate-secret': 's3cret' } }), { secret: 's3cret', revalidate });
    expect(response.status).toBe(400);
    expect(revalidate).not.toHaveBeenCalled();
  });
});

describe('content report route', () => {
  const reportUrl = 'http://localhost/api/content-report';
  const load = async () => ({ rowsRead: 3 });
  it.each([
    ['the secret is unset', undefined, { 'x-revalidate-secret': 'x' }, 404],
    ['the secret is wrong', 's3cret', { 'x-revalidate-secret': 'wrong' }, 401],
    ['no secret is sent', 's3cret', {}, 401],
  ])('refuses when %s', async (_label, secret, headers, status) => {
    const response = await handleContentReport(new Request(reportUrl, { headers }), { secret, load });
    expect(response.status).toBe(status);
  });
  it('answers the latest report to the owner', async () => {
    const response = await handleContentReport(new Request(reportUrl, { headers: { 'x-revalidate-secret': 's3cret' } }), { secret: 's3cret', load });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rowsRead: 3 });
  });
});
