import type { ReactNode } from 'react';

type PageHeroProps = {
  /** Small label above the title, e.g. 'For home buyers'. */
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  intro: ReactNode;
  /** Buttons under the intro (TrackedLink quote and phone links). */
  actions?: ReactNode;
  /** Short proof points shown as chips under the buttons. */
  highlights?: readonly string[];
};

/** Navy hero band at the top of the marketing pages: eyebrow, h1, intro, actions, highlights. */
export function PageHero({ eyebrow, title, intro, actions, highlights }: PageHeroProps) {
  return (
    <section aria-labelledby="page-hero-title" className="bg-gradient-to-br from-brand-navy-dark via-brand-navy to-brand-teal-dark text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p> : null}
          <h1 id="page-hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <div className="mt-5 text-lg leading-relaxed text-slate-100 sm:text-xl">{intro}</div>
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
          {highlights && highlights.length > 0 ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Highlights">
              {highlights.map((item) => (
                <li key={item} className="rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/25">
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
