import Link from 'next/link';
import { TrackedLink } from '@/components/ui/tracked-link';
import type { Actions } from '@/lib/copy/types';
import { siteConfig } from '@/lib/site/config';

/**
 * The two buttons of a hero or a closing band: the page's first action (the quote application, or a
 * page of the site reported as a call to action with its label) and the tap-to-call link beside it.
 */
export function PageActions({ actions, buttonClass = '' }: { actions: Actions; buttonClass?: string }) {
  const { primary, location } = actions;
  const extra = buttonClass ? ` ${buttonClass}` : '';
  return (
    <>
      {primary.kind === 'quote' ? (
        <TrackedLink kind="quote" location={location} className={`btn-primary${extra}`}>
          {primary.label}
        </TrackedLink>
      ) : (
        <Link href={primary.href} className={`btn-primary${extra}`} data-track="cta" data-track-location={location} data-track-label={primary.label}>
          {primary.label}
        </Link>
      )}
      <TrackedLink kind="phone" location={location} className={`btn-light${extra}`}>
        {`Call ${siteConfig.phone}`}
      </TrackedLink>
    </>
  );
}
