import type { Lead, NewLead } from '@/lib/leads/types';
import { leadEmail, leadWebhookBody } from '@/lib/leads/messages';
import type { Finding } from './findings';
import { createReportRequestHandler, deadlineProblem, tickedItems } from './request-form';
import { reportSummary, ReportAlreadySentError, type StoredReport } from './store';

const TODAY = new Date('2026-06-01T15:00:00Z');
const findings: Finding[] = [
  { id: 0, section: 'Electrical', text: 'Safety Hazard: double-tapped breaker in the main panel.', page: 7, category: 'electrical', safety: true },
  { id: 1, section: 'Roof', text: 'Recommendation: damaged shingles at the rear slope.', page: 4, category: 'roof', safety: false },
];
const report = (overrides: Partial<StoredReport> = {}): StoredReport => ({
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  createdAt: TODAY,
  leadId: null,
  fileName: 'report.pdf',
  size: 10,
  sha256: 'x',
  status: 'read',
  pageCount: 20,
  findings,
  selected: null,
  ...overrides,
});
const contact = { name: 'Dana Whitfield', email: 'dana@example.com', phone: '(757) 555-0123', location: 'hampton' };

function setup(stored: StoredReport | null = report(), save?: (lead: NewLead) => Promise<Lead>) {
  const saved: NewLead[] = [];
  const handle = createReportRequestHandler({
    getReport: async () => stored,
    saveLead:
      save ??
      (async (lead) => {
        saved.push(lead);
        return { ...lead, id: 'lead-1', createdAt: TODAY, updatedAt: TODAY, status: 'new', attribution: null, repairDeadline: lead.repairDeadline ?? null, requesterRole: lead.requesterRole ?? null } as Lead;
      }),
    source: () => 'https://www.tidewaterinspectionrepairs.com',
    now: () => TODAY,
  });
  return { handle, saved };
}

describe('report requests', () => {
  it.each([
    ['2026-06-01', undefined],
    ['2026-12-31', undefined],
    ['2026-05-20', 'The deadline has passed: enter today or a later date'],
    ['2026-02-30', 'Enter a real date'],
    ['06/20/2026', 'Enter the date as shown by the date picker (YYYY-MM-DD)'],
    ['2029-01-01', 'Enter a date within the next two years'],
  ])('checks the deadline %p', (value, problem) => {
    expect(deadlineProblem(value, TODAY)).toBe(problem);
  });

  it('reads the ticked items of a form as repeated fields', () => {
    expect(tickedItems({}, 'name=a&item=0&item=3', true)).toEqual(['0', '3']);
    expect(tickedItems({ items: [1, 2] }, '', false)).toEqual(['1', '2']);
  });

  it('stores the lead with the report, the ticked items only, the deadline and who asks, and sends a form back to the results page', async () => {
    const { handle, saved } = setup();
    const answer = await handle('AbCdEfGhIjKlMnOpQrStUv', { body: { ...contact, repairDeadline: '2026-06-12', requesterRole: 'seller' }, items: ['1', '9', 'x'] }, false);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/inspection-report/AbCdEfGhIjKlMnOpQrStUv?sent=1');
    expect(saved[0]).toMatchObject({ serviceType: 'inspection', repairDeadline: '2026-06-12', requesterRole: 'seller', report: { id: 'AbCdEfGhIjKlMnOpQrStUv', selected: [1] } });
    expect(saved[0]?.message).toBe('Please quote the 1 repair ticked from my inspection report.');
  });

  it('names the fields to fix, and asks for at least one ticked item', async () => {
    const { handle, saved } = setup();
    const invalid = await handle('AbCdEfGhIjKlMnOpQrStUv', { body: { ...contact, email: 'nope', requesterRole: 'landlord' }, items: ['0'] }, false);
    expect(invalid.headers.get('location')).toBe('/inspection-report/AbCdEfGhIjKlMnOpQrStUv?error=invalid&fields=email,requesterRole');
    const none = await handle('AbCdEfGhIjKlMnOpQrStUv', { body: contact, items: [] }, true);
    expect(await none.json()).toEqual({ ok: false, error: 'no_items' });
    expect(saved).toEqual([]);
  });

  it('takes a scanned report without items', async () => {
    const { handle, saved } = setup(report({ status: 'scanned', findings: [] }));
    expect((await handle('AbCdEfGhIjKlMnOpQrStUv', { body: contact, items: [] }, true)).status).toBe(200);
    expect(saved[0]?.report).toEqual({ id: 'AbCdEfGhIjKlMnOpQrStUv', selected: [] });
  });

  it('never sends one report twice', async () => {
    expect((await setup(report({ leadId: 'lead-0' })).handle('AbCdEfGhIjKlMnOpQrStUv', { body: contact, items: ['0'] }, true)).status).toBe(409);
    const racing = setup(report(), async () => Promise.reject(new ReportAlreadySentError()));
    expect((await racing.handle('AbCdEfGhIjKlMnOpQrStUv', { body: contact, items: ['0'] }, true)).status).toBe(409);
  });

  it('answers a store failure with 503 and Retry-After, and sends a browser without JavaScript back to the results page', async () => {
    const failing = setup(report(), async () => Promise.reject(new Error('disk full')));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await failing.handle('AbCdEfGhIjKlMnOpQrStUv', { body: contact, items: ['0'] }, true);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(await answer.json()).toEqual({ ok: false, error: 'not_stored' });
    const page = await failing.handle('AbCdEfGhIjKlMnOpQrStUv', { body: contact, items: ['0'] }, false);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/inspection-report/AbCdEfGhIjKlMnOpQrStUv?error=not_stored');
    expect(page.headers.get('retry-after')).toBeNull();
    errors.mockRestore();
  });

  it('sends the owner the ticked items, safety hazards marked, the typical range, the deadline and the console link', () => {
    const lead = { ...contact, id: 'lead-1', createdAt: TODAY, updatedAt: TODAY, status: 'new', attribution: null, serviceType: 'inspection', urgency: 'standard', message: 'Quote please', source: 'https://site', repairDeadline: '2026-06-12', requesterRole: 'buyer' } as Lead;
    const summary = reportSummary(report({ selected: [0] }));
    const mail = leadEmail(lead, { from: 'site@example.com', to: 'owner@example.com', siteUrl: 'https://site' }, summary);
    expect(mail.text).toContain('Deadline: Friday, June 12, 2026');
    expect(mail.text).toContain('Asking:   Buyer');
    expect(mail.text).toContain('1. [Electrical] SAFETY HAZARD Electrical, page 7: Safety Hazard: double-tapped breaker in the main panel.');
    expect(mail.text).not.toContain('damaged shingles');
    expect(mail.text).toContain('Typical range from the report\'s text (shown to the visitor, not a quote): $200–$1,500');
    expect(mail.text).toContain('https://site/admin/leads/lead-1');
    const hook = leadWebhookBody(lead, summary, 'https://site');
    expect(hook.inspectionReport).toMatchObject({ consoleUrl: 'https://site/admin/leads/lead-1', items: [{ page: 7, category: 'electrical', safety: true }], typicalRange: { low: 200, high: 1500 } });
    expect(hook.repairDeadline).toBe('2026-06-12');
  });
});
