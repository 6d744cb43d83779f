import type { ReactNode } from 'react';

/** One figure of the dashboard: a titled region, a line on what it counts, its chart and table. */
export function DashboardCard({ id, title, note, children, wide = false }: { id: string; title: string; note: string; children: ReactNode; wide?: boolean }) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-lg bg-white p-4 shadow-[var(--shadow-card)] ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 id={id} className="text-lg font-bold text-brand-navy">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{note}</p>
      <div className="mt-3">{children}</div>
    </section>
  );
}
