import { parseTrustedProxies } from './client-address';
import { createRateLimiter } from './rate-limit';
import { limitSearch } from './search-limit';

describe('search allowance', () => {
  it('refuses a client past its allowance with 429 and Retry-After, and not another client', async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const trust = parseTrustedProxies('1');
    const search = (ip: string) => new Request('http://localhost/blog/search?q=sump', { headers: { 'x-forwarded-for': ip } });
    for (let index = 0; index < 3; index += 1) expect(await limitSearch(search('198.51.100.4'), limiter, trust, 'text')).toBeUndefined();
    const refused = await limitSearch(search('198.51.100.4'), limiter, trust, 'text');
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused?.text()).toMatch(/Too many searches/);
    expect(await limitSearch(search('203.0.113.4'), limiter, trust, 'json')).toBeUndefined();
  });
});
