import {
  allServiceLocations,
  locationList,
  locations,
  parseServiceLocation,
  routedLocationList,
  serviceList,
  zipCodeSummary,
} from './catalogue';

describe('catalogue: services', () => {
  it('gives every service a description, an icon and a color', () => {
    for (const service of serviceList) {
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.icon).not.toBe('');
      expect(service.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('catalogue: locations and zip codes', () => {
  it.each(locationList.map((location) => [location.name, location] as const))('lists the zip codes of %s once each, five digits, ascending', (_name, location) => {
    const codes = [...location.zipCodes];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
  });

  it.each([
    ['newport-news', '23601', '23699', 99],
    ['norfolk', '23501', '23599', 99],
    ['chesapeake', '23320', '23328', 9],
  ] as const)('has %s as the full range %s-%s', (slug, first, last, count) => {
    const codes = locations[slug].zipCodes;
    expect(codes).toHaveLength(count);
    expect(codes[0]).toBe(first);
    expect(codes.at(-1)).toBe(last);
  });

  it('gives service pages exactly to the routed cities, each named with its state', () => {
    for (const location of locationList) {
      expect(location.routed).toBe(routedLocationList.includes(location));
      expect(location.fullName).toBe(`${location.name}, VA`);
    }
  });
});

describe('parseServiceLocation', () => {
  it.each([
    ['electrical-hampton', 'electrical', 'hampton'],
    ['/plumbing-newport-news', 'plumbing', 'newport-news'],
    ['carpentry-yorktown', 'carpentry', 'yorktown'],
    ['Cosmetic-Norfolk', 'cosmetic', 'norfolk'],
  ])('reads %s as %s in %s', (input, service, location) => {
    const parsed = parseServiceLocation(input);
    expect(parsed?.service.slug).toBe(service);
    expect(parsed?.location.slug).toBe(location);
  });

  it.each(['hvac-hampton', 'electrical-chesapeake', 'electrical-richmond', 'electrical', '-hampton', 'electrical-', 'electrical-newport', 'electrical-hampton-extra', ''])(
    'refuses %p',
    (input) => {
      expect(parseServiceLocation(input)).toBeNull();
    },
  );
});

describe('allServiceLocations', () => {
  it('lists all 20 combinations once, each parseable', () => {
    const all = allServiceLocations();
    expect(all).toHaveLength(20);
    expect(new Set(all.map((entry) => entry.slug)).size).toBe(20);
    for (const entry of all) {
      expect(entry.path).toBe(`/${entry.slug}`);
      expect(parseServiceLocation(entry.slug)?.service.slug).toBe(entry.service);
    }
    expect(all.map((entry) => entry.slug)).toContain('exterior-newport-news');
  });
});

describe('zipCodeSummary', () => {
  it('shows the first 12 and counts the rest as +N more', () => {
    const summary = zipCodeSummary(locations.norfolk.zipCodes);
    expect(summary.shown).toEqual(locations.norfolk.zipCodes.slice(0, 12));
    expect(summary.moreLabel).toBe('+87 more');
  });

  it('has no +N more when 12 or fewer codes', () => {
    expect(zipCodeSummary(locations.yorktown.zipCodes)).toEqual({ shown: locations.yorktown.zipCodes, hidden: 0, moreLabel: null });
    expect(zipCodeSummary(locations.hampton.zipCodes).moreLabel).toBe('+11 more');
  });
});
