import type { Stat } from '@/lib/content/types';

export type { Stat };

/** A row of big figures with their labels (a description list, so each figure keeps its label). */
export function StatStrip({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className={`mt-10 grid gap-4 sm:grid-cols-2 ${stats.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-[var(--radius-card)] bg-brand-sand p-6 text-center ring-1 ring-amber-200">
          <dt className="mt-1 text-sm font-medium text-slate-700">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-navy sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
