import { TrackedLink } from '@/components/ui/tracked-link';
import { siteConfig } from '@/lib/site/config';

/**
 * Call, Text and Request a Quote, one tap away at the bottom of a phone's screen (hidden where the
 * header shows the number, from 1024 px). Plain server-rendered links: no script of its own, the
 * clicks are counted by the site's one analytics listener. The page keeps room for it at its end and
 * the Top button floats above it (app/globals.css), so it never covers the page's last lines or a
 * focused control.
 */
export function ActionBar() {
  return (
    <nav aria-label="Call, text or request a quote" className="action-bar">
      <ul className="action-bar-list">
        <li>
          <TrackedLink kind="phone" location="action_bar" className="action-bar-link">
            <span aria-hidden="true" className="i-phone action-bar-icon" />
            Call<span className="sr-only"> {siteConfig.phone}</span>
          </TrackedLink>
        </li>
        <li>
          <TrackedLink kind="text" location="action_bar" className="action-bar-link">
            <span aria-hidden="true" className="i-text action-bar-icon" />
            Text<span className="sr-only"> {siteConfig.phone}</span>
          </TrackedLink>
        </li>
        <li>
          <TrackedLink kind="quote" location="action_bar" className="action-bar-link action-bar-quote">
            <span aria-hidden="true" className="i-form action-bar-icon" />
            Request a Quote
          </TrackedLink>
        </li>
      </ul>
    </nav>
  );
}
