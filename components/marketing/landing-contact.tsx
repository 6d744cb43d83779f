import { TrackedLink } from '@/components/ui/tracked-link';
import { serviceAreaNames } from '@/lib/content/faqs';
import { siteConfig } from '@/lib/site-config';

const cardLink = 'mt-3 inline-flex min-h-11 items-center font-semibold [overflow-wrap:anywhere] text-brand-teal underline-offset-4 hover:underline';

/** The landing page's contact cards: tap-to-call, mailto, a maps link for the service area, and hours. */
export function LandingContact() {
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      <div className="card">
        <h3 className="text-lg font-semibold text-brand-navy">
          <span aria-hidden="true">📞 </span>Call us
        </h3>
        <p className="mt-2 text-slate-700">Speak to a repair coordinator about your report.</p>
        <TrackedLink kind="phone" location="contact_section" className={cardLink}>
          {siteConfig.phone}
        </TrackedLink>
      </div>
      <div className="card">
        <h3 className="text-lg font-semibold text-brand-navy">
          <span aria-hidden="true">✉️ </span>E-mail
        </h3>
        <p className="mt-2 text-slate-700">Attach the inspection report or the PICRA.</p>
        <TrackedLink kind="email" location="contact_section" className={cardLink}>
          {siteConfig.email}
        </TrackedLink>
      </div>
      <div className="card">
        <h3 className="text-lg font-semibold text-brand-navy">
          <span aria-hidden="true">📍 </span>Service area
        </h3>
        <p className="mt-2 text-slate-700">{serviceAreaNames}, Virginia.</p>
        <a href={siteConfig.mapsUrl} target="_blank" rel="noopener noreferrer" className={cardLink}>
          View {siteConfig.address.area} on the map
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <div className="card">
        <h3 className="text-lg font-semibold text-brand-navy">
          <span aria-hidden="true">🕗 </span>Hours
        </h3>
        <dl className="mt-2 space-y-1 text-slate-700">
          {siteConfig.hours.map((entry) => (
            <div key={entry.days} className="flex flex-wrap justify-between gap-x-3">
              <dt className="font-medium">{entry.days}</dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{siteConfig.claims.emergency}.</p>
      </div>
    </div>
  );
}
