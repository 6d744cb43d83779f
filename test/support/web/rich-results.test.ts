import { locations } from '@/lib/site/catalogue';
import { blogPostingJsonLd, breadcrumbJsonLd, businessJsonLd, faqJsonLd, serializeJsonLd, serviceJsonLd, webPageJsonLd, websiteJsonLd } from '../../../lib/seo/json-ld';
import { checkJsonLdBlock, RICH_RESULT_REQUIREMENTS } from './rich-results';

const errorsOf = (data: unknown) => checkJsonLdBlock(JSON.stringify(data)).flatMap((report) => report.errors);
const warningsOf = (data: unknown) => checkJsonLdBlock(JSON.stringify(data)).flatMap((report) => report.warnings);

describe('rich-result requirements', () => {
  it('lists every type the site emits', () => {
    for (const type of ['HomeAndConstructionBusiness', 'LocalBusiness', 'Organization', 'BreadcrumbList', 'FAQPage', 'BlogPosting', 'Service', 'WebPage', 'WebSite']) {
      expect(RICH_RESULT_REQUIREMENTS[type]).toBeDefined();
    }
  });

  it("accepts what the site's own builders produce", () => {
    const blocks = [
      businessJsonLd(),
      businessJsonLd({ areas: [locations.yorktown], postalCodes: locations.yorktown.zipCodes, path: '/yorktown' }),
      websiteJsonLd(),
      webPageJsonLd({ name: 'Terms of Service', description: 'Terms', path: '/terms' }),
      breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }]),
      faqJsonLd([{ question: 'Do you work on PICRA lists?', answer: 'Yes.' }]),
      serviceJsonLd({ name: 'Buyer repairs', description: 'Repairs', path: '/buyer-repairs', serviceType: 'Home repair' }),
      blogPostingJsonLd({ title: 'Roof', description: 'd', path: '/blog/roof', datePublished: '2025-03-01T00:00:00.000Z', author: 'Tidewater Inspection Repairs' }),
    ];
    for (const block of blocks) {
      const reports = checkJsonLdBlock(serializeJsonLd(block));
      expect(reports.map((report) => [report.type, report.errors])).toEqual(reports.map((report) => [report.type, []]));
    }
  });

  it('reports a block that does not parse', () => {
    expect(checkJsonLdBlock('{"@type": "FAQPage",')[0]?.errors[0]).toMatch(/does not parse/);
  });

  it('requires the schema.org context and a known type', () => {
    expect(errorsOf({ '@context': 'https://example.com', '@type': 'WebSite', name: 'x', url: 'https://x.test/' })).toEqual(['@context: must be https://schema.org']);
    expect(errorsOf({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'x' })).toEqual(['@type Recipe has no entry in RICH_RESULT_REQUIREMENTS']);
  });

  it('requires a local business name, url and an address with locality and region; telephone is recommended', () => {
    const business = { '@context': 'https://schema.org', '@type': 'HomeAndConstructionBusiness', name: 'T', url: 'https://t.test/', address: { '@type': 'PostalAddress', addressLocality: 'Hampton' } };
    expect(errorsOf(business)).toEqual(['address.addressRegion: missing']);
    expect(warningsOf(business)).toEqual(['telephone: missing']);
    expect(errorsOf({ ...business, address: undefined, url: '/relative' })).toEqual(['address: missing', 'address.addressLocality: missing', 'address.addressRegion: missing', 'url: not a valid url']);
  });

  it('requires position, name and item on every breadcrumb but the last, numbered from 1', () => {
    const crumbs = (items: unknown[]) => ({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items });
    expect(errorsOf(crumbs([{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://t.test/' }, { '@type': 'ListItem', position: 2, name: 'Blog' }]))).toEqual([]);
    expect(errorsOf(crumbs([{ '@type': 'ListItem', position: 1, name: 'Home' }, { '@type': 'ListItem', position: 3, name: 'Blog' }]))).toEqual([
      'itemListElement[0].item: missing',
      'itemListElement[1].position: expected 2',
    ]);
    expect(errorsOf(crumbs([{ '@type': 'ListItem', position: 1, item: 'https://t.test/' }]))).toEqual(['itemListElement.name: missing']);
    expect(errorsOf(crumbs([]))).toContain('itemListElement: must be a non-empty list');
  });

  it('requires each FAQ question to have a name and an accepted answer text', () => {
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }, { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer' } }] };
    expect(errorsOf(faq)).toEqual(['mainEntity.acceptedAnswer.text: missing (1 of 2)']);
    expect(errorsOf({ ...faq, mainEntity: [] })).toContain('mainEntity: must be a non-empty list of Question');
  });

  it('requires headline, image, datePublished and author.name on a blog posting; author.url is recommended', () => {
    const posting = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'H', image: ['https://t.test/a.svg'], datePublished: '2025-03-01', dateModified: '2025-03-02', author: [{ '@type': 'Person', name: 'Dana' }] };
    expect(errorsOf(posting)).toEqual([]);
    expect(warningsOf(posting)).toEqual(['author.url: missing']);
    expect(errorsOf({ ...posting, image: undefined, datePublished: 'March 1, 2025', author: { '@type': 'Person' } })).toEqual(['image: missing', 'datePublished: not a valid date', 'author.name: missing']);
  });

  it('requires a service name and a provider with a name', () => {
    expect(errorsOf({ '@context': 'https://schema.org', '@type': 'Service', name: 'S', provider: { '@id': 'https://t.test/#business' } })).toEqual(['provider.name: missing']);
  });

  it('requires a web page name and url; description is recommended', () => {
    expect(errorsOf({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Terms' })).toEqual(['url: missing']);
    expect(warningsOf({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Terms', url: 'https://example.com/terms' })).toEqual(['description: missing']);
  });

  it('checks each node of an array or @graph', () => {
    const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'T', url: 'https://t.test/' }, { '@type': 'Service', name: 'S' }] };
    const reports = checkJsonLdBlock(JSON.stringify(graph));
    expect(reports.map((report) => [report.type, report.errors])).toEqual([
      ['WebSite', []],
      ['Service', ['provider: missing', 'provider.name: missing']],
    ]);
  });
});
