import type { TemplateVitals } from '@/lib/admin/dashboard';
import { FigureTable } from './figure-table';
import { formatMetric, METRIC_SPECS, RATING_LABELS, type MetricSpec, type Percentile, type Rating } from '@/lib/page-metrics/histogram';

const SHOWN = ['LCP', 'INP', 'CLS'] as const;

const RATING_CLASS: Record<Rating, string> = {
  good: 'fill-emerald-600',
  'needs-improvement': 'fill-amber-500',
  poor: 'fill-red-700',
};

const RATING_TEXT: Record<Rating, string> = {
  good: 'text-emerald-800',
  'needs-improvement': 'text-amber-900',
  poor: 'text-red-800',
};

/** A gauge of the p75 against the metric's good and poor thresholds (decoration: the cell says it in words). */
function Gauge({ spec, value }: { spec: MetricSpec; value: number }) {
  const scale = spec.poor * 1.6;
  const at = (figure: number) => Math.min(100, (100 * figure) / scale);
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 100 10" preserveAspectRatio="none" className="mt-1 block h-2.5 w-full max-w-32">
      <rect x="0" y="2" width={at(spec.good)} height="6" className="fill-emerald-200" />
      <rect x={at(spec.good)} y="2" width={at(spec.poor) - at(spec.good)} height="6" className="fill-amber-200" />
      <rect x={at(spec.poor)} y="2" width={100 - at(spec.poor)} height="6" className="fill-red-200" />
      <rect x={Math.max(0, at(value) - 1)} y="0" width="2" height="10" className="fill-slate-900" />
    </svg>
  );
}

function Cell({ spec, figure }: { spec: MetricSpec; figure: Percentile | null }) {
  if (!figure) return <span className="text-slate-600">No data</span>;
  return (
    <>
      <span className="font-semibold tabular-nums text-slate-900">
        {figure.atLeast ? 'over ' : ''}
        {formatMetric(spec, figure.value)}
      </span>{' '}
      <span className={`whitespace-nowrap ${RATING_TEXT[figure.rating]}`}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 10 10" className="inline-block size-2.5 align-baseline">
          <circle cx="5" cy="5" r="5" className={RATING_CLASS[figure.rating]} />
        </svg>{' '}
        {RATING_LABELS[figure.rating]}
      </span>
      <Gauge spec={spec} value={figure.value} />
      <span className="block text-xs text-slate-600">{figure.samples.toLocaleString('en-US')} page loads</span>
    </>
  );
}

/** p75 LCP, INP and CLS per page template, each rated against Google's thresholds. */
export function VitalsTable({ rows }: { rows: readonly TemplateVitals[] }) {
  return (
    <FigureTable
      caption="75th percentile of each Core Web Vital per kind of page, with its rating"
      scrollLabel="Speed per kind of page (scrolls sideways)"
      className="min-w-[20rem]"
      rowHeader={{ header: 'Pages' }}
      columns={SHOWN.map((name) => ({
        header: (
          <abbr title={METRIC_SPECS[name].label} className="no-underline">
            {name}
          </abbr>
        ),
      }))}
      rows={rows.map((row) => ({
        key: row.template,
        label: row.label,
        cells: SHOWN.map((name) => <Cell key={name} spec={METRIC_SPECS[name]} figure={row.metrics[name]} />),
      }))}
    />
  );
}
