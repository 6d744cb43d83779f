import { HeroRotator } from '@/components/ui/hero-rotator';
import { TrackedLink } from '@/components/ui/tracked-link';
import { landingHero } from '@/lib/copy/landing';
import type { HeroImage } from '@/lib/images/hero-images';
import { HERO_SLIDES_PATH } from '@/lib/images/hero-slides';
import { siteConfig } from '@/lib/site/config';
import { uiTimings } from '@/lib/site/ui-timings';

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
        intervalMs={uiTimings.heroRotationMs}
        fadeMs={uiTimings.heroFadeMs}
        className="flex min-h-[34rem] items-center lg:min-h-[40rem]"
      >
        <div className="landing-hero-inner">
          <div className="max-w-3xl text-white">
            <p className="eyebrow text-amber-300">{landingHero.eyebrow}</p>
            <h1 id="hero-title" className="hero-title lg:text-6xl">
              {landingHero.title}
            </h1>
            <p className="hero-intro">{landingHero.intro}</p>
            <div className="hero-actions">
              <TrackedLink kind="quote" location="hero" className="btn-primary text-lg">
                Request a Quote
              </TrackedLink>
              <TrackedLink kind="phone" location="hero" className="btn-light text-lg">
                {`Call ${siteConfig.phone}`}
              </TrackedLink>
            </div>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Why homeowners call us">
              {landingHero.highlights.map((item) => (
                <li key={item} className="hero-chip">
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
