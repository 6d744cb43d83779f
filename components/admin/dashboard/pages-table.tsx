import type { PageConversion } from '@/lib/admin/dashboard';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Views and leads per page, and the share of views that led to a request (the conversion rate). */
export function PagesTable({ rows }: { rows: readonly PageConversion[] }) {
  if (rows.length === 0) return <p className="text-slate-700">No page views counted yet.</p>;
  return (
    // A table wider than a phone scrolls sideways: focusable, so it scrolls from the keyboard too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Views and leads per page (scrolls sideways)">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Views, leads and conversion rate per page, most viewed first</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Page
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              Views
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              Leads
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className="border-b border-slate-100">
              <th scope="row" className="break-all py-1.5 pr-2 text-left font-normal text-slate-900">
                {row.path}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{row.views.toLocaleString('en-US')}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{row.leads}</td>
              <td className="py-1.5 text-right tabular-nums">{row.rate === null ? '–' : `${percent.format(row.rate)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
