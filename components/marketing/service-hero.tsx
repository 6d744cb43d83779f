import type { ReactNode } from 'react';

type ServiceHeroProps = {
  icon: string;
  /** Accent colour of the icon tile. */
  color: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions: ReactNode;
};

/** The service-by-city hero: the service's icon, the page's one h1, a lead and the two actions. */
export function ServiceHero({ icon, color, eyebrow, title, lead, actions }: ServiceHeroProps) {
  return (
    <section aria-labelledby="service-hero-title" className="bg-gradient-to-br from-brand-navy-dark via-brand-navy to-brand-teal-dark text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="flex max-w-3xl flex-col gap-6 sm:flex-row sm:items-start">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-2xl bg-white text-4xl shadow-lg ring-4"
            style={{ ['--tw-ring-color' as string]: color }}
          >
            {icon}
          </span>
          <div>
            <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p>
            <h1 id="service-hero-title" className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-100 sm:text-xl">{lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
