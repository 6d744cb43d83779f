import { HeroRotator } from '@/components/ui/hero-rotator';
import { locationNames, routedLocationList } from '@/lib/site/catalogue';
import { getHeroImages } from '@/lib/images/hero-images';
import { siteConfig } from '@/lib/site/config';
import { blogConfig } from '@/lib/blog/browser';
import { uiTimings } from '@/lib/site/ui-timings';

/** '500+ Articles' -> { value: '500+', label: 'Articles' }. */
function splitStat(stat: string): { value: string; label: string } {
  const [value = stat, ...rest] = stat.split(' ');
  return { value, label: rest.join(' ') };
}

/** Blog home hero: the hero images rotating every 5 s, and the static stats. */
export function BlogHero() {
  return (
    <HeroRotator images={getHeroImages()} intervalMs={uiTimings.heroRotationMs} fadeMs={uiTimings.heroFadeMs}>
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 text-white sm:px-6 lg:pt-24 lg:pb-28">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{siteConfig.name} Blog</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">Home Inspection Repair Insights for Hampton Roads</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-100 sm:text-xl">
          Plain answers for buyers, sellers and agents: what inspectors find in {locationNames(routedLocationList)} homes, what the repairs
          cost, and how Virginia&apos;s PICRA addendum shapes the negotiation.
        </p>
        <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-3">
          {blogConfig.stats.map((stat) => {
            const { value, label } = splitStat(stat);
            return (
              <div key={stat} className="flex flex-col rounded-xl bg-brand-navy-dark/70 px-3 py-4 text-center ring-1 ring-white/25">
                <dt className="order-2 mt-1 text-sm font-medium text-slate-100">{label}</dt>
                <dd className="order-1 text-2xl font-extrabold sm:text-3xl">{value}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </HeroRotator>
  );
}
