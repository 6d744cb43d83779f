import type { Count } from '@/lib/admin/dashboard';

/**
 * Counts as a table whose last column draws each count as a bar: a screen reader reads the table,
 * the bars (SVG) are hidden from it. Rows wrap at 375 px; long paths break anywhere.
 */
export function BarTable({ caption, labelHeader, countHeader, rows, empty }: { caption: string; labelHeader: string; countHeader: string; rows: readonly Count[]; empty: string }) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  const max = Math.max(...rows.map((row) => row.count), 1);
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-700">
          <th scope="col" className="w-1/2 py-1 pr-2 font-semibold">
            {labelHeader}
          </th>
          <th scope="col" className="w-16 py-1 pr-2 text-right font-semibold">
            {countHeader}
          </th>
          <th scope="col" className="py-1">
            <span className="sr-only">Bar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100 align-middle">
            <th scope="row" className="break-all py-1.5 pr-2 text-left font-normal text-slate-900">
              {row.label}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums text-slate-900">{row.count}</td>
            <td className="py-1.5">
              <svg aria-hidden="true" focusable="false" className="block h-3 w-full" viewBox="0 0 100 12" preserveAspectRatio="none">
                <rect x="0" y="0" width={(100 * row.count) / max} height="12" rx="2" className="fill-brand-teal" />
              </svg>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
