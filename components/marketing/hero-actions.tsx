import { TrackedLink } from '@/components/ui/tracked-link';
import { siteConfig } from '@/lib/site-config';

/** The quote button (new tab) and call link under a page hero. */
export function HeroActions({ location, quoteLabel = 'Get a Free Quote' }: { location: string; quoteLabel?: string }) {
  return (
    <>
      <TrackedLink kind="quote" location={location} className="btn-primary text-lg">
        {quoteLabel}
      </TrackedLink>
      <TrackedLink kind="phone" location={location} className="btn-light text-lg">
        Call {siteConfig.phone}
      </TrackedLink>
    </>
  );
}
