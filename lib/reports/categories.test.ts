import { categoryRange, estimate, formatRange, parseCostRange } from './categories';
import { classifyFinding, isSafetyHazard } from './classify';

describe('service ranges from the business’s own figures', () => {
  it.each([
    ['$150-$800', { low: 150, high: 800 }],
    ['$1,500 - $2,000', { low: 1500, high: 2000 }],
    ['$800', undefined],
    ['$900-$100', undefined],
  ])('reads %p', (text, range) => {
    expect(parseCostRange(text)).toEqual(range);
  });

  it('prices each service from the site settings, roof and exterior from the same figure, carpentry and cosmetic on review', () => {
    expect(categoryRange('hvac')).toEqual({ low: 150, high: 800 });
    expect(categoryRange('electrical')).toEqual({ low: 200, high: 1500 });
    expect(categoryRange('roof')).toEqual(categoryRange('exterior'));
    expect(categoryRange('carpentry')).toBeUndefined();
    expect(categoryRange('cosmetic')).toBeUndefined();
  });

  it('adds up the typical range of every priced item and counts the rest', () => {
    const result = estimate([{ category: 'plumbing' }, { category: 'plumbing' }, { category: 'safety' }, { category: 'cosmetic' }]);
    expect(result.total).toEqual({ low: 250, high: 1500 });
    expect(result.unpriced).toBe(1);
    expect(result.groups.map((group) => [group.category, group.count])).toEqual([['safety', 1], ['plumbing', 2], ['cosmetic', 1]]);
    expect(formatRange(result.total!)).toBe('$250–$1,500');
  });
});

describe('service of a finding', () => {
  it.each([
    ['The GFCI receptacle at the kitchen counter did not trip.', 'Kitchen', 'electrical'],
    ['The drain trap under the sink is leaking.', 'Kitchen', 'plumbing'],
    ['Smoke alarms are missing in two bedrooms.', 'Interior', 'safety'],
    ['The condensate line is disconnected in the attic.', 'Attic', 'hvac'],
    ['A stair-step crack in the block foundation.', 'Structure', 'structural'],
    ['Wood rot at the fascia board above the porch.', 'Exterior', 'exterior'],
    ['Creased shingles on the rear slope.', 'Roof', 'roof'],
    ['The bedroom door does not latch.', 'Interior', 'carpentry'],
    ['Nail pops and drywall cracks at the ceiling.', 'Interior', 'cosmetic'],
    ['Loose and worn at the corner.', 'Plumbing', 'plumbing'],
  ])('puts %p (%s) under %s', (text, section, category) => {
    expect(classifyFinding(text, section)).toBe(category);
  });

  it('marks what the inspector called a hazard to people', () => {
    expect(isSafetyHazard('This is a shock hazard.', '')).toBe(true);
    expect(isSafetyHazard('Damaged shingles.', 'Safety Hazard')).toBe(true);
    expect(isSafetyHazard('Damaged shingles.', 'Recommendation')).toBe(false);
  });
});
