import type { Count } from '@/lib/admin/dashboard';
import { FigureTable } from './figure-table';

const WIDTH = 600;
const HEIGHT = 160;
const LABEL = 18;

/** Leads per week as columns (SVG, hidden from screen readers), with the same figures as a table. */
export function WeeklyChart({ weeks }: { weeks: readonly Count[] }) {
  const max = Math.max(...weeks.map((week) => week.count), 1);
  const slot = WIDTH / Math.max(weeks.length, 1);
  return (
    <>
      <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL}`} className="block h-auto w-full">
        <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-400" strokeWidth="1" />
        {weeks.map((week, index) => {
          const height = ((HEIGHT - 20) * week.count) / max;
          const x = index * slot + slot * 0.15;
          return (
            <g key={week.label}>
              <rect x={x} y={HEIGHT - height} width={slot * 0.7} height={height} rx="3" className="fill-brand-teal" />
              <text x={x + slot * 0.35} y={HEIGHT - height - 5} textAnchor="middle" className="fill-slate-900 text-[14px] tabular-nums">
                {week.count}
              </text>
              {index % 2 === 0 ? (
                <text x={x + slot * 0.35} y={HEIGHT + 15} textAnchor="middle" className="fill-slate-700 text-[12px]">
                  {week.label.replace('Week of ', '')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <div className="mt-3">
        <FigureTable
          caption="Leads per week, oldest first"
          rowHeader={{ header: 'Week' }}
          columns={[{ header: 'Leads', numeric: true }]}
          rows={weeks.map((week) => ({ key: week.label, label: week.label, cells: [week.count] }))}
        />
      </div>
    </>
  );
}
