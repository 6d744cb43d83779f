import { siteConfig } from '@/lib/site/config';
import { categoryRange } from './categories';
import { groupRangeText, ownerRangeText, totalText } from './estimate-text';

const items = (...categories: ('electrical' | 'plumbing' | 'carpentry' | 'cosmetic')[]) => categories.map((category) => ({ category }));

describe('the words around the typical ranges', () => {
  it('finds no figure of the business’s own for carpentry or cosmetic work, and invents none', () => {
    const issues = siteConfig.issueFrequencies.map((entry) => entry.issue.toLowerCase());
    expect(issues.some((issue) => issue.includes('carpentry') || issue.includes('cosmetic'))).toBe(false);
    expect(categoryRange('carpentry')).toBeUndefined();
    expect(categoryRange('cosmetic')).toBeUndefined();
    expect(groupRangeText(undefined)).toBe('no typical price: the owner prices these on review');
    expect(groupRangeText(categoryRange('electrical'))).toBe('typically $200–$1,500 each');
  });

  it('a total over priced items only says it covers every ticked item', () => {
    expect(totalText(items('electrical', 'plumbing'), 2)).toEqual({
      headline: 'Typical range for all 2 ticked items: $300–$2,100',
      sending: 'Your request sends all 2 items: Electrical (1), Plumbing (1).',
    });
  });

  it('a total after some items were unticked does not say "all"', () => {
    expect(totalText(items('electrical', 'plumbing'), 3)).toEqual({
      headline: 'Typical range for 2 ticked items: $300–$2,100',
      sending: 'Your request sends 2 of the 3 items: Electrical (1), Plumbing (1).',
    });
  });

  it('a total beside carpentry and cosmetic items says how many it covers and which it leaves to the owner', () => {
    const text = totalText(items('electrical', 'carpentry', 'cosmetic', 'cosmetic'), 5);
    expect(text.headline).toBe('Typical range for the 1 ticked item we have a figure for: $200–$1,500');
    expect(text.unpricedNote).toBe('Not in this range: 3 carpentry and cosmetic items, which the owner prices on review (we have no typical figure for that work).');
    expect(text.sending).toBe('Your request sends 4 of the 5 items: Electrical (1), Carpentry (1), Cosmetic (2).');
  });

  it('only unpriced items: no range at all, and says so', () => {
    expect(totalText(items('carpentry'), 3).headline).toBe('No typical range for the 1 ticked item: the owner prices carpentry work on review.');
  });

  it('nothing ticked: no total, and nothing will be sent', () => {
    expect(totalText([], 4)).toEqual({ headline: 'No items ticked: tick at least one repair to have it quoted.', sending: 'Nothing is sent until you tick at least one item.' });
  });

  it('the owner’s e-mail line names what the range leaves out', () => {
    expect(ownerRangeText(items('electrical'))).toBe("Typical range from the report's text (shown to the visitor, not a quote): $200–$1,500");
    expect(ownerRangeText(items('electrical', 'carpentry'))).toBe(
      "Typical range from the report's text (shown to the visitor, not a quote): $200–$1,500 (covers 1 of the 2 items; not in it: 1 carpentry item, priced on review)",
    );
    expect(ownerRangeText(items('cosmetic'))).toBeUndefined();
  });
});
