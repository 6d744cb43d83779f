import { locationList, locations } from '@/lib/site/catalogue';
import { siteConfig } from '@/lib/site/config';
import { blogPostingJsonLd, breadcrumbJsonLd, businessJsonLd, faqJsonLd, openingHoursJsonLd, serializeJsonLd, serviceJsonLd, webPageJsonLd, websiteJsonLd } from './json-ld';

describe('JSON-LD builders', () => {
  it('describes the business with the name, phone and address the pages show, and every area served', () => {
    const business = businessJsonLd() as unknown as Record<string, unknown>;
    const { address } = siteConfig;
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: siteConfig.name,
      telephone: siteConfig.phone,
      address: { '@type': 'PostalAddress', addressLocality: address.locality, addressRegion: address.region, addressCountry: address.country },
    });
    expect((business.areaServed as { name: string }[]).map((area) => area.name)).toEqual(locationList.map((location) => location.fullName));
    expect(JSON.stringify(business)).not.toMatch(/Review|AggregateRating/);
  });

  it('publishes opening hours for the days with opening times, not for emergency-only days', () => {
    const hours = [
      { days: 'Monday-Friday', hours: '8:00 AM-6:00 PM', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { days: 'Sunday', hours: 'Emergency only', dayOfWeek: ['Sunday'] },
    ];
    expect(openingHoursJsonLd(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '18:00', dayOfWeek: hours[0]!.dayOfWeek.map((day) => `https://schema.org/${day}`) },
    ]);
  });

  it('adds postal codes for a city page', () => {
    const business = businessJsonLd({ areas: [locations.yorktown], postalCodes: locations.yorktown.zipCodes }) as unknown as { areaServed: { address: { postalCode: string } }[] };
    expect(business.areaServed).toHaveLength(1);
    expect(business.areaServed[0]?.address.postalCode).toBe('23690, 23691, 23692, 23693, 23694, 23696');
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost:3000/blog' },
    ]);
  });

  it('builds FAQPage questions with accepted answers', () => {
    expect(faqJsonLd([{ question: 'What is PICRA?', answer: 'An addendum.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'What is PICRA?', acceptedAnswer: { '@type': 'Answer', text: 'An addendum.' } }],
    });
  });

  it('builds a Service with its provider and offers', () => {
    const service = serviceJsonLd({ name: 'Electrical Repairs', description: 'd', path: '/electrical-hampton', serviceType: 'Electrical repair', offers: ["Panel upgrades"] }) as unknown as Record<string, unknown>;
    expect(service).toMatchObject({ '@type': 'Service', url: 'http://localhost:3000/electrical-hampton', provider: { name: 'Tidewater Inspection Repairs' } });
    expect(JSON.stringify(service)).toContain('Panel upgrades');
  });

  it('builds a BlogPosting with headline, dates, image, author and publisher', () => {
    const post = blogPostingJsonLd({ title: 'T', description: 'D', path: '/blog/t', image: '/images/blog/t.svg', datePublished: '2026-10-01', author: "Dana K." }) as unknown as Record<string, unknown>;
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      datePublished: '2026-10-01',
      dateModified: '2026-10-01',
      image: ['http://localhost:3000/images/blog/t.svg'],
      author: { '@type': 'Person', name: 'Dana K.' },
      publisher: { '@type': 'Organization', name: 'Tidewater Inspection Repairs' },
    });
  });

  it('describes a plain page as a WebPage of the site, published by the business', () => {
    expect(webPageJsonLd({ name: 'Privacy Policy', description: 'How we handle data.', path: '/privacy', dateModified: '2026-01-15' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': 'http://localhost:3000/privacy',
      name: 'Privacy Policy',
      description: 'How we handle data.',
      url: 'http://localhost:3000/privacy',
      inLanguage: 'en-US',
      dateModified: '2026-01-15',
      isPartOf: { '@type': 'WebSite', name: 'Tidewater Inspection Repairs', url: 'http://localhost:3000/' },
      publisher: { '@id': 'http://localhost:3000/#business' },
    });
  });

  it('names the site in WebSite', () => {
    expect(websiteJsonLd()).toMatchObject({ '@type': 'WebSite', name: 'Tidewater Inspection Repairs', url: 'http://localhost:3000/' });
  });

  it('escapes < so sheet text cannot close the script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
