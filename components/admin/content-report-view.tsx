import { formatDateTime } from '@/lib/admin/format';
import type { ContentReport } from '@/lib/articles/report';

const TRIGGERS: Record<ContentReport['trigger'], string> = { sync: 'npm run sync', refresh: 'the site’s own refresh', article: 'a refresh of one article' };

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-white p-3 shadow-[var(--shadow-card)]">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold text-brand-navy">{value}</dd>
    </div>
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

      <section aria-labelledby="skipped-rows">
        <h2 id="skipped-rows" className="text-lg font-bold text-brand-navy">
          Rows skipped ({report.skipped.length})
        </h2>
        {report.skipped.length ? (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg bg-white shadow-[var(--shadow-card)]">
            {report.skipped.map((row, index) => (
              <li key={`${row.origin}-${index}`} className="p-3">
                <p className="font-semibold text-slate-900">
                  {row.origin}
                  {row.title ? `: ${row.title}` : ''}
                </p>
                <p className="text-slate-700">{row.reason}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">Every row was published.</p>
        )}
      </section>

      <section aria-labelledby="failed-documents">
        <h2 id="failed-documents" className="text-lg font-bold text-brand-navy">
          Failed documents ({report.documentsFailed.length})
        </h2>
        {report.documentsFailed.length ? (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg bg-white shadow-[var(--shadow-card)]">
            {report.documentsFailed.map((doc, index) => (
              <li key={`${doc.origin}-${index}`} className="p-3">
                <p className="font-semibold text-slate-900">
                  {doc.origin}
                  {doc.title ? `: ${doc.title}` : ''} ({doc.slug})
                </p>
                <p className="break-all text-slate-700">{doc.documentUrl}</p>
                <p className="text-slate-700">{doc.reason}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">Every linked document was fetched.</p>
        )}
      </section>

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
