import { HONEYPOT_FIELD, CONTACT_PLACEHOLDERS } from '@/lib/contact/form';
import { REQUESTER_ROLES } from '@/lib/leads/types';
import { CATEGORY_LABELS, estimate, SERVICE_CATEGORIES, type ServiceCategory } from '@/lib/reports/categories';
import { groupRangeText } from '@/lib/reports/estimate-text';
import type { Finding } from '@/lib/reports/findings';
import { requestEndpoint } from '@/lib/reports/paths';
import { siteConfig } from '@/lib/site/config';
import { contactFormOptions } from '@/lib/site/form-options';
import { ReportTotal } from './report-total';

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-teal focus:ring-2 focus:ring-brand-teal/40 focus:outline-none aria-[invalid=true]:border-red-700';
const labelClass = 'block font-semibold text-brand-navy';

/** A finding longer than this shows its opening in the list and the rest behind "Read the whole finding". */
const FOLD_AT = 280;

const ROLE_LABELS: Record<(typeof REQUESTER_ROLES)[number], string> = { buyer: 'Buyer', seller: 'Seller', agent: 'Real estate agent', homeowner: 'Homeowner' };

const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  location: 'City',
  message: 'Message',
  repairDeadline: 'Repair deadline',
  requesterRole: 'Who is asking',
};

export type ResultsNotice = { kind: 'invalid'; fields: string[] } | { kind: 'no_items' } | { kind: 'not_stored' } | undefined;

type Group = { category: ServiceCategory; items: Finding[] };

/** Groups by service; a group holding a safety hazard comes first, and inside each group hazards lead. */
export function groupFindings(findings: readonly Finding[]): Group[] {
  const groups = SERVICE_CATEGORIES.map((category) => ({ category, items: findings.filter((finding) => finding.category === category) })).filter(
    (group) => group.items.length > 0,
  );
  const hazard = (group: Group) => (group.items.some((item) => item.safety) ? 0 : 1);
  return groups.sort((a, b) => hazard(a) - hazard(b));
}

function FindingItem({ finding }: { finding: Finding }) {
  const long = finding.text.length > FOLD_AT;
  const id = `item-${finding.id}`;
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <input id={id} type="checkbox" name="item" value={finding.id} defaultChecked className="mt-1 size-5 shrink-0 accent-brand-teal" />
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-slate-900">
          {finding.safety ? <strong className="mr-2 rounded bg-red-700 px-1.5 py-0.5 text-sm text-white">Safety hazard</strong> : null}
          <span className="font-semibold">{finding.section}</span>
          <span className="text-slate-700"> · page {finding.page}</span>
          <span className="mt-1 block break-words">{long ? `${finding.text.slice(0, FOLD_AT - 40).trimEnd()}…` : finding.text}</span>
        </label>
        {long ? (
          <details className="mt-1">
            <summary className="cursor-pointer font-medium text-brand-teal underline">Read the whole finding</summary>
            <p className="mt-1 break-words text-slate-800">{finding.text}</p>
          </details>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The findings of a read report, grouped by service with the typical ranges, each with a checkbox,
 * and the request form around them: one plain form that posts the ticked items and the contact
 * details, with or without JavaScript.
 */
export function ReportResults({ reportId, findings, notice, honesty }: { reportId: string; findings: readonly Finding[]; notice: ResultsNotice; honesty: string }) {
  const groups = groupFindings(findings);
  const totals = estimate(findings);
  const invalid = new Set(notice?.kind === 'invalid' ? notice.fields : []);
  const fieldProps = (name: string) => ({ id: `field-${name}`, name, 'aria-invalid': invalid.has(name) || undefined, 'aria-describedby': invalid.has(name) ? 'request-problem' : undefined });

  return (
    <form action={requestEndpoint(reportId)} method="post" aria-label="Request a quote for these repairs">
      {notice ? (
        <div id="request-problem" role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          {notice.kind === 'invalid' ? (
            <p>
              <span className="font-semibold">Please check these fields: </span>
              {notice.fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}.
            </p>
          ) : notice.kind === 'no_items' ? (
            <p className="font-semibold">Tick at least one repair to have it quoted.</p>
          ) : (
            <p className="font-semibold">
              We could not save your request just now. Please try again in a minute, or call {siteConfig.phone}.
            </p>
          )}
        </div>
      ) : null}

      {groups.length > 0 ? (
        <section aria-labelledby="repairs-title">
          <h2 id="repairs-title" className="text-2xl font-bold text-brand-navy">
            Repairs in your report
          </h2>
          <p className="mt-2 text-slate-700">Uncheck anything you do not want quoted (the items the other side of the sale will handle, for example).</p>
          {groups.map((group) => {
            const range = totals.groups.find((entry) => entry.category === group.category)?.range;
            return (
              <fieldset key={group.category} className="mt-6 rounded-xl bg-slate-50 p-4">
                <legend className="float-left w-full text-xl font-bold text-brand-navy">
                  {CATEGORY_LABELS[group.category]}{' '}
                  <span className="text-base font-semibold text-slate-700">
                    ({group.items.length} item{group.items.length === 1 ? '' : 's'}, {groupRangeText(range)})
                  </span>
                </legend>
                <ul className="clear-both space-y-3 pt-3">
                  {group.items.map((finding) => (
                    <FindingItem key={finding.id} finding={finding} />
                  ))}
                </ul>
              </fieldset>
            );
          })}
          <ReportTotal items={findings.map(({ id, category }) => ({ id, category }))} honesty={honesty} />
        </section>
      ) : null}

      <section aria-labelledby="details-title" className="mt-10">
        <h2 id="details-title" className="text-2xl font-bold text-brand-navy">
          Your details
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="field-name" className={labelClass}>Name</label>
            <input {...fieldProps('name')} type="text" autoComplete="name" required maxLength={200} placeholder={CONTACT_PLACEHOLDERS.name} className={inputClass} />
          </div>
          <div>
            <label htmlFor="field-email" className={labelClass}>E-mail</label>
            <input {...fieldProps('email')} type="email" autoComplete="email" required maxLength={254} placeholder={CONTACT_PLACEHOLDERS.email} className={inputClass} />
          </div>
          <div>
            <label htmlFor="field-phone" className={labelClass}>Phone</label>
            <input {...fieldProps('phone')} type="tel" autoComplete="tel" required maxLength={40} placeholder={CONTACT_PLACEHOLDERS.phone} className={inputClass} />
          </div>
          <div>
            <label htmlFor="field-location" className={labelClass}>City</label>
            <select {...fieldProps('location')} required defaultValue="" className={inputClass}>
              <option value="" disabled>
                Choose the property’s city
              </option>
              {contactFormOptions.locations.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="field-repairDeadline" className={labelClass}>
              Repair deadline <span className="font-normal text-slate-700">(optional)</span>
            </label>
            <input {...fieldProps('repairDeadline')} type="date" aria-describedby="deadline-hint" className={inputClass} />
            <p id="deadline-hint" className="mt-1 text-sm text-slate-700">
              The closing date, or when the repair addendum says the work is due.
            </p>
          </div>
          <div>
            <label htmlFor="field-requesterRole" className={labelClass}>
              Who is asking? <span className="font-normal text-slate-700">(optional)</span>
            </label>
            <select {...fieldProps('requesterRole')} defaultValue="" className={inputClass}>
              <option value="">Prefer not to say</option>
              {REQUESTER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="field-message" className={labelClass}>
              Anything else? <span className="font-normal text-slate-700">(optional)</span>
            </label>
            <textarea {...fieldProps('message')} rows={4} maxLength={5000} placeholder="Access to the house, the agent’s name, items the inspector did not list…" className={inputClass} />
          </div>
          <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
            <label htmlFor="field-website">Leave this field empty</label>
            <input id="field-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
        </div>
        <button type="submit" className="btn-primary mt-6 w-full sm:w-auto">
          Send my repair request
        </button>
        <p className="mt-3 text-sm text-slate-700">The report goes with your request. {siteConfig.claims.reply}.</p>
      </section>
    </form>
  );
}
