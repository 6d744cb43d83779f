import type { Metadata } from 'next';
import Link from 'next/link';
import { DeliveryStates } from '@/components/admin/delivery-states';
import { LEAD_STATUS_LABELS, LeadStatusForm } from '@/components/admin/lead-status-form';
import { ListSearch } from '@/components/admin/list-search';
import { Notice } from '@/components/admin/notice';
import { Pager } from '@/components/admin/pager';
import { ScreenHeader } from '@/components/admin/screen-header';
import { requireAdmin } from '@/lib/admin/console';
import { formatDateTime } from '@/lib/admin/format';
import { listQueryString, pageFilter, parseListQuery, type SearchParams } from '@/lib/admin/queries';
import { locationLabel, serviceLabel, urgencyLabel, formatDeadline, leadStore, LEAD_STATUSES } from '@/lib/leads';

export const metadata: Metadata = { title: 'Leads' };

type Props = { searchParams: Promise<SearchParams> };

export default async function LeadsPage({ searchParams }: Props) {
  const { csrf } = await requireAdmin();
  const params = await searchParams;
  const query = parseListQuery(params);
  const { leads, total } = await (await leadStore()).listLeads(pageFilter(query));
  const here = `/admin/leads${listQueryString(query)}`;
  const filtered = Boolean(query.search || query.status);

  return (
    <>
      <ScreenHeader
        title="Leads"
        actions={
          <a href={`/admin/leads/export${listQueryString({ ...query, page: 1 })}`} className="btn-secondary min-h-11 px-3 py-1 text-sm" download>
            Export CSV{filtered ? ' (this search)' : ''}
          </a>
        }
      >
        Every quote request from the contact form and the report upload, {query.sort === 'deadline' ? 'soonest repair deadline first' : 'newest first'}. {total} {filtered ? 'match' : 'in all'}.
      </ScreenHeader>
      {params.deleted === '1' ? <Notice>The lead was deleted.</Notice> : null}

      <ListSearch action="/admin/leads" name="Leads" label="Search name, e-mail, phone or message" search={query.search}>
        <div>
          <label htmlFor="lead-status-filter" className="block text-sm font-semibold text-slate-800">
            Status
          </label>
          <select id="lead-status-filter" name="status" defaultValue={query.status ?? ''} className="mt-1 min-h-11 rounded-lg border border-slate-400 bg-white px-2">
            <option value="">Any</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-sort" className="block text-sm font-semibold text-slate-800">
            Order
          </label>
          <select id="lead-sort" name="sort" defaultValue={query.sort ?? ''} className="mt-1 min-h-11 rounded-lg border border-slate-400 bg-white px-2">
            <option value="">Newest first</option>
            <option value="deadline">Repair deadline, soonest first</option>
          </select>
        </div>
      </ListSearch>

      {leads.length ? (
        <ul className="mt-6 space-y-3">
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-lg bg-white p-4 shadow-[var(--shadow-card)]">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg font-bold text-brand-navy">
                    <Link href={`/admin/leads/${lead.id}`} className="hover:underline">
                      {lead.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-700">
                    <time dateTime={lead.createdAt.toISOString()}>{formatDateTime(lead.createdAt)}</time> · {serviceLabel(lead.serviceType)} · {locationLabel(lead.location)} ·{' '}
                    {urgencyLabel(lead.urgency)}
                    {lead.repairDeadline ? (
                      <>
                        {' '}
                        · <strong className="text-brand-navy">Repair deadline {formatDeadline(lead.repairDeadline)}</strong>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1 text-sm break-words text-slate-800">
                    <a className="text-brand-teal underline" href={`mailto:${lead.email}`}>
                      {lead.email}
                    </a>{' '}
                    ·{' '}
                    <a className="text-brand-teal underline" href={`tel:${lead.phone}`}>
                      {lead.phone}
                    </a>
                  </p>
                </div>
                <LeadStatusForm leadId={lead.id} name={lead.name} status={lead.status} csrf={csrf} back={here} />
              </div>
              <p className="mt-2 line-clamp-2 text-slate-800">{lead.message}</p>
              <div className="mt-2">
                <DeliveryStates deliveries={lead.deliveries} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg bg-white p-4 text-slate-700 shadow-[var(--shadow-card)]">
          {filtered ? 'No lead matches this search.' : 'No leads yet. Requests sent through the contact form appear here the moment they are stored.'}
        </p>
      )}
      <Pager basePath="/admin/leads" query={query} total={total} />
    </>
  );
}
