import {
  allServiceLocations,
  locations,
  parseServiceLocation,
  serviceList,
  services,
  zipCodeSummary,
} from './catalogue';

describe('catalogue: services', () => {
  it.each([
    ['electrical', ['Outlet repairs', 'Lighting fixes', 'Panel upgrades', 'Wiring issues', 'GFCI installation', 'Circuit breaker repairs']],
    ['plumbing', ['Leak repairs', 'Fixture replacements', 'Drain cleaning', 'Pipe work', 'Water heater repairs', 'Toilet repairs']],
    ['carpentry', ['Door repairs', 'Window repairs', 'Trim work', 'Structural fixes', 'Cabinet repairs', 'Deck repairs']],
    ['exterior', ['Roof repairs', 'Siding repairs', 'Gutter cleaning', 'Exterior maintenance', 'Deck repairs', 'Fence repairs']],
    ['cosmetic', ['Painting', 'Flooring repairs', 'Interior improvements', 'Wall repairs', 'Ceiling repairs', 'Tile work']],
  ] as const)('lists the six sub-services of %s from the specification', (slug, expected) => {
    expect(services[slug].subServices).toEqual(expected);
  });

  it('gives every service a title, description, icon and colour', () => {
    expect(serviceList).toHaveLength(5);
    for (const service of serviceList) {
      expect(service.title).toMatch(/Repairs$/);
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.icon).not.toBe('');
      expect(service.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('catalogue: locations and zip codes', () => {
  it('has 23 Hampton codes, all inside the ranges of the specification', () => {
    const codes = locations.hampton.zipCodes;
    expect(codes).toHaveLength(23);
    expect(new Set(codes).size).toBe(23);
    for (const code of codes) {
      expect(/^2363\d$|^23651$|^2366\d$|^23670$|^23681$|^2369\d$/.test(code)).toBe(true);
    }
  });

  it('has Yorktown 23690-23694 and 23696', () => {
    expect(locations.yorktown.zipCodes).toEqual(['23690', '23691', '23692', '23693', '23694', '23696']);
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

  it('routes four cities and not Chesapeake', () => {
    expect(Object.values(locations).filter((location) => location.routed).map((location) => location.slug)).toEqual([
      'hampton',
      'newport-news',
      'yorktown',
      'norfolk',
    ]);
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
