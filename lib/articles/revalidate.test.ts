import { handleRevalidate, secretsMatch } from './revalidate';

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
