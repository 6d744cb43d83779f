import { parseAttribution } from './schema';
import { describeAttribution, leadSource } from './describe';
import { ATTRIBUTION_LIMITS, readStoredVisit, recordPage, referrerHost, startVisit, visitPath } from './visit';

const landing = { pathname: '/blog/picra-explained', search: '?utm_source=spring-mailer&utm_medium=email&utm_campaign=spring-2026', host: 'www.tidewaterinspectionrepairs.com' };

describe('visit attribution', () => {
  it('notes the landing page, the referring host and the campaign tags on arrival', () => {
    expect(startVisit(landing, 'https://www.google.com/search?q=picra+repairs')).toEqual({
      landingPage: '/blog/picra-explained',
      referrerHost: 'www.google.com',
      utmSource: 'spring-mailer',
      utmMedium: 'email',
      utmCampaign: 'spring-2026',
      pageCount: 0,
      pages: [],
    });
  });

  it.each([
    ['an empty referrer (typed address, bookmark)', '', null],
    ['a link from this site', 'https://www.tidewaterinspectionrepairs.com/contact', null],
    ['this site on another port', 'http://www.tidewaterinspectionrepairs.com:8080/', null],
    ['a non-web address', 'android-app://com.google.android.gm/', null],
    ['garbage', 'not a url', null],
    ['another site, path and query dropped', 'https://l.facebook.com/l.php?u=secret', 'l.facebook.com'],
  ])('keeps only the host of another web site as referrer: %s', (_case, referrer, expected) => {
    expect(referrerHost(referrer, 'www.tidewaterinspectionrepairs.com')).toBe(expected);
  });

  it('caps campaign tags and keeps them on one line', () => {
    const visit = startVisit({ ...landing, search: `?utm_campaign=${'x'.repeat(300)}&utm_source=a%0Ab` }, '');
    expect(visit.utmCampaign).toHaveLength(ATTRIBUTION_LIMITS.tag);
    expect(visit.utmSource).toBe('a b');
    expect(visit.utmMedium).toBeNull();
  });

  it('keeps paths without query, fragment or trailing slash', () => {
    expect(visitPath('/contact/?x=1#form')).toBe('/contact');
    expect(visitPath('/')).toBe('/');
    expect(visitPath(`/${'a'.repeat(500)}`)).toHaveLength(ATTRIBUTION_LIMITS.path);
  });

  it('counts every page viewed but lists only the first twenty', () => {
    let visit = startVisit(landing, '');
    for (let page = 0; page < 25; page += 1) visit = recordPage(visit, `/blog/article-${page}`);
    expect(visit.pageCount).toBe(25);
    expect(visit.pages).toHaveLength(ATTRIBUTION_LIMITS.pages);
    expect(visit.pages[0]).toBe('/blog/article-0');
  });

  it('ignores a stored visit that is not one', () => {
    expect(readStoredVisit(null)).toBeNull();
    expect(readStoredVisit('{')).toBeNull();
    expect(readStoredVisit('{"landingPage":3}')).toBeNull();
    const visit = recordPage(startVisit(landing, ''), '/contact');
    expect(readStoredVisit(JSON.stringify(visit))).toEqual(visit);
  });
});

describe('attribution sent with a contact request', () => {
  const valid = recordPage(recordPage(startVisit(landing, 'http://mailer.example/spring'), '/blog/picra-explained'), '/contact');

  it('accepts the attribution the browser built', () => {
    expect(parseAttribution(valid)).toEqual(valid);
  });

  it.each([
    ['a landing page that is not a path', { landingPage: 'https://evil.example/' }],
    ['a referrer that is not a host', { referrerHost: 'evil.example/x?y' }],
    ['a line break in a tag', { utmCampaign: 'spring\r\nBcc: x' }],
    ['an over-long tag', { utmSource: 'x'.repeat(101) }],
    ['too many pages', { pages: Array.from({ length: 21 }, () => '/') }],
    ['a negative page count', { pageCount: -1 }],
  ])('drops it when it carries %s', (_case, change) => {
    expect(parseAttribution({ ...valid, ...change })).toBeNull();
  });

  it('drops a missing attribution', () => {
    expect(parseAttribution(undefined)).toBeNull();
    expect(parseAttribution('landing')).toBeNull();
  });
});

describe('attribution shown to the owner', () => {
  it('says where the visitor came from, where they landed, how many pages they read and the campaign', () => {
    const visit = { ...startVisit({ ...landing, search: '?utm_campaign=spring-mailer' }, 'https://google.com/'), pageCount: 3 };
    expect(describeAttribution(visit)).toBe('Arrived from google.com on /blog/picra-explained, 3 pages, campaign spring-mailer.');
  });

  it('says when a visit was direct and when nothing was recorded', () => {
    expect(describeAttribution({ ...startVisit({ pathname: '/', search: '', host: 'x' }, ''), pageCount: 1 })).toBe('Arrived directly or from an unknown site on /, 1 page.');
    expect(describeAttribution(null)).toMatch(/^Not recorded/);
  });

  it('names the source by campaign, else referring site, else direct', () => {
    expect(leadSource({ utmSource: 'spring-mailer', referrerHost: 'mailer.example' })).toBe('spring-mailer');
    expect(leadSource({ utmSource: null, referrerHost: 'google.com' })).toBe('google.com');
    expect(leadSource(null)).toBe('Direct or unknown');
  });
});
