import type { Stat } from '@/lib/copy/types';

export type { Stat };

const variants = {
  sand: { card: 'stat bg-brand-sand ring-1 ring-amber-200', label: 'text-sm font-medium text-slate-700', value: 'text-3xl sm:text-4xl' },
  /** Figures to budget for: a white card with a warning border. */
  alert: { card: 'stat border-2 border-amber-300 bg-white', label: 'font-semibold text-slate-800', value: 'text-2xl tabular-nums sm:text-3xl' },
} as const;

/** A row of big figures with their labels (a description list, so each figure keeps its label). */
export function StatStrip({ stats, variant = 'sand' }: { stats: readonly Stat[]; variant?: keyof typeof variants }) {
  const style = variants[variant];
  return (
    <dl className={`mt-10 grid gap-4 sm:grid-cols-2 ${stats.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={style.card}>
          <dt className={style.label}>{stat.label}</dt>
          <dd className={style.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
