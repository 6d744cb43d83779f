import { emailHref, phoneHref, siteConfig } from './site-config';

describe('site configuration', () => {
  it('dials the number the pages show', () => {
    expect(phoneHref.replace(/\D/g, '')).toBe(`1${siteConfig.phone.replace(/\D/g, '')}`);
    expect(emailHref).toBe(`mailto:${siteConfig.email}`);
  });

  it('lists the issues most frequent first', () => {
    const frequencies = siteConfig.issueFrequencies.map((row) => row.frequency);
    expect(frequencies).toEqual([...frequencies].sort((a, b) => b - a));
  });

});
