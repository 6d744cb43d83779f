import type { Hero } from '@/lib/copy/types';
import { PageActions } from './page-actions';

/**
 * The navy band at the top of a marketing page: eyebrow, the page's one h1, intro, the two buttons and
 * proof points; a service page shows its icon tile beside the title.
 */
export function PageHero({ hero }: { hero: Hero }) {
  const { badge } = hero;
  return (
    <section aria-labelledby="page-hero-title" className="page-hero">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className={badge ? 'flex max-w-3xl flex-col gap-6 sm:flex-row sm:items-start' : 'max-w-3xl'}>
          {badge ? (
            // The icon is drawn in the text color: navy, not the hero's white, which would vanish on the white tile.
            <span
              aria-hidden="true"
              className={`grid size-16 shrink-0 place-items-center rounded-2xl bg-white text-4xl text-brand-navy shadow-lg ring-4 i-${badge.icon}`}
              style={{ ['--tw-ring-color' as string]: badge.color }}
            />
          ) : null}
          <div>
            {hero.eyebrow ? <p className="eyebrow text-amber-300">{hero.eyebrow}</p> : null}
            <h1 id="page-hero-title" className="hero-title">
              {hero.title}
            </h1>
            <p className="hero-intro">{hero.intro}</p>
            <div className="hero-actions sm:flex-wrap">
              <PageActions actions={hero.actions} buttonClass="text-lg" />
            </div>
            {hero.highlights && hero.highlights.length > 0 ? (
              <ul className="mt-8 flex flex-wrap gap-2" aria-label="Highlights">
                {hero.highlights.map((item) => (
                  <li key={item} className="hero-chip hero-chip-light">
                    {item}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
