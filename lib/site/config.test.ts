import { emailHref, phoneHref, siteConfig, textHref } from './config';

describe('site configuration', () => {
  it('dials the number the pages show', () => {
    expect(phoneHref.replace(/\D/g, '')).toBe(`1${siteConfig.phone.replace(/\D/g, '')}`);
    expect(emailHref).toBe(`mailto:${siteConfig.email}`);
  });

  it('texts the same number with the short message prefilled, in the form both iOS and Android read', () => {
    const [number, query] = textHref.replace(/^sms:/, '').split('?&body=');
    expect(number).toBe(`+${phoneHref.replace(/\D/g, '')}`);
    expect(decodeURIComponent(query ?? '')).toBe(siteConfig.textMessage);
    expect(siteConfig.textMessage.length).toBeLessThan(160);
  });

  it('lists the issues most frequent first', () => {
    const frequencies = siteConfig.issueFrequencies.map((row) => row.frequency);
    expect(frequencies).toEqual([...frequencies].sort((a, b) => b - a));
  });

});
