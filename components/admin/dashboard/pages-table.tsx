import type { PageConversion } from '@/lib/admin/dashboard';
import { FigureTable } from './figure-table';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Views and leads per page, and the share of views that led to a request (the conversion rate). */
export function PagesTable({ rows }: { rows: readonly PageConversion[] }) {
  if (rows.length === 0) return <p className="text-slate-700">No page views counted yet.</p>;
  return (
    <FigureTable
      caption="Views, leads and conversion rate per page, most viewed first"
      scrollLabel="Views and leads per page (scrolls sideways)"
      rowHeader={{ header: 'Page' }}
      columns={[
        { header: 'Views', numeric: true },
        { header: 'Leads', numeric: true },
        { header: 'Conversion', numeric: true },
      ]}
      rows={rows.map((row) => ({
        key: row.path,
        label: row.path,
        cells: [row.views.toLocaleString('en-US'), row.leads, row.rate === null ? '–' : `${percent.format(row.rate)}%`],
      }))}
    />
  );
}
