import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { SectionHeading } from '@/components/marketing/section-heading';
import { ServiceCta } from '@/components/marketing/service-cta';
import { ServiceHero } from '@/components/marketing/service-hero';
import { ServiceLinkList } from '@/components/marketing/service-link-list';
import { ServiceZipCodes } from '@/components/marketing/service-zip-codes';
import { ViewItem } from '@/components/analytics/view-item';
import { JsonLd } from '@/components/seo/json-ld';
import { TrackedLink } from '@/components/ui/tracked-link';
import { allServiceLocations } from '@/lib/catalogue';
import { serviceLocationPage } from '@/lib/content/service-location-copy';
import { breadcrumbJsonLd, businessJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

type Props = { params: Promise<{ serviceLocation: string }> };

// Only the 20 service-by-city combinations exist; anything else is a real 404 (DESIGN.md).
export const dynamicParams = false;

export function generateStaticParams() {
  return allServiceLocations().map(({ slug }) => ({ serviceLocation: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = serviceLocationPage((await params).serviceLocation);
  if (!page) return {};
  return buildMetadata({
    title: page.metaTitle,
    absoluteTitle: true,
    description: page.copy.description,
    path: page.path,
    keywords: [
      `${page.service.name.toLowerCase()} repairs ${page.location.name}`,
      `${page.service.name.toLowerCase()} contractor ${page.location.fullName}`,
      `home inspection repairs ${page.location.name}`,
      ...page.service.subServices.slice(0, 3).map((item) => `${item.toLowerCase()} ${page.location.name}`),
      'PICRA repairs',
    ],
  });
}

/** SPEC: 'Request Free Quote' goes to the home page; beside it, the phone. Used by the hero and the closing call to action. */
function ServiceActions({ location }: { location: string }) {
  return (
    <>
      <Link href="/" className="btn-primary" data-track="cta" data-track-location={location} data-track-label="Request Free Quote">
        Request Free Quote
      </Link>
      <TrackedLink kind="phone" location={location} className="btn-light">
        Call {siteConfig.phone}
      </TrackedLink>
    </>
  );
}

export default async function ServiceLocationPage({ params }: Props) {
  const page = serviceLocationPage((await params).serviceLocation);
  if (!page) notFound();
  const { service, location, copy } = page;

  return (
    <>
      <JsonLd
        data={[
          businessJsonLd({ areas: [location], postalCodes: location.zipCodes, path: page.path }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Service Areas', path: '/service-areas' },
            { name: page.heading, path: page.path },
          ]),
          serviceJsonLd({
            name: page.heading,
            description: copy.description,
            path: page.path,
            serviceType: service.title,
            areas: [location],
            offers: service.subServices,
          }),
        ]}
      />

      <ViewItem id={page.path.slice(1)} name={page.heading} category={service.title} />
      <ServiceHero
        icon={service.icon}
        color={service.color}
        eyebrow={`${location.name} inspection repairs`}
        title={page.heading}
        lead={copy.lead}
        actions={<ServiceActions location="service_hero" />}
      />

      <section aria-labelledby="local-title" className="section">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="local-title" align="left" eyebrow={location.fullName} title={`${service.name} findings in ${location.name} homes`} />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
              {copy.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="card self-start">
            <h3 className="text-xl font-semibold text-brand-navy">{service.title} we handle</h3>
            <p className="mt-2 text-slate-700">{service.description}</p>
            <ul className="mt-5 grid gap-3" aria-label={`${service.title} services`}>
              {service.subServices.map((item) => (
                <li key={item} className="flex items-center gap-3 font-medium text-slate-800">
                  <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-teal text-sm text-white">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-brand-sand">
        <div className="section">
          <SectionHeading id="why-title" title={`Why Choose ${siteConfig.shortName}`} intro={`What ${location.name} buyers, sellers and agents get when we take on their ${service.name.toLowerCase()} list.`} />
          <FeatureGrid items={page.features} columns={4} />
        </div>
      </section>

      <section aria-labelledby="zip-title" className="section">
        <SectionHeading
          id="zip-title"
          align="left"
          title={`Zip codes we serve in ${location.name}`}
          intro={`${service.title} in these ${location.name} zip codes and the neighbourhoods around them.`}
        />
        <div className="mt-6">
          <ServiceZipCodes zips={page.zips} label={`${location.name} zip codes`} />
        </div>
      </section>

      <ServiceCta
        id="cta-title"
        title={`Get your ${location.name} ${service.name.toLowerCase()} repairs quoted today`}
        text={`Send us the inspection report and we will price each item. ${siteConfig.claims.estimates}, ${siteConfig.claims.reply.toLowerCase()}.`}
        actions={<ServiceActions location="service_cta" />}
      />

      <section aria-labelledby="more-title" className="section">
        <SectionHeading id="more-title" title="More inspection repairs nearby" />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <ServiceLinkList id="other-services-title" title={`Other services in ${location.name}`} links={page.otherServices} />
          <ServiceLinkList id="other-cities-title" title={`${service.title} in other cities`} links={page.otherCities} />
        </div>
      </section>
    </>
  );
}
