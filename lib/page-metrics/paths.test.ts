import { metricsCutoffDay } from './retention';
import { pageMetricRows, metricDay, REFERRERS_PATH } from './rows';
import { foldPath, OTHER_PAGES, pageTemplate, referrerFamily } from './paths';

const known = new Set(['/', '/contact', '/blog', '/blog/picra-explained']);
const isKnown = (path: string) => known.has(path);

describe('pages counted', () => {
  it('counts a page the site serves under its own path, query, fragment and trailing slash dropped', () => {
    expect(foldPath('/blog/picra-explained/?utm_source=x#top', isKnown)).toBe('/blog/picra-explained');
  });

  it('folds every path the site does not serve into one, so storage stays bounded by pages x days', () => {
    const probes = ['/wp-login.php', '/.env', '/blog/no-such-article', `/${'a'.repeat(300)}`];
    expect(new Set(probes.map((path) => foldPath(path, isKnown)))).toEqual(new Set([OTHER_PAGES]));
  });

  it.each([
    ['/', 'home'],
    ['/contact', 'contact'],
    ['/buyer-repairs', 'service'],
    ['/service-areas', 'service'],
    ['/blog', 'blog'],
    ['/blog/category/plumbing', 'blog'],
    ['/blog/tag/picra/page/2', 'blog'],
    ['/blog/picra-explained', 'article'],
    ['/privacy', 'other'],
    [OTHER_PAGES, 'other'],
  ])('files %s under the %s template', (path, template) => {
    expect(pageTemplate(path)).toBe(template);
  });

  it('files the city service pages under service', () => {
    expect(pageTemplate('/electrical-hampton')).toBe('service');
    expect(pageTemplate('/electrical-richmond')).toBe('other');
  });

  it('names well-known referring sites and counts every other site as one', () => {
    expect(referrerFamily('www.google.com')).toBe('Google');
    expect(referrerFamily('google.co.uk')).toBe('Google');
    expect(referrerFamily('l.facebook.com')).toBe('Facebook');
    expect(referrerFamily('mailer.example')).toBe('Other sites');
    expect(referrerFamily('notgoogle.com')).toBe('Other sites');
  });
});

describe('what one beacon adds', () => {
  it('a view per page viewed, a histogram count per landing-page metric, and the referring site', () => {
    const rows = pageMetricRows({ v: ['/blog/picra-explained', '/contact', '/contact'], p: '/blog/picra-explained', r: 'www.google.com', m: { LCP: 1800, CLS: 0.02 } }, isKnown);
    expect(rows).toEqual([
      { path: '/blog/picra-explained', metric: 'views', bucket: 0, count: 1 },
      { path: '/contact', metric: 'views', bucket: 0, count: 2 },
      { path: '/blog/picra-explained', metric: 'LCP', bucket: 3, count: 1 },
      { path: '/blog/picra-explained', metric: 'CLS', bucket: 1, count: 1 },
      { path: REFERRERS_PATH, metric: 'referrals:Google', bucket: 0, count: 1 },
    ]);
  });

  it('counts a sampled beacon for the views it stands for', () => {
    expect(pageMetricRows({ v: ['/'], p: '/', r: null, m: {} }, isKnown, 1 / 0.25)).toEqual([{ path: '/', metric: 'views', bucket: 0, count: 4 }]);
  });

  it('files totals under the UTC day', () => {
    expect(metricDay(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });
});

describe('retention of daily totals', () => {
  it.each([
    ['2026-11-25T10:00:00Z', '2025-10-25'],
    ['2026-03-31T00:00:00Z', '2025-02-28'],
    ['2026-01-15T23:59:59Z', '2024-12-15'],
  ])('on %s keeps days from %s on (13 months)', (now, first) => {
    expect(metricsCutoffDay(new Date(now))).toBe(first);
  });
});
