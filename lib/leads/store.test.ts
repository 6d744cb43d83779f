import { useStoreDatabase } from '@/test/support/db/store-suite';
import { testDatabases } from '@/test/support/db/test-databases';
import { leadReference } from './reference';
import { createLeadStore, type LeadStore } from './store';
import type { NewLead } from './types';

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(757) 555-0123',
  serviceType: 'plumbing',
  location: 'norfolk',
  urgency: 'urgent',
  message: 'Leaking supply line under the kitchen sink.',
  source: 'https://www.tidewaterinspectionrepairs.com',
  ...overrides,
});

describe.each(testDatabases())('lead store on $name', (target) => {
  const suite = useStoreDatabase(target);
  let store: LeadStore;

  beforeEach(() => {
    store = createLeadStore(suite.db, suite.now);
  });

  const { later } = suite;

  it('keeps every field of a lead and reads it back by id', async () => {
    const saved = await store.saveLead(lead(), ['email', 'webhook']);
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await store.getLead(saved.id);
    expect(read).toMatchObject({ ...lead(), status: 'new', createdAt: new Date('2026-06-01T12:00:00Z') });
    expect(read?.deliveries.map((delivery) => [delivery.channel, delivery.state])).toEqual([
      ['email', 'queued'],
      ['webhook', 'queued'],
    ]);
    expect(await store.getLead('00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('stores a lead with no delivery queued when none is configured', async () => {
    const saved = await store.saveLead(lead(), []);
    expect((await store.getLead(saved.id))?.deliveries).toEqual([]);
  });

  it('lists newest first, pages, filters by status and searches name, e-mail, phone and message', async () => {
    const first = await store.saveLead(lead({ name: 'Ann Oldest', email: 'ann@example.com' }), []);
    later(1);
    const second = await store.saveLead(lead({ name: 'Ben Middle', message: 'Roof flashing 50% gone' }), []);
    later(1);
    const third = await store.saveLead(lead({ name: 'Cy Newest', phone: '757-555-0999' }), []);
    await store.setLeadStatus(second.id, 'contacted');

    const all = await store.listLeads();
    expect(all.total).toBe(3);
    expect(all.leads.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    expect((await store.listLeads({ limit: 1, offset: 1 })).leads.map((item) => item.id)).toEqual([second.id]);
    expect((await store.listLeads({ status: 'contacted' })).leads.map((item) => item.name)).toEqual(['Ben Middle']);
    expect((await store.listLeads({ search: 'ANN@' })).leads.map((item) => item.name)).toEqual(['Ann Oldest']);
    expect((await store.listLeads({ search: '0999' })).leads.map((item) => item.name)).toEqual(['Cy Newest']);
    // % and _ are searched literally, not as wildcards.
    expect((await store.listLeads({ search: '50%' })).leads.map((item) => item.name)).toEqual(['Ben Middle']);
    expect((await store.listLeads({ search: '%' })).total).toBe(1);
  });

  it('finds a lead by the reference its visitor was given', async () => {
    const saved = await store.saveLead(lead({ name: 'Dee Reference' }), []);
    await store.saveLead(lead({ name: 'Eli Other' }), []);
    const typed = leadReference(saved.id).toLowerCase();
    expect((await store.listLeads({ search: typed })).leads.map((item) => item.name)).toEqual(['Dee Reference']);
  });

  it('refuses a status outside new, contacted and closed', async () => {
    const saved = await store.saveLead(lead(), []);
    await expect(store.setLeadStatus(saved.id, 'won' as never)).rejects.toThrow();
    expect(await store.setLeadStatus(saved.id, 'closed')).toBe(true);
    expect((await store.getLead(saved.id))?.status).toBe('closed');
    expect(await store.setLeadStatus('00000000-0000-0000-0000-000000000000', 'closed')).toBe(false);
  });

  it('deletes a lead together with its queued deliveries', async () => {
    const saved = await store.saveLead(lead(), ['email', 'webhook']);
    expect(await store.deleteLead(saved.id)).toBe(true);
    expect(await store.getLead(saved.id)).toBeNull();
    expect(await suite.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await store.deleteLead(saved.id)).toBe(false);
  });

  it('exports CSV a spreadsheet cannot run: quoted by RFC 4180, formulas neutralised', async () => {
    await store.saveLead(lead({ name: '=HYPERLINK("http://evil.example","click")', message: 'Line one, with comma\nline "two"' }), ['email']);
    const csv = await store.leadsCsv();
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Lead id,Received (UTC),Status,Name,Email,Phone,Service,City,Urgency,Message,Email delivery,Webhook delivery,Source,Landing page,Referring site,UTM source,UTM medium,UTM campaign,Pages viewed,Pages',
    );
    expect(row).toContain(`,new,"'=HYPERLINK(""http://evil.example"",""click"")",dana@example.com,(757) 555-0123,Plumbing,Norfolk,Urgent (Same day),"Line one, with comma`);
    expect(csv).toContain('line ""two""",queued,not configured,Direct or unknown,,,,,,,\r\n');
  });

  it('keeps the visit that led to a lead, and exports it with campaign tags a spreadsheet cannot run', async () => {
    const attribution = {
      landingPage: '/blog/picra-explained',
      referrerHost: 'mailer.example',
      utmSource: 'spring-mailer',
      utmMedium: 'email',
      utmCampaign: '=cmd|calc',
      pageCount: 3,
      pages: ['/blog/picra-explained', '/buyer-repairs', '/contact'],
    };
    const saved = await store.saveLead(lead({ attribution }), []);
    expect(saved.attribution).toEqual(attribution);
    expect((await store.getLead(saved.id))?.attribution).toEqual(attribution);
    expect((await store.saveLead(lead(), [])).attribution).toBeNull();
    const csv = await store.leadsCsv();
    expect(csv).toContain(`,spring-mailer,/blog/picra-explained,mailer.example,spring-mailer,email,'=cmd|calc,3,/blog/picra-explained > /buyer-repairs > /contact\r\n`);
  });

  it('purges leads older than the retention date', async () => {
    const old = await store.saveLead(lead({ name: 'Old' }), ['email']);
    later(60 * 24 * 400);
    const recent = await store.saveLead(lead({ name: 'Recent' }), []);
    expect(await store.purgeLeadsBefore(new Date(suite.now().getTime() - 365 * 24 * 3600_000))).toBe(1);
    expect(await store.getLead(old.id)).toBeNull();
    expect(await store.getLead(recent.id)).not.toBeNull();
  });
});
