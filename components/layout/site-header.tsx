import { TrackedLink } from '@/components/ui/tracked-link';
import { Navbar } from './navbar';

/** The navigation bar with its server-rendered Request Quote link. */
export function SiteHeader({ variant = 'full' }: { variant?: 'full' | 'compact' }) {
  return (
    <Navbar
      variant={variant}
      quoteLink={
        <TrackedLink kind="quote" location={`nav_${variant}`} className="btn-primary">
          Request Quote
        </TrackedLink>
      }
    />
  );
}
