import type { ReactNode } from 'react';

export type FigureColumn = { header: ReactNode; numeric?: boolean; className?: string };
export type FigureRow = { key: string; label: ReactNode; cells: readonly ReactNode[] };

/**
 * The dashboard's tables, the figures a chart beside them draws: a caption for screen readers, a head
 * per column, a row head per row, numbers right-aligned. Long row heads (paths) wrap anywhere rather
 * than widen the table. With `scrollLabel`, a table wider than a phone scrolls sideways inside a
 * focusable region of that name, so it scrolls from the keyboard too.
 */
export function FigureTable({
  caption,
  rowHeader,
  columns,
  rows,
  scrollLabel,
  className = '',
}: {
  caption: string;
  rowHeader: FigureColumn;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  scrollLabel?: string;
  className?: string;
}) {
  const table = (
    <table className={`w-full border-collapse text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-700">
          {[rowHeader, ...columns].map((column, index) => (
            <th key={index} scope="col" className={`py-1 pr-2 font-semibold ${column.numeric ? 'text-right' : ''} ${column.className ?? ''}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 align-middle">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-900 [overflow-wrap:anywhere]">
              {row.label}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className={`py-1.5 pr-2 text-slate-900 ${columns[index]?.numeric ? 'text-right tabular-nums' : ''}`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scrollLabel) return table;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={scrollLabel}>
      {table}
    </div>
  );
}
