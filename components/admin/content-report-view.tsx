import { formatDateTime } from '@/lib/admin/format';
import type { ContentReport } from '@/lib/articles';

const TRIGGERS: Record<ContentReport['trigger'], string> = { sync: 'npm run sync', refresh: 'the site’s own refresh', article: 'a refresh of one article' };

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-white p-3 shadow-[var(--shadow-card)]">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold text-brand-navy">{value}</dd>
    </div>
  );
}

/** One section of the report: a titled list of rows (what and why), or a line saying all went well. */
function ReportList({ id, title, empty, items }: { id: string; title: string; empty: string; items: { heading: string; lines: string[] }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-brand-navy">
        {title}
      </h2>
      {items.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg bg-white shadow-[var(--shadow-card)]">
          {items.map((item, index) => (
            <li key={`${item.heading}-${index}`} className="p-3">
              <p className="font-semibold text-slate-900">{item.heading}</p>
              {item.lines.map((line, lineIndex) => (
                <p key={lineIndex} className="break-words text-slate-700">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">{empty}</p>
      )}
    </section>
  );
}

export function ContentReportView({ report }: { report: ContentReport }) {
  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby="last-refresh">
        <h2 id="last-refresh" className="text-lg font-bold text-brand-navy">
          Last refresh
        </h2>
        <p className="mt-1 text-slate-800">
          <time dateTime={report.ranAt}>{formatDateTime(report.ranAt)}</time>, by {TRIGGERS[report.trigger]}:{' '}
          {report.verdict === 'publish' ? 'the result went live.' : 'the previous articles stayed on the site.'} {report.message}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Figure label="Rows read" value={report.rowsRead} />
          <Figure label="Published from the sheet" value={report.published} />
          <Figure label="Hand-written posts" value={report.posts} />
          <Figure label="Documents fetched" value={report.documentsFetched} />
          <Figure label="Sheet" value={report.sheetStatus === 'ok' ? 'read' : report.sheetStatus === 'failed' ? 'failed' : 'not read'} />
        </dl>
      </section>

      <ReportList
        id="skipped-rows"
        title={`Rows skipped (${report.skipped.length})`}
        empty="Every row was published."
        items={report.skipped.map((row) => ({ heading: `${row.origin}${row.title ? `: ${row.title}` : ''}`, lines: [row.reason] }))}
      />
      <ReportList
        id="failed-documents"
        title={`Failed documents (${report.documentsFailed.length})`}
        empty="Every linked document was fetched."
        items={report.documentsFailed.map((doc) => ({ heading: `${doc.origin}${doc.title ? `: ${doc.title}` : ''} (${doc.slug})`, lines: [doc.documentUrl, doc.reason] }))}
      />

      <section aria-labelledby="warnings">
        <h2 id="warnings" className="text-lg font-bold text-brand-navy">
          Warnings ({report.warnings.length})
        </h2>
        {report.warnings.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {report.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">No warnings.</p>
        )}
      </section>
    </div>
  );
}
