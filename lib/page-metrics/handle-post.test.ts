import { parseTrustedProxies } from '@/lib/request/client-address';
import { createRateLimiter } from '@/lib/request/rate-limit';
import type { PageMetricsBody } from './body';
import { createPageMetricsHandler } from './handle-post';
import type { MetricRow } from './rows';

const SITE = 'https://www.tidewaterinspectionrepairs.com';
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const beacon: PageMetricsBody = { v: ['/blog/picra-explained'], p: '/blog/picra-explained', r: 'www.google.com', m: { LCP: 1800, INP: 120, CLS: 0.02, TTFB: 300 } };

function setup({ sampleRate = 1, random = (): number => 0.5, limit = 60 } = {}) {
  const recorded: { day: string; rows: readonly MetricRow[] }[] = [];
  const handler = createPageMetricsHandler({
    record: async (day, rows) => {
      recorded.push({ day, rows });
    },
    isKnownPage: async () => (path) => path === '/blog/picra-explained',
    limiter: (() => {
      const limiter = createRateLimiter({ limit, windowMs: 600_000 });
      return () => limiter;
    })(),
    settings: () => ({ sampleRate, trust: parseTrustedProxies('1'), siteUrl: SITE }),
    now: () => new Date('2026-11-25T12:00:00Z'),
    random,
  });
  return { handler, recorded };
}

// What Chrome sends for navigator.sendBeacon(url, string): a same-origin POST, text/plain;charset=UTF-8.
function send(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/page-metrics`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, 'sec-fetch-site': 'same-origin', 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.9', ...headers },
  });
}

describe('page-view and Web Vitals beacon', () => {
  it('counts a beacon from a visitor: a view and each metric, under the day', async () => {
    const { handler, recorded } = setup();
    const response = await handler(send(beacon));
    expect(response.status).toBe(204);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.day).toBe('2026-11-25');
    expect(recorded[0]?.rows.map((row) => row.metric)).toEqual(['views', 'LCP', 'INP', 'CLS', 'TTFB', 'referrals:Google']);
  });

  it('takes the JSON Blob form of sendBeacon too', async () => {
    const { handler, recorded } = setup();
    expect((await handler(send(beacon, { 'content-type': 'application/json' }))).status).toBe(204);
    expect(recorded).toHaveLength(1);
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['Lighthouse', { 'user-agent': `${CHROME} Chrome-Lighthouse` }],
    ['a headless browser', { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') }],
    ['no user agent', { 'user-agent': '' }],
  ])('records nothing for %s, and answers as for anyone', async (_case, headers) => {
    const { handler, recorded } = setup();
    expect((await handler(send(beacon, headers))).status).toBe(204);
    expect(recorded).toEqual([]);
  });

  it('refuses a beacon from another site, of another type, too large or unreadable', async () => {
    const { handler, recorded } = setup();
    expect((await handler(send(beacon, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await handler(send(beacon, { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await handler(send({ ...beacon, v: ['/'.padEnd(5000, 'x')] }))).status).toBe(413);
    expect((await handler(send('{not json'))).status).toBe(400);
    expect((await handler(send({ ...beacon, m: { LCP: -5 } }))).status).toBe(400);
    expect((await handler(send({ ...beacon, v: Array.from({ length: 51 }, () => '/') }))).status).toBe(400);
    expect(recorded).toEqual([]);
  });

  it('limits each client, not the others', async () => {
    const { handler, recorded } = setup({ limit: 2 });
    expect((await handler(send(beacon))).status).toBe(204);
    expect((await handler(send(beacon))).status).toBe(204);
    const third = await handler(send(beacon));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await handler(send(beacon, { 'x-forwarded-for': '203.0.113.10' }))).status).toBe(204);
    expect(recorded).toHaveLength(3);
  });

  it('under a sample rate keeps that share of beacons, each counting for the views it stands for', async () => {
    const draws = [0.05, 0.5, 0.95, 0.2];
    const { handler, recorded } = setup({ sampleRate: 0.25, random: () => draws.shift() ?? 1 });
    for (let index = 0; index < 4; index += 1) expect((await handler(send(beacon))).status).toBe(204);
    expect(recorded).toHaveLength(2);
    expect(recorded[0]?.rows[0]).toEqual({ path: '/blog/picra-explained', metric: 'views', bucket: 0, count: 4 });
  });

  it('answers 503 when the totals cannot be written', async () => {
    const handler = createPageMetricsHandler({
      record: async () => Promise.reject(new Error('disk full')),
      isKnownPage: async () => () => true,
      limiter: () => createRateLimiter({ limit: 5, windowMs: 1000 }),
      settings: () => ({ sampleRate: 1, trust: parseTrustedProxies(undefined), siteUrl: SITE }),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await handler(send(beacon))).status).toBe(503);
    expect(error).toHaveBeenCalledWith('Page metrics not recorded: disk full');
    error.mockRestore();
  });
});
