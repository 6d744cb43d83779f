import { useStoreDatabase } from '@/test/support/db/store-suite';
import { testDatabases } from '@/test/support/db/test-databases';
import { createLeadStore } from '@/lib/leads/store';
import type { NewLead } from '@/lib/leads/types';
import type { Finding } from './findings';
import { createReportStore, isReportId, ReportAlreadySentError, reportSummary } from './store';

const findings: Finding[] = [
  { id: 0, section: 'Electrical', text: 'Safety Hazard: double-tapped breaker in the main panel.', page: 7, category: 'electrical', safety: true },
  { id: 1, section: 'Roof', text: 'Recommendation: damaged shingles at the rear slope.', page: 4, category: 'roof', safety: false },
  { id: 2, section: 'Interior', text: 'Maintenance Item: nail pops at the family room ceiling.', page: 12, category: 'cosmetic', safety: false },
];

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone: '(757) 555-0123',
  serviceType: 'inspection',
  location: 'hampton',
  urgency: 'standard',
  message: 'Please quote the ticked items.',
  source: 'https://www.tidewaterinspectionrepairs.com',
  ...overrides,
});

const pdf = new TextEncoder().encode('%PDF-1.7 a report');

describe.each(testDatabases())('inspection reports on $name', (target) => {
  const suite = useStoreDatabase(target);

  const reports = () => createReportStore(suite.db, suite.now);
  const leads = () => createLeadStore(suite.db, suite.now);

  it('keeps the PDF and its findings under a random, unguessable id', async () => {
    const saved = await reports().saveReport({ fileName: 'report.pdf', bytes: pdf, status: 'read', pageCount: 20, findings });
    expect(isReportId(saved.id)).toBe(true);
    expect(await reports().getReport(saved.id)).toMatchObject({ fileName: 'report.pdf', size: pdf.byteLength, findings, leadId: null, selected: null });
    expect(await reports().getReport('not-an-id')).toBeNull();
  });

  it('gives the report to the lead with the ticked findings, in the same transaction, and keeps the deadline and who asks', async () => {
    const saved = await reports().saveReport({ fileName: 'report.pdf', bytes: pdf, status: 'read', pageCount: 20, findings });
    const stored = await leads().saveLead(lead({ report: { id: saved.id, selected: [2, 0] }, repairDeadline: '2026-06-20', requesterRole: 'buyer' }), ['email']);
    expect(stored).toMatchObject({ repairDeadline: '2026-06-20', requesterRole: 'buyer' });
    const report = await reports().reportOfLead(stored.id);
    expect(report?.selected).toEqual([0, 2]);
    expect(reportSummary(report!).items.map((item) => item.id)).toEqual([0, 2]);
    expect(Buffer.from((await reports().pdfOfLead(stored.id))!.bytes)).toEqual(Buffer.from(pdf));
  });

  it('never gives one report to a second lead, and then stores neither the lead nor its delivery', async () => {
    const saved = await reports().saveReport({ fileName: 'report.pdf', bytes: pdf, status: 'read', pageCount: 20, findings });
    await leads().saveLead(lead({ report: { id: saved.id, selected: [0] } }), ['email']);
    await expect(leads().saveLead(lead({ name: 'Someone Else', report: { id: saved.id, selected: [1] } }), ['email'])).rejects.toBeInstanceOf(ReportAlreadySentError);
    expect((await leads().listLeads()).total).toBe(1);
    expect(await suite.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);
  });

  it('deletes the report with its lead (a privacy request, or retention)', async () => {
    const first = await reports().saveReport({ fileName: 'a.pdf', bytes: pdf, status: 'read', pageCount: 1, findings });
    const second = await reports().saveReport({ fileName: 'b.pdf', bytes: pdf, status: 'scanned', pageCount: 3, findings: [] });
    const one = await leads().saveLead(lead({ report: { id: first.id, selected: [0] } }), []);
    await leads().saveLead(lead({ report: { id: second.id, selected: [] } }), []);
    await leads().deleteLead(one.id);
    expect(await reports().getReport(first.id)).toBeNull();
    suite.setClock(new Date('2027-06-01T12:00:00Z'));
    await leads().purgeLeadsBefore(new Date('2027-01-01T00:00:00Z'));
    expect(await reports().getReport(second.id)).toBeNull();
  });

  it('deletes a report nobody sent after a day, and keeps a sent one', async () => {
    const unsent = await reports().saveReport({ fileName: 'a.pdf', bytes: pdf, status: 'read', pageCount: 1, findings });
    const sent = await reports().saveReport({ fileName: 'b.pdf', bytes: pdf, status: 'read', pageCount: 1, findings });
    await leads().saveLead(lead({ report: { id: sent.id, selected: [1] } }), []);
    expect(await reports().purgeUnsentBefore(new Date('2026-06-01T11:00:00Z'))).toBe(0);
    expect(await reports().purgeUnsentBefore(new Date('2026-06-02T12:00:01Z'))).toBe(1);
    expect(await reports().getReport(unsent.id)).toBeNull();
    expect(await reports().getReport(sent.id)).not.toBeNull();
  });

  it('lists leads by repair deadline, soonest first, those without one last', async () => {
    await leads().saveLead(lead({ name: 'Soon', repairDeadline: '2026-06-05' }), []);
    suite.setClock(new Date('2026-06-01T12:01:00Z'));
    await leads().saveLead(lead({ name: 'No deadline' }), []);
    suite.setClock(new Date('2026-06-01T12:02:00Z'));
    await leads().saveLead(lead({ name: 'Late', repairDeadline: '2026-07-15' }), []);
    expect((await leads().listLeads({ sort: 'deadline' })).leads.map((entry) => entry.name)).toEqual(['Soon', 'Late', 'No deadline']);
    expect((await leads().listLeads()).leads.map((entry) => entry.name)).toEqual(['Late', 'No deadline', 'Soon']);
  });
});
