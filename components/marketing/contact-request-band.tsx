import Link from 'next/link';
import { ContactForm } from '@/components/contact/contact-form';
import { HoursList } from '@/components/ui/hours-list';
import type { ContactRequestBand as Band } from '@/lib/copy/types';
import { siteConfig } from '@/lib/site/config';

/** The request form beside the business hours and the area served. */
export function ContactRequestBand({ band }: { band: Band }) {
  return (
    <section aria-labelledby="form-title" className="bg-brand-sand">
      <div className="section grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div className="card">
          <h2 id="form-title" className="text-2xl font-bold text-brand-navy sm:text-3xl">
            {band.formTitle}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{band.formNote}</p>
          <ContactForm />
        </div>
        <div className="space-y-8">
          <section aria-labelledby="hours-title" className="card">
            <h2 id="hours-title" className="text-xl font-semibold text-brand-navy">
              {band.hoursTitle}
            </h2>
            <HoursList look="band" />
            <p className="mt-4 text-sm text-slate-700">
              {siteConfig.claims.emergency}: call {siteConfig.phone}.
            </p>
          </section>
          <section aria-labelledby="area-title" className="card">
            <h2 id="area-title" className="text-xl font-semibold text-brand-navy">
              {band.areaTitle}
            </h2>
            <p className="mt-2 text-slate-700">{band.areaText}</p>
            <Link href={band.areaLink.href} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-teal-dark underline underline-offset-4">
              {band.areaLink.label}
            </Link>
          </section>
        </div>
      </div>
    </section>
  );
}
