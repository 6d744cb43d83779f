import 'server-only';
import { siteDatabase } from '@/lib/site-database';
import { leadStore } from '@/lib/leads';
import { subscriberStore } from '@/lib/newsletter/subscribers';
import { asciiFileName } from '@/lib/reports/read-report';
import { createReportStore } from '@/lib/reports/store';
import { consoleDeps } from './console';
import { createAdminAction, createAdminDownload, plainResponse } from './handlers';
import { consoleReturnPath, csvFileName, parseLeadStatus, parseListQuery, parseRecordId } from './queries';

/** The console's lead and subscriber mutations and exports, behind session, Origin and CSRF checks. */

type IdParams = { params: Promise<{ id: string }> };

export const setLeadStatusAction = createAdminAction<IdParams>(consoleDeps, async ({ form }, { params }) => {
  const id = parseRecordId((await params).id);
  const status = parseLeadStatus(form.get('status'));
  if (!id || !status) return plainResponse(400, 'Unknown lead or status.');
  if (!(await (await leadStore()).setLeadStatus(id, status))) return plainResponse(404, 'This lead no longer exists.');
  return consoleReturnPath(form.get('back'), `/admin/leads/${id}?updated=1`);
});

export const deleteLeadAction = createAdminAction<IdParams>(consoleDeps, async ({ form }, { params }) => {
  const id = parseRecordId((await params).id);
  if (!id) return plainResponse(400, 'Unknown lead.');
  // The confirmation step: the form on the lead page says yes; a bare post deletes nothing.
  if (form.get('confirm') !== 'yes') return `/admin/leads/${id}?confirm=delete`;
  await (await leadStore()).deleteLead(id);
  return '/admin/leads?deleted=1';
});

export const exportLeads = createAdminDownload<Request>(consoleDeps, async (request) => {
  const query = parseListQuery(Object.fromEntries(new URL(request.url).searchParams));
  const body = await (await leadStore()).leadsCsv({ ...(query.search ? { search: query.search } : {}), ...(query.status ? { status: query.status } : {}) });
  return { filename: csvFileName('leads'), type: 'text/csv; charset=utf-8', body };
});

export const deleteSubscriberAction = createAdminAction<IdParams>(consoleDeps, async ({ form }, { params }) => {
  const id = parseRecordId((await params).id);
  if (!id) return plainResponse(400, 'Unknown subscriber.');
  if (form.get('confirm') !== 'yes') return `/admin/subscribers?confirm=${id}`;
  await (await subscriberStore()).deleteSubscriber(id);
  return '/admin/subscribers?deleted=1';
});

export const exportSubscribers = createAdminDownload<void>(consoleDeps, async () => ({
  filename: csvFileName('subscribers'),
  type: 'text/csv; charset=utf-8',
  body: await (await subscriberStore()).subscribersCsv(),
}));

/** The original PDF a visitor uploaded with a lead: to the owner only, always as a download. */
export const downloadLeadReport = createAdminDownload<IdParams>(consoleDeps, async ({ params }) => {
  const id = parseRecordId((await params).id);
  const file = id ? await createReportStore(await siteDatabase()).pdfOfLead(id) : null;
  if (!file) return null;
  return { filename: asciiFileName(file.fileName), type: 'application/pdf', body: new Uint8Array(file.bytes) };
});
