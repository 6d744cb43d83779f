import { HeroRotator } from '@/components/ui/hero-rotator';
import { TrackedLink } from '@/components/ui/tracked-link';
import { landingHero } from '@/lib/content/landing';
import type { HeroImage } from '@/lib/hero-images';
import { HERO_SLIDES_PATH } from '@/lib/hero-slides';
import { siteConfig } from '@/lib/site-config';

/**
 * Landing hero: the rotating background (every image of the hero folder, 5 s each, 1 s fade) under the
 * h1 and quote button. The page carries the first picture; the slideshow fetches the others' list.
 */
export function LandingHero({ images }: { images: readonly HeroImage[] }) {
  return (
    <section aria-labelledby="hero-title" id="hero">
      <HeroRotator
        images={images.slice(0, 1)}
        slides={{ url: HERO_SLIDES_PATH, count: images.length }}
        intervalMs={siteConfig.ui.heroRotationMs}
        fadeMs={siteConfig.ui.heroFadeMs}
        className="flex min-h-[34rem] items-center lg:min-h-[40rem]"
      >
        <div className="mx-auto w-full max-w-7xl px-4 pt-16 pb-24 sm:px-6 lg:py-24">
          <div className="max-w-3xl text-white">
            <p className="eyebrow text-amber-300">{landingHero.eyebrow}</p>
            <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {landingHero.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-100 sm:text-xl">{landingHero.intro}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <TrackedLink kind="quote" location="hero" className="btn-primary text-lg">
                Request a Quote
              </TrackedLink>
              <TrackedLink kind="phone" location="hero" className="btn-light text-lg">
                {`Call ${siteConfig.phone}`}
              </TrackedLink>
            </div>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Why homeowners call us">
              {landingHero.highlights.map((item) => (
                <li key={item} className="hero-chip bg-brand-navy-dark/70 ring-white/30">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </HeroRotator>
    </section>
  );
}
