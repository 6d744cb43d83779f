import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { TrackedLink } from '@/components/ui/tracked-link';
import type { LegalDocument } from '@/lib/copy/legal';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site/config';

/** A legal page: h1, effective date, table of contents, numbered sections and a contact block, with its markup. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { path, description } = document.meta;
  return (
    <>
      <JsonLd data={webPageJsonLd({ name: document.title, description, path, dateModified: document.effectiveDate.iso })} />
      <Breadcrumbs trail={[{ name: document.title, path }]} display="none" />
      <LegalArticle document={document} />
    </>
  );
}

function LegalArticle({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <header>
        <h1 className="section-title">{document.title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600">
          Effective <time dateTime={document.effectiveDate.iso}>{document.effectiveDate.label}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{document.intro}</p>
      </header>

      <nav aria-label="On this page" className="mt-8 rounded-[var(--radius-card)] bg-slate-50 p-5 ring-1 ring-slate-200">
        <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">On this page</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-teal">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href="#contact-us" className="underline-offset-4 hover:underline">
              Contact us
            </a>
          </li>
        </ol>
      </nav>

      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-brand-navy">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <section id="contact-us" aria-labelledby="contact-us-heading" className="mt-10 rounded-[var(--radius-card)] bg-brand-sand p-6 ring-1 ring-amber-200">
        <h2 id="contact-us-heading" className="text-2xl font-bold text-brand-navy">
          {document.sections.length + 1}. Contact us
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">{document.contactText}</p>
        <ul className="mt-3 space-y-1 text-slate-800">
          <li>
            E-mail:{' '}
            <TrackedLink kind="email" location={`${document.meta.path.slice(1)}_page`} className="font-semibold break-all text-brand-teal underline underline-offset-4">
              {siteConfig.email}
            </TrackedLink>
          </li>
          <li>
            Phone:{' '}
            <TrackedLink kind="phone" location={`${document.meta.path.slice(1)}_page`} className="font-semibold text-brand-teal underline underline-offset-4">
              {siteConfig.phone}
            </TrackedLink>
          </li>
          <li>
            {siteConfig.name}, {siteConfig.address.locality}, {siteConfig.address.regionName}
          </li>
        </ul>
      </section>
    </article>
  );
}
