import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactForm } from '@/components/contact/contact-form';
import { PageHero } from '@/components/marketing/page-hero';
import { ProcessSteps } from '@/components/marketing/process-steps';
import { SectionHeading } from '@/components/marketing/section-heading';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqList } from '@/components/ui/faq-list';
import { TrackedLink } from '@/components/ui/tracked-link';
import { contactFaq, serviceAreaNames, whatToExpect } from '@/lib/contact/page-content';
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

const PATH = '/contact';

export const metadata: Metadata = buildMetadata({
  title: 'Contact and Repair Requests',
  description: `Request inspection repairs in Hampton Roads: call ${siteConfig.phone}, e-mail us or send the form. Free quotes, a reply within 24 hours.`,
  path: PATH,
  keywords: ['contact repair contractor Hampton VA', 'request inspection repairs', 'free repair quote Hampton Roads', 'PICRA repair quote'],
});

const methodClass = 'card flex flex-col items-start';

export default function ContactPage() {
  return (
    <>
      <JsonLd
        data={[
          businessJsonLd({ path: PATH }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Contact', path: PATH },
          ]),
          faqJsonLd(contactFaq),
        ]}
      />

      <PageHero
        eyebrow="Contact us"
        title="Request Inspection Repairs"
        intro={`Tell us what the inspector found and where the house is. ${siteConfig.claims.estimates}, ${siteConfig.claims.reply.toLowerCase()} and ${siteConfig.claims.emergency.toLowerCase()}.`}
        actions={
          <>
            <TrackedLink kind="quote" location="contact_hero" className="btn-primary">
              Request Free Quote Now
            </TrackedLink>
            <TrackedLink kind="phone" location="contact_hero" className="btn-light">
              Call {siteConfig.phone}
            </TrackedLink>
          </>
        }
      />

      <section aria-labelledby="methods-title" className="section">
        <SectionHeading id="methods-title" title="Three ways to reach us" intro="Pick whichever is quickest for you. Every request reaches the same team." />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <li className={methodClass}>
            <span aria-hidden="true" className="text-3xl">
              📞
            </span>
            <h3 className="mt-3 text-xl font-semibold text-brand-navy">Phone</h3>
            <p className="mt-2 flex-1 text-slate-700">Talk to us during business hours; emergencies any time.</p>
            <TrackedLink kind="phone" location="contact_methods" className="mt-4 font-semibold text-brand-teal-dark underline underline-offset-4">
              {siteConfig.phone}
            </TrackedLink>
          </li>
          <li className={methodClass}>
            <span aria-hidden="true" className="text-3xl">
              ✉️
            </span>
            <h3 className="mt-3 text-xl font-semibold text-brand-navy">Email</h3>
            <p className="mt-2 flex-1 text-slate-700">Send the inspection report and any photos. {siteConfig.claims.reply}.</p>
            <TrackedLink kind="email" location="contact_methods" className="mt-4 font-semibold break-all text-brand-teal-dark underline underline-offset-4">
              {siteConfig.email}
            </TrackedLink>
          </li>
          <li className={methodClass}>
            <span aria-hidden="true" className="text-3xl">
              📝
            </span>
            <h3 className="mt-3 text-xl font-semibold text-brand-navy">Quick quote</h3>
            <p className="mt-2 flex-1 text-slate-700">Upload the report online and get an itemised, free quote.</p>
            <TrackedLink kind="quote" location="contact_methods" className="btn-primary mt-4">
              Request Quote
            </TrackedLink>
          </li>
        </ul>
      </section>

      <section aria-labelledby="form-title" className="bg-brand-sand">
        <div className="section grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="card">
            <h2 id="form-title" className="text-2xl font-bold text-brand-navy sm:text-3xl">
              Send a repair request
            </h2>
            <p className="mt-2 mb-6 text-slate-700">All fields are required except urgency.</p>
            <ContactForm />
          </div>
          <div className="space-y-8">
            <section aria-labelledby="hours-title" className="card">
              <h2 id="hours-title" className="text-xl font-semibold text-brand-navy">
                Business hours
              </h2>
              <dl className="mt-4 divide-y divide-slate-200">
                {siteConfig.hours.map((entry) => (
                  <div key={entry.days} className="flex justify-between gap-4 py-2.5">
                    <dt className="font-medium text-slate-800">{entry.days}</dt>
                    <dd className="text-right text-slate-700">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-sm text-slate-700">{siteConfig.claims.emergency}: call {siteConfig.phone}.</p>
            </section>
            <section aria-labelledby="area-title" className="card">
              <h2 id="area-title" className="text-xl font-semibold text-brand-navy">
                Where we work
              </h2>
              <p className="mt-2 text-slate-700">
                {serviceAreaNames}, {siteConfig.address.regionName}.
              </p>
              <Link href="/service-areas" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-teal-dark underline underline-offset-4">
                See our service areas
              </Link>
            </section>
          </div>
        </div>
      </section>

      <section aria-labelledby="expect-title" className="section">
        <SectionHeading id="expect-title" title="What to Expect" intro="From your first message to the re-inspection." />
        <ProcessSteps steps={whatToExpect} />
      </section>

      <section aria-labelledby="contact-faq-title" className="section pt-0">
        <SectionHeading id="contact-faq-title" title="Frequently asked questions" />
        <div className="mx-auto mt-10 max-w-3xl">
          <FaqList items={contactFaq} />
        </div>
      </section>
    </>
  );
}
