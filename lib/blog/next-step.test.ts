import { articleAudience, articleNextStep } from './next-step';

describe('the request an article ends with', () => {
  it.each([
    [['PICRA', 'Buyers', 'Sellers', 'Agents'], 'buyer'],
    [['Agents', 'PICRA', 'Closing'], 'agent'],
    [['Sellers', 'Repair Costs', 'Hampton Roads'], 'seller'],
    [['Termites', 'Closing'], 'reader'],
    [[], 'reader'],
  ] as const)('takes the first audience tag of %j as the reader (%s)', (tags, audience) => {
    expect(articleAudience(tags)).toBe(audience);
  });

  it('asks buyers and agents for the inspection report they hold', () => {
    for (const tags of [['Buyers'], ['Agents']]) {
      expect(articleNextStep(tags).action).toEqual({ kind: 'report', href: '/inspection-report', label: 'Upload the Inspection Report' });
    }
    expect(articleNextStep(['Agents']).more).toEqual({ href: '/agents', label: 'How we work with agents' });
  });

  it('asks sellers and readers the tags do not place for a quote', () => {
    expect(articleNextStep(['Sellers']).action.kind).toBe('quote');
    expect(articleNextStep(['Roofing']).action.kind).toBe('quote');
    expect(articleNextStep(['Roofing']).more).toBeUndefined();
  });
});
