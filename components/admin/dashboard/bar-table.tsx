import type { Count } from '@/lib/admin/dashboard';
import { FigureTable } from './figure-table';

/**
 * Counts as a table whose last column draws each count as a bar: a screen reader reads the table,
 * the bars (SVG) are hidden from it. Rows wrap at 375 px; long paths break anywhere.
 */
export function BarTable({ caption, labelHeader, countHeader, rows, empty }: { caption: string; labelHeader: string; countHeader: string; rows: readonly Count[]; empty: string }) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  const max = Math.max(...rows.map((row) => row.count), 1);
  return (
    <FigureTable
      caption={caption}
      className="table-fixed"
      rowHeader={{ header: labelHeader, className: 'w-1/2' }}
      columns={[{ header: countHeader, numeric: true, className: 'w-16' }, { header: <span className="sr-only">Bar</span> }]}
      rows={rows.map((row) => ({
        key: row.label,
        label: row.label,
        cells: [
          row.count,
          <svg key="bar" aria-hidden="true" focusable="false" className="block h-3 w-full" viewBox="0 0 100 12" preserveAspectRatio="none">
            <rect x="0" y="0" width={(100 * row.count) / max} height="12" rx="2" className="fill-brand-teal" />
          </svg>,
        ],
      }))}
    />
  );
}
