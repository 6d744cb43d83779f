import type { Metadata } from 'next';
import Link from 'next/link';
import { AreaCard } from '@/components/marketing/area-card';
import { PageHero } from '@/components/marketing/page-hero';
import { SectionHeading } from '@/components/marketing/section-heading';
import { ServiceCta } from '@/components/marketing/service-cta';
import { StatStrip } from '@/components/marketing/stat-strip';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqList } from '@/components/ui/faq-list';
import { TrackedLink } from '@/components/ui/tracked-link';
import { serviceAreaCards, serviceAreaFaq, serviceAreaStats, serviceOverview } from '@/lib/content/service-areas';
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

const PATH = '/service-areas';

export const metadata: Metadata = buildMetadata({
  title: 'Hampton Roads Service Areas',
  description:
    'Inspection repairs in Hampton, Newport News, Norfolk, Chesapeake and Yorktown: zip codes, local services and same-day estimates across Hampton Roads.',
  path: PATH,
  keywords: [
    'Hampton Roads home repair contractor',
    'inspection repairs Hampton',
    'inspection repairs Newport News',
    'inspection repairs Norfolk',
    'inspection repairs Chesapeake',
    'inspection repairs Yorktown',
  ],
});

export default function ServiceAreasPage() {
  const areas = serviceAreaCards();
  return (
    <>
      <JsonLd
        data={[
          businessJsonLd({ path: PATH }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Service Areas', path: PATH },
          ]),
          faqJsonLd(serviceAreaFaq),
        ]}
      />

      <PageHero
        eyebrow={siteConfig.address.area}
        title="Inspection Repairs Across Hampton Roads"
        intro={`From the Peninsula to the Southside, our crews fix what the home inspection found in five cities. ${siteConfig.claims.estimates}, and most repairs done in ${siteConfig.claims.repairDays}.`}
        actions={
          <>
            <TrackedLink kind="quote" location="service_areas_hero" className="btn-primary">
              Request a Quote
            </TrackedLink>
            <TrackedLink kind="phone" location="service_areas_hero" className="btn-light">
              Call {siteConfig.phone}
            </TrackedLink>
          </>
        }
      />

      <section aria-labelledby="stats-title" className="section pb-0">
        <h2 id="stats-title" className="sr-only">
          Our reach in numbers
        </h2>
        <StatStrip stats={serviceAreaStats} />
      </section>

      <section aria-labelledby="areas-title" className="section">
        <SectionHeading
          id="areas-title"
          title="Cities we serve"
          intro="Every city has its own housing stock and its own usual inspection findings. Pick yours to see what we fix there most often."
        />
        <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {areas.map((area) => (
            <AreaCard key={area.slug} area={area} />
          ))}
        </div>
      </section>

      <section aria-labelledby="services-title" className="bg-brand-sand">
        <div className="section">
          <SectionHeading id="services-title" title="Services in every city" intro="The same licensed crews and the same five repair trades, wherever the house is." />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {serviceOverview().map((service) => (
              <li key={service.slug} className="card flex flex-col">
                <span aria-hidden="true" className="text-3xl">
                  {service.icon}
                </span>
                <h3 className="mt-3 text-lg font-semibold text-brand-navy">{service.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{service.description}</p>
                <Link href={service.href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-teal-dark underline underline-offset-4">
                  {service.title} in Hampton
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="section">
        <SectionHeading id="faq-title" title="Service area questions" />
        <div className="mx-auto mt-10 max-w-3xl">
          <FaqList items={serviceAreaFaq} />
        </div>
      </section>

      <ServiceCta
        id="areas-cta-title"
        title="Not sure whether we cover your street?"
        text={`Call or send the contact form with your address. ${siteConfig.claims.reply}.`}
        actions={
          <>
            <Link href="/contact" className="btn-primary">
              Contact Us
            </Link>
            <TrackedLink kind="phone" location="service_areas_cta" className="btn-light">
              Call {siteConfig.phone}
            </TrackedLink>
          </>
        }
      />
    </>
  );
}
