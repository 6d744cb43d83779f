import { businessJsonLd, faqJsonLd, serviceJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import type { FaqItem, MarketingPage, Section } from './types';

/** Sections of a page, in order: the bands before the closing call to action, then those after it. */
export function pageSections(page: MarketingPage): Section[] {
  const before = page.sections.filter((section): section is Section => section.kind !== 'contact-request');
  return [...before, ...(page.after ?? [])];
}

/** The questions a page answers: one FAQPage for all its FAQ sections, so search engines see a single list. */
export function pageFaqs(page: MarketingPage): FaqItem[] {
  return pageSections(page).flatMap((section) => (section.kind === 'faq' ? section.items : []));
}

/**
 * The structured data of a marketing page besides its breadcrumbs: the business or the service it
 * describes (named by the h1, described by the meta description), and its FAQ when it has one.
 */
export function pageJsonLd(page: MarketingPage): object[] {
  const { schema, meta } = page;
  const name = page.hero?.title ?? meta.title;
  const blocks: object[] = [];
  if (schema.kind === 'home') blocks.push(businessJsonLd(), websiteJsonLd());
  if (schema.kind === 'business') blocks.push(businessJsonLd({ path: meta.path, facts: schema.facts }));
  if (schema.kind === 'service') {
    blocks.push(serviceJsonLd({ name, description: meta.description, path: meta.path, serviceType: schema.serviceType, offers: schema.offers }));
  }
  if (schema.kind === 'local-service') {
    const { location } = schema;
    blocks.push(
      businessJsonLd({ areas: [location], postalCodes: location.zipCodes, path: meta.path }),
      serviceJsonLd({ name, description: meta.description, path: meta.path, serviceType: schema.serviceType, areas: [location], offers: schema.offers }),
    );
  }
  const faqs = pageFaqs(page);
  if (faqs.length > 0) blocks.push(faqJsonLd(faqs));
  return blocks;
}
