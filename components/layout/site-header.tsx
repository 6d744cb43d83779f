import { TrackedLink } from '@/components/ui/tracked-link';
import { siteConfig } from '@/lib/site/config';
import { Navbar } from './navbar';

/**
 * The navigation bar with its server-rendered contact links: the phone number on wide screens (phones
 * have the action bar at the bottom instead) and Request Quote everywhere.
 */
export function SiteHeader({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  return (
    <Navbar
      variant={variant}
      quoteLink={
        <span className="header-actions">
          <TrackedLink kind="phone" location={`nav_${variant}`} className="header-phone">
            <span aria-hidden="true" className="i-phone" />
            {siteConfig.phone}
          </TrackedLink>
          <TrackedLink kind="quote" location={`nav_${variant}`} className="btn-primary">
            Request Quote
          </TrackedLink>
        </span>
      }
    />
  );
}
