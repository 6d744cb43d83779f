import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsoleForm } from '@/components/admin/console-form';
import { DeliveryStates } from '@/components/admin/delivery-states';
import { LeadStatusForm } from '@/components/admin/lead-status-form';
import { Notice } from '@/components/admin/notice';
import { requireAdmin } from '@/lib/admin/console';
import { describeAttribution } from '@/lib/attribution/describe';
import { formatDateTime } from '@/lib/admin/format';
import { parseRecordId, type SearchParams } from '@/lib/admin/queries';
import { locationLabel, serviceLabel, urgencyLabel, formatDeadline, leadReference, leadStore } from '@/lib/leads';
import { siteDatabase } from '@/lib/site-database';
import { CATEGORY_LABELS, formatRange } from '@/lib/reports/categories';
import { createReportStore, reportSummary } from '@/lib/reports/store';

export const metadata: Metadata = { title: 'Lead' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export default async function LeadPage({ params, searchParams }: Props) {
  const { csrf } = await requireAdmin();
  const id = parseRecordId((await params).id);
  const lead = id ? await (await leadStore()).getLead(id) : null;
  if (!lead) notFound();
  const stored = await createReportStore(await siteDatabase()).reportOfLead(lead.id);
  const report = stored ? reportSummary(stored) : null;
  const { confirm, updated } = await searchParams;
  const path = `/admin/leads/${lead.id}`;
  const facts: [string, React.ReactNode][] = [
    ['Received', <time key="t" dateTime={lead.createdAt.toISOString()}>{formatDateTime(lead.createdAt)}</time>],
    ['E-mail', <a key="e" className="text-brand-teal underline" href={`mailto:${lead.email}`}>{lead.email}</a>],
    ['Phone', <a key="p" className="text-brand-teal underline" href={`tel:${lead.phone}`}>{lead.phone}</a>],
    ['Service', serviceLabel(lead.serviceType)],
    ['City', locationLabel(lead.location)],
    ['Urgency', urgencyLabel(lead.urgency)],
    ...(lead.repairDeadline ? ([['Repair deadline', formatDeadline(lead.repairDeadline)]] as [string, React.ReactNode][]) : []),
    ...(lead.requesterRole ? ([['Who is asking', lead.requesterRole[0]!.toUpperCase() + lead.requesterRole.slice(1)]] as [string, React.ReactNode][]) : []),
    ['How they found us', describeAttribution(lead.attribution)],
    ['Reference', <code key="r">{leadReference(lead.id)}</code>],
    ['Lead id', <code key="i" className="break-all">{lead.id}</code>],
  ];

  return (
    <>
      <p>
        <Link href="/admin/leads" className="text-sm font-semibold text-brand-teal underline">
          <span aria-hidden="true">←</span> All leads
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-navy sm:text-3xl">{lead.name}</h1>
      {updated === '1' ? <Notice>Status saved.</Notice> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="request" className="rounded-lg bg-white p-4 shadow-[var(--shadow-card)] lg:col-span-2">
          <h2 id="request" className="text-lg font-bold text-brand-navy">
            Request
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-slate-800">{term}</dt>
                <dd className="break-words text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-800">Message</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{lead.message}</p>
          {report ? (
            <section aria-labelledby="report" className="mt-6 border-t border-slate-200 pt-4">
              <h2 id="report" className="text-lg font-bold text-brand-navy">
                Inspection report
              </h2>
              <p className="mt-1 text-slate-800">
                {report.fileName}
                {report.pageCount ? `, ${report.pageCount} pages` : ''}.{' '}
                <a href={`${path}/report`} download className="font-semibold text-brand-teal underline">
                  Download the original PDF
                </a>
              </p>
              {report.status !== 'read' ? (
                <p className="mt-2 rounded bg-amber-50 p-2 text-amber-900">
                  {report.status === 'scanned' ? 'Scanned report without text: read it from the PDF.' : 'Too large or slow to read automatically: read it from the PDF.'}
                </p>
              ) : null}
              {report.items.length > 0 ? (
                <>
                  <h3 className="mt-4 font-semibold text-slate-800">Items to quote ({report.items.length}, ticked by the visitor)</h3>
                  <ol className="mt-1 list-decimal space-y-2 pl-6 text-slate-800">
                    {report.items.map((item) => (
                      <li key={item.id} className="break-words">
                        <span className="font-semibold">
                          {CATEGORY_LABELS[item.category]}
                          {item.safety ? ', safety hazard' : ''}
                        </span>{' '}
                        · {item.section} · page {item.page}: {item.text}
                      </li>
                    ))}
                  </ol>
                  {report.estimate.total ? (
                    <p className="mt-3 text-slate-800">
                      Typical range shown to the visitor: <strong>{formatRange(report.estimate.total)}</strong>
                      {report.estimate.groups
                        .filter((group) => group.range)
                        .map((group) => ` · ${group.label} ${group.count} × ${formatRange(group.range!)}`)
                        .join('')}
                    </p>
                  ) : null}
                </>
              ) : null}
            </section>
          ) : null}
          {lead.attribution && lead.attribution.pages.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold text-slate-800">Pages read before asking</h3>
              <ol className="mt-1 list-decimal space-y-0.5 pl-6 break-all text-slate-800">
                {lead.attribution.pages.map((page, index) => (
                  <li key={`${index}-${page}`}>{page}</li>
                ))}
              </ol>
            </>
          ) : null}
        </section>
        <div className="space-y-6">
          <section aria-labelledby="follow-up" className="rounded-lg bg-white p-4 shadow-[var(--shadow-card)]">
            <h2 id="follow-up" className="text-lg font-bold text-brand-navy">
              Follow-up
            </h2>
            <div className="mt-3">
              <LeadStatusForm leadId={lead.id} name={lead.name} status={lead.status} csrf={csrf} back={`${path}?updated=1`} />
            </div>
          </section>
          <section aria-labelledby="delivery" className="rounded-lg bg-white p-4 shadow-[var(--shadow-card)]">
            <h2 id="delivery" className="text-lg font-bold text-brand-navy">
              Delivery
            </h2>
            <div className="mt-3">
              <DeliveryStates deliveries={lead.deliveries} />
            </div>
          </section>
          <section aria-labelledby="privacy" className="rounded-lg bg-white p-4 shadow-[var(--shadow-card)]">
            <h2 id="privacy" className="text-lg font-bold text-brand-navy">
              Privacy request
            </h2>
            {confirm === 'delete' ? (
              <div className="mt-2 rounded-lg border-2 border-red-700 p-3">
                <p className="font-semibold text-red-900">Delete everything stored about {lead.name}? This cannot be undone, and deliveries not yet sent are cancelled.</p>
                <ConsoleForm action={`${path}/delete`} csrf={csrf} className="mt-3 flex flex-wrap gap-2">
                  <input type="hidden" name="confirm" value="yes" />
                  <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800">
                    Delete permanently
                  </button>
                  <Link href={path} className="btn-secondary min-h-11 px-3 py-1">
                    Cancel
                  </Link>
                </ConsoleForm>
              </div>
            ) : (
              <>
                <p className="mt-2 text-sm text-slate-700">When this person asks for their data to be removed, delete the lead here.</p>
                <Link href={`${path}?confirm=delete`} className="mt-3 inline-flex min-h-11 items-center font-semibold text-red-800 underline">
                  Delete this lead…
                </Link>
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
