import settingsFile from '@/config/site.json';
import { parseSiteSettings, SiteSettingsError } from './site-settings';

function withChange(change: (settings: Record<string, unknown>) => void): Record<string, unknown> {
  const copy = structuredClone(settingsFile) as Record<string, unknown>;
  change(copy);
  return copy;
}

describe('owner settings file', () => {
  it('accepts the committed config/site.json', () => {
    expect(parseSiteSettings(settingsFile).phone).toBe(settingsFile.phone);
  });

  it.each([
    ['phone', (s: Record<string, unknown>) => (s.phone = '757-555-0147'), 'phone: must look like (757) 555-0147'],
    ['phoneE164', (s: Record<string, unknown>) => (s.phoneE164 = '+17575550199'), 'phoneE164: must be the same number as phone'],
    ['email', (s: Record<string, unknown>) => (s.email = 'info at example'), 'email: must be an e-mail address'],
    ['address.region', (s: Record<string, unknown>) => ((s.address as Record<string, unknown>).region = 'Virginia'), 'address.region: must be a two-letter state code'],
    ['hours.0.opens', (s: Record<string, unknown>) => (((s.hours as Record<string, unknown>[])[0] as Record<string, unknown>).opens = '8am'), 'hours.0.opens: must be a 24-hour time'],
    ['social.1.href', (s: Record<string, unknown>) => (((s.social as Record<string, unknown>[])[1] as Record<string, unknown>).href = 'http://instagram.com/x'), 'social.1.href: must be an https:// address'],
    ['credit.label', (s: Record<string, unknown>) => ((s.credit as Record<string, unknown>).label = ' '), 'credit.label: must not be empty'],
    ['guideDocuments.0.documentUrl', (s: Record<string, unknown>) => (s.guideDocuments = [{ slug: 'a', title: 'A', documentUrl: 'docs' }]), 'guideDocuments.0.documentUrl: must be an https:// address'],
    ['responseTime (missing)', (s: Record<string, unknown>) => delete s.responseTime, 'responseTime:'],
    ['an unknown field', (s: Record<string, unknown>) => (s.fax = '(757) 555-0100'), 'Unrecognized key: "fax"'],
  ])('names the wrong field: %s', (_field, change, message) => {
    expect(() => parseSiteSettings(withChange(change))).toThrow(SiteSettingsError);
    expect(() => parseSiteSettings(withChange(change))).toThrow(message);
  });

  it('names the file in the error', () => {
    expect(() => parseSiteSettings({}, 'config/site.json')).toThrow(/^config\/site\.json is invalid: /);
  });

  it('accepts an empty list of guide documents and of social links', () => {
    expect(parseSiteSettings(withChange((s) => ((s.guideDocuments = []), (s.social = [])))).guideDocuments).toEqual([]);
  });
});
