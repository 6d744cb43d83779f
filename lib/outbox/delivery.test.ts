import { parseServerEnv } from '@/lib/process/env';
import { deliveryConfig, deliveryWarnings, newsletterMode } from './delivery';
import { leadEmail } from '@/lib/leads/messages';

const config = (env: Record<string, string>) => deliveryConfig(parseServerEnv(env));

describe('delivery configuration', () => {
  it('sends from LEADS_EMAIL_TO when LEADS_EMAIL_FROM is not set', () => {
    expect(config({ SMTP_URL: 'smtp://mail.example.com', LEADS_EMAIL_TO: 'owner@example.com' }).emailFrom).toBe('owner@example.com');
  });

  it.each([
    [{}, ['No delivery is configured for leads']],
    [{ CONTACT_WEBHOOK_URL: 'https://hook.example.com' }, []],
    [{ SMTP_URL: 'smtp://mail.example.com', LEADS_EMAIL_TO: 'owner@example.com' }, []],
    [{ SMTP_URL: 'smtp://mail.example.com' }, ['No delivery is configured for leads', 'LEADS_EMAIL_TO is not']],
    [{ LEADS_EMAIL_TO: 'owner@example.com', CONTACT_WEBHOOK_URL: 'https://hook.example.com' }, ['SMTP_URL is not']],
  ])('with %j warns %j at start', (env, warnings) => {
    const found = deliveryWarnings(config(env), '/srv/data/leads');
    expect(found).toHaveLength(warnings.length);
    warnings.forEach((warning, index) => expect(found[index]).toContain(warning));
  });

  it('names where unsent leads are kept', () => {
    expect(deliveryWarnings(config({}), '/srv/data/leads')[0]).toContain('stored in /srv/data/leads but nobody is notified');
  });

  it.each([
    [{}, null],
    [{ NEWSLETTER_WEBHOOK_URL: 'https://list.example.com' }, { confirmByEmail: false, notifyWebhook: true }],
    [{ SMTP_URL: 'smtp://mail.example.com', LEADS_EMAIL_FROM: 'site@example.com' }, { confirmByEmail: true, notifyWebhook: false }],
    [{ SMTP_URL: 'smtp://mail.example.com', LEADS_EMAIL_TO: 'o@example.com', NEWSLETTER_WEBHOOK_URL: 'https://list.example.com' }, { confirmByEmail: true, notifyWebhook: true }],
  ])('newsletter with %j: %j', (env, mode) => {
    expect(newsletterMode(config(env))).toEqual(mode);
  });

  it.each([['SMTP_URL', 'http://mail.example.com'], ['DATABASE_URL', 'mysql://db'], ['LEADS_EMAIL_TO', 'nobody'], ['LEADS_RETENTION_DAYS', '0']])('rejects %s=%s at start', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(name);
  });
});

describe('lead e-mail headers', () => {
  it('keeps a visitor-typed line break out of the subject and Reply-To name', () => {
    const mail = leadEmail(
      {
        id: 'a1b2',
        createdAt: new Date('2026-06-01T12:00:00Z'),
        updatedAt: new Date('2026-06-01T12:00:00Z'),
        name: 'Eve\r\nBcc: victim@example.com',
        email: 'eve@example.com',
        phone: '7575550100',
        serviceType: 'hvac',
        location: 'other',
        urgency: 'emergency',
        message: 'x',
        source: 'https://example.com',
        status: 'new',
        attribution: null,
        repairDeadline: null,
        requesterRole: null,
      },
      { from: 'site@example.com', to: 'owner@example.com', siteUrl: 'https://example.com' },
    );
    expect(mail.subject).toBe('EMERGENCY Quote request: HVAC in Other Hampton Roads city from Eve Bcc: victim@example.com');
    expect(mail.replyTo?.name).not.toMatch(/[\r\n]/);
  });
});
