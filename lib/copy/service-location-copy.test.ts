import { allServiceLocations, locationList, parseServiceLocation } from '@/lib/site/catalogue';
import { serviceLocationCopy, serviceLocationPage } from './service-location-copy';

const CITY_NAMES = [...locationList.map((location) => location.name), 'York County', 'Newport', 'News'];

/** Replaces every city name with one token, so 'X in Hampton' and 'X in Norfolk' compare equal. */
function normalise(text: string): string {
  let result = text.toLowerCase();
  for (const name of CITY_NAMES.sort((a, b) => b.length - a.length)) result = result.split(name.toLowerCase()).join('<city>');
  return result.replace(/[^a-z<>]+/g, ' ').trim();
}

function trigrams(text: string): Set<string> {
  const words = normalise(text).split(' ');
  return new Set(words.slice(0, -2).map((word, index) => `${word} ${words[index + 1]} ${words[index + 2]}`));
}

function overlap(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  const shared = [...left].filter((gram) => right.has(gram)).length;
  return shared / Math.min(left.size, right.size);
}

const entries = Object.entries(serviceLocationCopy);
const paragraphs = entries.flatMap(([key, copy]) => copy.paragraphs.map((text, index) => ({ id: `${key}#${index}`, text })));

describe('service-by-city copy', () => {
  it('would catch a paragraph copied with the city names swapped', () => {
    const original = serviceLocationCopy['plumbing-norfolk'].paragraphs[1];
    expect(original).toContain('Norfolk');
    const swapped = original.replaceAll('Norfolk', 'Newport News');
    expect(normalise(swapped)).toBe(normalise(original));
    expect(overlap(swapped, original)).toBe(1);
  });

  it('has an entry for each of the 20 routed combinations and nothing else', () => {
    const expected = allServiceLocations().map((entry) => entry.slug).sort();
    expect(Object.keys(serviceLocationCopy).sort()).toEqual(expected);
    expect(expected).toHaveLength(20);
  });

  it('never repeats a paragraph, lead or description', () => {
    const texts = entries.flatMap(([, copy]) => [copy.description, copy.lead, ...copy.paragraphs]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has no paragraph that is another one with the city names swapped', () => {
    const normalised = paragraphs.map((paragraph) => normalise(paragraph.text));
    expect(new Set(normalised).size).toBe(normalised.length);
    const leads = entries.map(([, copy]) => normalise(copy.lead));
    expect(new Set(leads).size).toBe(leads.length);
  });

  it('has no two paragraphs sharing more than a fifth of their three-word phrases once cities are normalised', () => {
    const similar: string[] = [];
    for (let i = 0; i < paragraphs.length; i += 1) {
      for (let j = i + 1; j < paragraphs.length; j += 1) {
        const a = paragraphs[i]!;
        const b = paragraphs[j]!;
        if (overlap(a.text, b.text) > 0.2) similar.push(`${a.id} ~ ${b.id}`);
      }
    }
    expect(similar).toEqual([]);
  });

  it('mentions its own city (or a neighborhood of it) and names no other routed city', () => {
    for (const [key, copy] of entries) {
      const match = parseServiceLocation(key);
      expect(match).not.toBeNull();
      const text = copy.paragraphs.join(' ');
      const others = locationList.filter((location) => location.slug !== match!.location.slug && location.routed);
      for (const other of others) expect(`${key}: ${text}`).not.toContain(` ${other.name} `);
    }
  });

  it('keeps descriptions at most 160 characters and paragraphs substantial', () => {
    for (const [, copy] of entries) {
      expect(copy.description.length).toBeLessThanOrEqual(160);
      for (const paragraph of copy.paragraphs) expect(paragraph.split(' ').length).toBeGreaterThanOrEqual(40);
    }
  });
});

describe('serviceLocationPage', () => {
  it('builds the h1 and a title of at most 60 characters, unique per page', () => {
    const pages = allServiceLocations().map((entry) => serviceLocationPage(entry.slug)!);
    expect(serviceLocationPage('electrical-hampton')?.heading).toBe('Electrical Repairs in Hampton, VA');
    for (const page of pages) expect(page.metaTitle.length).toBeLessThanOrEqual(60);
    expect(new Set(pages.map((page) => page.metaTitle)).size).toBe(20);
  });

  it('returns null for unknown services, unrouted cities and malformed segments', () => {
    for (const segment of ['hvac-hampton', 'electrical-chesapeake', 'electrical-richmond', 'foo', 'electrical', '-hampton']) {
      expect(serviceLocationPage(segment)).toBeNull();
    }
  });

  it('links to the four other services in the same city and the same service in the three other cities', () => {
    const page = serviceLocationPage('plumbing-newport-news')!;
    expect(page.otherServices.map((link) => link.href)).toEqual([
      '/electrical-newport-news',
      '/carpentry-newport-news',
      '/exterior-newport-news',
      '/cosmetic-newport-news',
    ]);
    expect(page.otherCities.map((link) => link.href)).toEqual(['/plumbing-hampton', '/plumbing-yorktown', '/plumbing-norfolk']);
  });

  it('lists the four Why Choose features in order', () => {
    expect(serviceLocationPage('exterior-yorktown')!.features.map((feature) => feature.title)).toEqual([
      'Fast Quotes',
      'Licensed Contractors',
      'PICRA Specialists',
      'Local Expertise',
    ]);
  });

  it('shows the first 12 zip codes, then +N more', () => {
    expect(serviceLocationPage('electrical-hampton')!.zips.moreLabel).toBe('+11 more');
    expect(serviceLocationPage('electrical-norfolk')!.zips.moreLabel).toBe('+87 more');
    expect(serviceLocationPage('electrical-yorktown')!.zips.moreLabel).toBeNull();
  });
});
