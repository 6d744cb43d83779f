import { siteConfig } from '@/lib/site/config';

/**
 * The opening hours from the site configuration as a description list, day by day. `look` picks the
 * hours-* class: in the footer, on a contact card, or in the contact page's request band.
 */
export function HoursList({ look }: { look: 'footer' | 'card' | 'band' }) {
  return (
    <dl className={`hours hours-${look}`}>
      {siteConfig.hours.map((entry) => (
        <div key={entry.days}>
          <dt>{entry.days}</dt>
          <dd>{entry.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
