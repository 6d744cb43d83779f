import settingsFile from '@/config/site.json';
import { clockText, daysText, hoursText, phoneE164 } from './text';
import { parseSiteSettings, SiteSettingsError } from './settings';

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
    ['hours.2.days', (s: Record<string, unknown>) => (((s.hours as Record<string, unknown>[])[2] as Record<string, unknown>).days = []), 'hours.2.days: must name at least one day'],
    ['hours.1.closes', (s: Record<string, unknown>) => delete ((s.hours as Record<string, unknown>[])[1] as Record<string, unknown>).closes, 'hours.1.closes: opens and closes go together'],
    ['a second form of the phone', (s: Record<string, unknown>) => (s.phoneE164 = '+17575550147'), 'Unrecognized key: "phoneE164"'],
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

describe('forms derived from the settings', () => {
  it.each([
    ['(757) 555-0147', '+17575550147'],
    ['(804) 826-5510', '+18048265510'],
  ])('dials %s as %s', (phone, e164) => {
    expect(phoneE164(phone)).toBe(e164);
  });

  it.each([
    ['08:00', '8:00 AM'],
    ['18:00', '6:00 PM'],
    ['12:00', '12:00 PM'],
    ['00:30', '12:30 AM'],
    ['09:45', '9:45 AM'],
  ])('reads %s as %s', (time, text) => {
    expect(clockText(time)).toBe(text);
  });

  it.each([
    [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], 'Monday-Friday'],
    [['Saturday'], 'Saturday'],
    [['Saturday', 'Sunday'], 'Saturday and Sunday'],
    [['Monday', 'Wednesday', 'Friday'], 'Monday, Wednesday and Friday'],
  ])('names the days %j as %s', (days, text) => {
    expect(daysText(days)).toBe(text);
  });

  it('writes the hours from the opening times, or emergency calls only without them', () => {
    expect(hoursText({ opens: '08:00', closes: '18:00' })).toBe('8:00 AM-6:00 PM');
    expect(hoursText({})).toBe('Emergency only');
  });
});
