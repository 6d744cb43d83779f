import type { VisitAttribution } from '@/lib/attribution/visit';
import { dashboardStart, leadsByLandingPage, leadsBySource, leadsPerWeek, pageConversions, vitalsByTemplate, weekStart } from './dashboard';

const visit = (change: Partial<VisitAttribution>): VisitAttribution => ({
  landingPage: '/',
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  pageCount: 1,
  pages: ['/'],
  ...change,
});
const arrival = (iso: string, attribution: VisitAttribution | null = null) => ({ createdAt: new Date(iso), attribution });

describe('dashboard figures', () => {
  it('counts leads per week, Monday to Sunday, for 12 weeks with empty weeks shown', () => {
    const now = new Date('2026-11-25T15:00:00Z'); // a Wednesday
    expect(weekStart(now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(dashboardStart(now).toISOString()).toBe('2026-09-07T00:00:00.000Z');
    const weeks = leadsPerWeek(
      [arrival('2026-09-06T23:59:59Z'), arrival('2026-09-07T00:00:00Z'), arrival('2026-11-22T23:00:00Z'), arrival('2026-11-23T00:00:00Z'), arrival('2026-11-25T14:00:00Z')],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ label: 'Week of Sep 7', count: 1 });
    expect(weeks[10]).toEqual({ label: 'Week of Nov 16', count: 1 });
    expect(weeks[11]).toEqual({ label: 'Week of Nov 23', count: 2 });
    expect(weeks.slice(1, 10).every((week) => week.count === 0)).toBe(true);
  });

  it('names each lead by its campaign source, else the referring site, else direct, most first', () => {
    const arrivals = [
      arrival('2026-11-20T00:00:00Z', visit({ utmSource: 'spring-mailer', referrerHost: 'mailer.example' })),
      arrival('2026-11-21T00:00:00Z', visit({ referrerHost: 'www.google.com' })),
      arrival('2026-11-22T00:00:00Z', visit({ referrerHost: 'www.google.com', landingPage: '/blog/picra-explained' })),
      arrival('2026-11-23T00:00:00Z', null),
    ];
    expect(leadsBySource(arrivals)).toEqual([
      { label: 'www.google.com', count: 2 },
      { label: 'Direct or unknown', count: 1 },
      { label: 'spring-mailer', count: 1 },
    ]);
    expect(leadsByLandingPage(arrivals)).toEqual([
      { label: '/', count: 2 },
      { label: '/blog/picra-explained', count: 1 },
      { label: 'Not recorded', count: 1 },
    ]);
  });

  it('gives views, leads and leads per 100 views for each page, a lead counting for its landing page', () => {
    const rows = pageConversions(
      [
        { path: '/blog/picra-explained', views: 200 },
        { path: '/contact', views: 50 },
      ],
      [arrival('2026-11-20T00:00:00Z', visit({ landingPage: '/blog/picra-explained' })), arrival('2026-11-21T00:00:00Z', visit({ landingPage: '/old-page' }))],
      (path) => path !== '/old-page',
    );
    expect(rows).toEqual([
      { path: '/blog/picra-explained', views: 200, leads: 1, rate: 0.5 },
      { path: '/contact', views: 50, leads: 0, rate: 0 },
      { path: '(other pages)', views: 0, leads: 1, rate: null },
    ]);
  });

  it('reads p75 per page template from the histograms of its pages together', () => {
    const templates = vitalsByTemplate([
      // Articles: 3 loads in (2 s, 2.5 s] and 1 in (4 s, 5 s]: the p75 is good.
      { path: '/blog/picra-explained', metric: 'LCP', bucket: 4, count: 2 },
      { path: '/blog/gfci-outlets', metric: 'LCP', bucket: 4, count: 1 },
      { path: '/blog/gfci-outlets', metric: 'LCP', bucket: 8, count: 1 },
      { path: '/', metric: 'CLS', bucket: 8, count: 4 },
      { path: '/', metric: 'views', bucket: 0, count: 9 },
    ]);
    const article = templates.find((row) => row.template === 'article');
    expect(article?.metrics.LCP).toEqual({ value: 2500, rating: 'good', samples: 4, atLeast: false });
    expect(article?.metrics.INP).toBeNull();
    expect(templates.find((row) => row.template === 'home')?.metrics.CLS?.rating).toBe('poor');
    expect(templates.map((row) => row.label)).toEqual(['Home page', 'Service pages', 'Blog lists', 'Articles', 'Contact page', 'Other pages']);
  });
});
