import { siteConfig } from '@/lib/site-config';

/** The costly repairs worth budgeting for, as a description list of price ranges. */
export function ExpensiveRepairs({ repairs = siteConfig.expensiveRepairs }: { repairs?: readonly { repair: string; cost: string }[] }) {
  return (
    <dl className="mt-10 grid gap-4 sm:grid-cols-3">
      {repairs.map((item) => (
        <div key={item.repair} className="flex flex-col-reverse rounded-[var(--radius-card)] border-2 border-amber-300 bg-white p-6 text-center">
          <dt className="mt-1 font-semibold text-slate-800">{item.repair}</dt>
          <dd className="text-2xl font-extrabold text-brand-navy tabular-nums sm:text-3xl">{item.cost}</dd>
        </div>
      ))}
    </dl>
  );
}
