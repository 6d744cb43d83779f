import { allServiceLocations } from '@/lib/site/catalogue';
import { distinctZipCodeCount, formatPopulation, serviceAreaCards, serviceAreaFaq, serviceAreaStats, serviceOverview } from './service-areas';

const routedPaths = new Set(allServiceLocations().map((entry) => entry.path));

describe('service areas', () => {
  it('shows five cards, Peninsula first', () => {
    expect(serviceAreaCards().map((card) => card.name)).toEqual(['Hampton', 'Newport News', 'Norfolk', 'Chesapeake', 'Yorktown']);
  });

  it('gives each card a population text and the five primary services', () => {
    const [hampton] = serviceAreaCards();
    expect(hampton?.populationText).toBe('Population: about 137,000');
    for (const card of serviceAreaCards()) {
      expect(card.populationText).toMatch(/^Population: about \d{2,3},\d{3}/);
      expect(card.primaryServices).toEqual(['Electrical', 'Plumbing', 'HVAC', 'Safety', 'Exterior']);
    }
    expect(formatPopulation({ value: 71_000, note: 'York County' })).toBe('Population: about 71,000 (York County)');
  });

  it('shows the first 12 zip codes of each card, then +N more', () => {
    const byName = Object.fromEntries(serviceAreaCards().map((card) => [card.name, card.zips]));
    expect(byName['Hampton']?.shown).toHaveLength(12);
    expect(byName['Hampton']?.moreLabel).toBe('+11 more');
    expect(byName['Chesapeake']?.shown).toHaveLength(9);
    expect(byName['Chesapeake']?.moreLabel).toBeNull();
  });

  it('links every card to electrical, plumbing and exterior pages that exist', () => {
    for (const card of serviceAreaCards()) {
      expect(card.links).toHaveLength(3);
      for (const link of card.links) expect(routedPaths.has(link.href)).toBe(true);
    }
  });

  it('sends Chesapeake to the Norfolk pages and says so', () => {
    const chesapeake = serviceAreaCards().find((card) => card.slug === 'chesapeake')!;
    expect(chesapeake.links.map((link) => link.href)).toEqual(['/electrical-norfolk', '/plumbing-norfolk', '/exterior-norfolk']);
    for (const link of chesapeake.links) expect(link.label).toContain('(Norfolk page)');
    expect(chesapeake.linkNote).toContain('Norfolk');
    expect(serviceAreaCards().find((card) => card.slug === 'hampton')!.linkNote).toBeNull();
  });

  it('backs the 100+ zip codes stat with the catalogue', () => {
    expect(distinctZipCodeCount()).toBeGreaterThanOrEqual(100);
    expect(serviceAreaStats.map((stat) => stat.value)).toEqual(['5+', '100+', '1M+', '24/7']);
  });

  it('links the services overview to the five Hampton pages', () => {
    expect(serviceOverview().map((service) => service.href)).toEqual([
      '/electrical-hampton',
      '/plumbing-hampton',
      '/carpentry-hampton',
      '/exterior-hampton',
      '/cosmetic-hampton',
    ]);
  });

  it('answers the Chesapeake question in the FAQ', () => {
    expect(serviceAreaFaq.some((item) => item.question.includes('Chesapeake'))).toBe(true);
  });
});
