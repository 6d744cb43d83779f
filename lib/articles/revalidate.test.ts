import { parseTrustedProxies } from '@/lib/request/client-address';
import { createRateLimiter } from '@/lib/request/rate-limit';
import { handleRevalidate, REVALIDATE_RATE_LIMIT, secretsMatch } from './revalidate';

const url = 'http://localhost/api/revalidate';

/** The request guards as the route sets them up, with a fresh allowance per test. */
function edge() {
  return { limiter: createRateLimiter(REVALIDATE_RATE_LIMIT), trust: parseTrustedProxies('none'), siteUrl: 'https://tidewaterinspectionrepairs.com' };
}

describe('revalidation webhook', () => {
  it('answers 404 while REVALIDATE_SECRET is unset', async () => {
    const revalidate = jest.fn();
    const response = await handleRevalidate(new Request(url, { method: 'POST', headers: { 'x-revalidate-secret': 'x' } }), { secret: undefined, revalidate, ...edge() });
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
    const response = await handleRevalidate(new Request(url, { method: 'POST', headers, ...(body ? { body } : {}) }), { secret: 's3cret', revalidate, ...edge() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ revalidated: false, error: 'Invalid secret' });
    expect(revalidate).not.toHaveBeenCalled();
  });
  it('ignores a secret in the query string', async () => {
    const response = await handleRevalidate(new Request(`${url}?secret=s3cret`, { method: 'POST' }), { secret: 's3cret', revalidate: jest.fn(), ...edge() });
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
      ...edge(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, now: '2026-11-21T00:00:00.000Z' });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
  it('throttles wrong secrets per client and never the right one', async () => {
    const deps = { secret: 's3cret', revalidate: jest.fn(), ...edge() };
    const attempt = (secret: string) => handleRevalidate(new Request(url, { method: 'POST', headers: { 'x-revalidate-secret': secret } }), deps);
    for (let index = 0; index < 20; index += 1) expect((await attempt('s3cret')).status).toBe(200);
    const statuses = [];
    for (let index = 0; index < REVALIDATE_RATE_LIMIT.limit + 2; index += 1) statuses.push((await attempt(`guess-${index}`)).status);
    expect(statuses.slice(0, REVALIDATE_RATE_LIMIT.limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(REVALIDATE_RATE_LIMIT.limit)).toEqual([429, 429]);
  });
  it('refuses a body over 1 KiB and a cross-site post', async () => {
    const big = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secret: 'x'.repeat(5000) }) });
    expect((await handleRevalidate(big, { secret: 's3cret', revalidate: jest.fn(), ...edge() })).status).toBe(413);
    const crossSite = new Request(url, { method: 'POST', headers: { origin: 'https://evil.example', 'x-revalidate-secret': 's3cret' } });
    expect((await handleRevalidate(crossSite, { secret: 's3cret', revalidate: jest.fn(), ...edge() })).status).toBe(403);
  });
  it('compares secrets of any length without throwing', () => {
    expect(secretsMatch('a', 'a much longer secret')).toBe(false);
    expect(secretsMatch('same', 'same')).toBe(true);
  });
});
