import { pageJsonLd } from '@/lib/copy/marketing-page';
import { aboutPage } from '@/lib/copy/about';
import { agentsPage } from '@/lib/copy/agents';
import { settingsWithFacts, settingsWithoutFacts } from '@/test/support/fixtures/owner/settings';
import { businessFacts, LICENSE_LOOKUP_URL, missingFacts, warrantyLength } from './owner-facts';

const PLACEHOLDERS = /undefined|null|NaN|TODO|TBD|XXX|\[[a-z ]+\]|lorem/i;

describe("the owner's facts", () => {
  it('turn into sentences a visitor can check, with the license lookup', () => {
    const facts = businessFacts(settingsWithFacts);
    expect(facts.license).toMatchObject({ number: '2705198765', class: 'B', lookupUrl: LICENSE_LOOKUP_URL });
    expect(facts.license?.sentence).toBe('Licensed by the Virginia Board for Contractors as a Class B contractor (jobs up to $120,000), license number 2705198765.');
    expect(facts.insurance?.sentence).toContain('Erie Insurance');
    expect(facts.warranty?.sentence).toMatch(/^A 1-year written workmanship warranty on every repair\. If a repair we made fails/);
    expect(facts.founded?.sentence).toBe('Fixing Hampton Roads homes since 2014.');
    expect(facts.location?.sentence).toBe('Our shop is at 1200 W Mercury Blvd, Hampton, VA 23666.');
    expect(facts.reviews).toHaveLength(1);
  });

  it('yield no sentence at all for a fact that is missing', () => {
    const facts = businessFacts(settingsWithoutFacts);
    expect(facts).toEqual({ reviews: [] });
  });

  it('say a service-area business comes to the home instead of giving a street', () => {
    const facts = businessFacts({ ...settingsWithoutFacts, address: { ...settingsWithoutFacts.address, serviceAreaOnly: true } });
    expect(facts.location?.sentence).toMatch(/^We come to you/);
    expect(missingFacts({ ...settingsWithoutFacts, address: { ...settingsWithoutFacts.address, serviceAreaOnly: true } })).not.toContain(
      'street address, or serviceAreaOnly: true (address)',
    );
  });

  it.each([
    [12, '1-year'],
    [24, '2-year'],
    [18, '18-month'],
    [6, '6-month'],
  ])('write a %i-month warranty as %s', (months, text) => {
    expect(warrantyLength(months)).toBe(text);
  });

  it('are all named as missing when none is given, and none when all are', () => {
    expect(missingFacts(settingsWithoutFacts)).toHaveLength(7);
    expect(missingFacts(settingsWithFacts)).toEqual([]);
  });
});

describe('the About and Agents pages', () => {
  it('show every fact, the story and the reviews when the owner has given them', () => {
    const page = aboutPage(businessFacts(settingsWithFacts), [{ src: '/work/deck.jpg', caption: 'Rebuilt deck stairs', alt: '' }]);
    expect(page.sections.map((section) => section.kind === 'contact-request' || section.id)).toEqual([
      'what-we-do',
      'owner',
      'credentials',
      'reviews',
      'our-work',
      'how-we-work',
      'service-areas',
    ]);
    expect(JSON.stringify(page)).toContain('license number 2705198765');
    expect(JSON.stringify(agentsPage(businessFacts(settingsWithFacts)))).toContain('license number 2705198765');
  });

  it('leave out the sections of missing facts, with no placeholder anywhere', () => {
    const about = aboutPage(businessFacts(settingsWithoutFacts), []);
    expect(about.sections.map((section) => section.kind === 'contact-request' || section.id)).toEqual(['what-we-do', 'how-we-work', 'service-areas']);
    const agents = agentsPage(businessFacts(settingsWithoutFacts));
    for (const page of [about, agents]) {
      expect(JSON.stringify(page)).not.toMatch(PLACEHOLDERS);
      expect(JSON.stringify(page)).not.toMatch(/license number|Insured for|since \d{4}/i);
    }
  });

  it('carry the license as a credential, the founder and the founding year in JSON-LD when given, and nothing when not', () => {
    const [business] = pageJsonLd(aboutPage(businessFacts(settingsWithFacts), [])) as Record<string, unknown>[];
    expect(business).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      foundingDate: '2014',
      founder: { '@type': 'Person', name: 'Marcus Bell' },
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        identifier: '2705198765',
        recognizedBy: { '@type': 'GovernmentOrganization', name: 'Virginia Board for Contractors' },
      },
      address: { streetAddress: '1200 W Mercury Blvd', postalCode: '23666', addressLocality: 'Hampton' },
    });
    const text = JSON.stringify(pageJsonLd(aboutPage(businessFacts(settingsWithFacts), [])));
    expect(text).not.toMatch(/"Review"|AggregateRating/);

    const [bare] = pageJsonLd(aboutPage(businessFacts(settingsWithoutFacts), [])) as Record<string, unknown>[];
    expect(bare).not.toHaveProperty('hasCredential');
    expect(bare).not.toHaveProperty('founder');
    expect(bare).not.toHaveProperty('foundingDate');
    expect(bare?.address).not.toHaveProperty('streetAddress');
  });
});
