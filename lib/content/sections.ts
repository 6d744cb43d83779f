import { locations, ROUTED_LOCATION_SLUGS, serviceList } from '@/lib/catalogue';
import type { Actions, CallToAction, Crumb, FaqItem, PageMeta, PageSchema, Section } from './types';

/** Sections and parts that several marketing pages share, written once. */

/** The quote button with the phone beside it, reported at `location`. */
export function quoteActions(location: string, label: string): Actions {
  return { primary: { kind: 'quote', label }, location };
}

/** The closing band of the buyer, seller and common-repairs pages. */
export function quoteCta(location: string, copy: { title: string; text: string }): CallToAction {
  return { ...copy, actions: quoteActions(location, 'Request a Free Quote') };
}

/** A page one level below Home: its crumb is named `name` and points at its own path. */
export function topLevelCrumbs(meta: PageMeta, name: string): Crumb[] {
  return [{ name, path: meta.path }];
}

/** A repair page offers every service of the catalogue. */
export function repairServiceSchema(serviceType: string): PageSchema {
  return { kind: 'service', serviceType, offers: serviceList.map((service) => service.title) };
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
