import type { ReactNode } from 'react';
import { TrackedLink } from '@/components/ui/tracked-link';
import { siteConfig } from '@/lib/site-config';

type CtaBandProps = {
  /** id of the band's h2 (unique on the page). */
  id?: string;
  title: string;
  text: ReactNode;
  /** Analytics location of the two links, e.g. 'buyer_cta'. */
  location: string;
  quoteLabel?: string;
  /** Show the phone link next to the quote button (default true). */
  showPhone?: boolean;
};

/**
 * Closing call to action: a quote button that opens the quote application in a new tab and a
 * tap-to-call link, both tracked.
 */
export function CtaBand({ id = 'cta-title', title, text, location, quoteLabel = 'Request a Free Quote', showPhone = true }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-navy text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-20">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <div className="mt-4 text-lg leading-relaxed text-slate-100">{text}</div>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <TrackedLink kind="quote" location={location} className="btn-primary w-full sm:w-auto">
            {quoteLabel}
          </TrackedLink>
          {showPhone ? (
            <TrackedLink kind="phone" location={location} className="btn-light w-full sm:w-auto">
              Call {siteConfig.phone}
            </TrackedLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
