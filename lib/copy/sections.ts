import { locations, ROUTED_LOCATION_SLUGS, serviceList } from '@/lib/site/catalogue';
import type { Actions, Crumb, FaqItem, Hero, MarketingPage, PageMeta, Section } from './types';

/** Sections and parts that several marketing pages share, written once. */

/** The quote button with the phone beside it, reported at `location`. */
export function quoteActions(location: string, label: string): Actions {
  return { primary: { kind: 'quote', label }, location };
}

/** A page one level below Home: its crumb is named `name` and points at its own path. */
export function topLevelCrumbs(meta: PageMeta, name: string): Crumb[] {
  return [{ name, path: meta.path }];
}

/** The band linking each routed city's service pages, with Chesapeake named after them. */
export const serviceAreaLinksSection: Section = {
  kind: 'service-area-links',
  id: 'service-areas',
  eyebrow: 'Service areas',
  title: 'Serving Hampton Roads, Virginia',
  intro: `Our crews work across the Peninsula and the Southside: ${ROUTED_LOCATION_SLUGS.map((slug) => locations[slug].name).join(', ')} and ${locations.chesapeake.name}.`,
};

/** The FAQ band: its region is #faq, which the site links to. */
export function faqSection(items: readonly FaqItem[], copy: { title?: string; intro?: string; eyebrow?: string; tone?: Section['tone'] } = {}): Section {
  const { title = 'Frequently Asked Questions', eyebrow = 'FAQ', tone = 'muted', intro } = copy;
  return { kind: 'faq', id: 'faq', items, title, eyebrow, tone, ...(intro ? { intro } : {}) };
}

type RepairPageInput = {
  meta: PageMeta;
  hero: Omit<Hero, 'actions'>;
  /** Prefix of the analytics locations of its buttons: 'buyer' reports 'buyer_hero' and 'buyer_cta'. */
  analyticsName: string;
  crumbName: string;
  sections: readonly Section[];
  faq: { title: string; items: readonly FaqItem[] };
  cta: { title: string; text: string };
  serviceType: string;
};

/**
 * The buyer, seller and common-repairs pages: their own bands, then the service-area links, their FAQ
 * and the quote band; each is described as a Service that offers every trade of the catalogue.
 */
export function repairPage(input: RepairPageInput): MarketingPage {
  const { meta, analyticsName } = input;
  return {
    meta,
    hero: { ...input.hero, actions: quoteActions(`${analyticsName}_hero`, 'Get a Free Quote') },
    breadcrumbs: topLevelCrumbs(meta, input.crumbName),
    sections: [...input.sections, serviceAreaLinksSection, faqSection(input.faq.items, { title: input.faq.title })],
    cta: { ...input.cta, actions: quoteActions(`${analyticsName}_cta`, 'Request a Free Quote') },
    schema: { kind: 'service', serviceType: input.serviceType, offers: serviceList.map((service) => service.title) },
  };
}
