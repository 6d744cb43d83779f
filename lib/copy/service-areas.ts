import {
  locations,
  serviceList,
  serviceLocationPath,
  services,
  zipCodeSummary,
  type LocationSlug,
  type RoutedLocationSlug,
  type ServiceSlug,
} from '@/lib/site/catalogue';
import { SERVICE_AREA_ORDER } from '@/lib/site/catalogue-names';
import type { FaqItem } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site/config';
import { faqSection, topLevelCrumbs } from './sections';
import type { AreaLink, MarketingPage, PageMeta, ServiceAreaCard, ServiceOverviewItem, Stat } from './types';

/**
 * The service-areas page: five area cards in a fixed order, with population figures (U.S. Census
 * Bureau estimates, rounded), primary services and links to the city pages.
 */


/** A city's card on the service-areas page; the card's id is the city's slug. */
export function serviceAreaPath(slug: LocationSlug): string {
  return `/service-areas#${slug}`;
}

/** Rounded Census Bureau estimates; Yorktown is the county seat, so the figure is York County's. */
export const areaPopulation: Record<LocationSlug, { value: number; note?: string }> = {
  hampton: { value: 137_000 },
  'newport-news': { value: 184_000 },
  norfolk: { value: 235_000 },
  chesapeake: { value: 253_000 },
  yorktown: { value: 71_000, note: 'York County' },
};

/** Every card lists the same primary services: the trades every city's reports call for. */
export const PRIMARY_SERVICES = ['Electrical', 'Plumbing', 'HVAC', 'Safety', 'Exterior'] as const;

/** The three city pages each card links to: the trades most often on a report. */
export const AREA_LINK_SERVICES = ['electrical', 'plumbing', 'exterior'] as const satisfies readonly ServiceSlug[];

/** Chesapeake has no city pages of its own; its links go to the nearest city that has them, and say so. */
export const NEAREST_ROUTED_LOCATION: Record<LocationSlug, RoutedLocationSlug> = {
  hampton: 'hampton',
  'newport-news': 'newport-news',
  norfolk: 'norfolk',
  yorktown: 'yorktown',
  chesapeake: 'norfolk',
};

export function formatPopulation(population: { value: number; note?: string }): string {
  const figure = `about ${population.value.toLocaleString('en-US')}`;
  return population.note ? `Population: ${figure} (${population.note})` : `Population: ${figure}`;
}

export function areaLinks(slug: LocationSlug): AreaLink[] {
  const target = NEAREST_ROUTED_LOCATION[slug];
  const borrowed = target !== slug;
  return AREA_LINK_SERVICES.map((service) => ({
    href: serviceLocationPath(service, target),
    label: borrowed ? `${services[service].title} near ${locations[slug].name} (${locations[target].name} page)` : `${services[service].title} in ${locations[slug].name}`,
  }));
}

export function serviceAreaCards(): ServiceAreaCard[] {
  return SERVICE_AREA_ORDER.map((slug) => {
    const location = locations[slug];
    const target = NEAREST_ROUTED_LOCATION[slug];
    return {
      slug,
      name: location.name,
      fullName: location.fullName,
      description: location.description,
      populationText: formatPopulation(areaPopulation[slug]),
      primaryServices: PRIMARY_SERVICES,
      zips: zipCodeSummary(location.zipCodes),
      links: areaLinks(slug),
      linkNote:
        target === slug
          ? null
          : `We work throughout ${location.name}; our ${locations[target].name} pages describe the same crews and services, a short drive away.`,
    };
  });
}

/** Distinct zip codes across every area (Hampton and Yorktown share the 2369x range). */
export function distinctZipCodeCount(): number {
  return new Set(SERVICE_AREA_ORDER.flatMap((slug) => locations[slug].zipCodes)).size;
}

/** The reach in four figures: cities, zip codes, residents and emergency hours. */
export const serviceAreaStats: readonly Stat[] = [
  { value: '5+', label: 'Cities served' },
  { value: '100+', label: 'Zip codes covered' },
  { value: '1M+', label: 'Hampton Roads residents in reach' },
  { value: '24/7', label: 'Emergency service' },
];

/** Services overview: the five catalogue services, each linked to its Hampton page. */
export function serviceOverview(): ServiceOverviewItem[] {
  return serviceList.map((service) => ({
    slug: service.slug,
    title: service.title,
    icon: service.icon,
    description: service.description,
    href: serviceLocationPath(service.slug, 'hampton'),
    linkLabel: `${service.title} in Hampton`,
  }));
}

export const serviceAreaFaq: readonly FaqItem[] = [
  {
    question: 'Which Hampton Roads cities do you serve?',
    answer: `Hampton, Newport News, Norfolk, Chesapeake and Yorktown, including the rest of York County. Our crews are based on the Peninsula and cross the water to the Southside every week, so ${siteConfig.claims.estimates.toLowerCase()} apply in every city on this page.`,
  },
  {
    question: 'My zip code is not in the list. Can you still help?',
    answer: `Probably. The lists show the main zip codes of each city, not every address we drive to. Call ${siteConfig.phone} or send the contact form with your address and we will confirm ${siteConfig.responseTime}.`,
  },
  {
    question: 'Do you have separate pages for Chesapeake?',
    answer:
      'Not yet. We take Chesapeake jobs every week, from Great Bridge to Western Branch, with the same crews that cover Norfolk, so the Chesapeake card links to our Norfolk pages, which describe the same services.',
  },
  {
    question: 'How fast can you finish repairs before closing?',
    answer: `Most inspection repair lists are finished in ${siteConfig.claims.repairDays} once the quote is approved, wherever the home is. Tell us your closing date or PICRA deadline and we plan the schedule around it.`,
  },
  {
    question: 'Do you handle emergencies outside business hours?',
    answer: `Yes. ${siteConfig.claims.emergency} across all five cities: active leaks, loss of power to part of the home and storm damage that lets water in. Call ${siteConfig.phone} at any hour.`,
  },
  {
    question: 'Can you work with buyers or sellers who are out of town?',
    answer:
      'Yes. Many of our clients are relocating on military or shipyard orders. We coordinate access with the listing or buyer’s agent, send photos of the finished work and provide receipts for the repair addendum.',
  },
];

export const serviceAreasMeta: PageMeta = {
  title: 'Hampton Roads Service Areas',
  description:
    'Inspection repairs in Hampton, Newport News, Norfolk, Chesapeake and Yorktown: zip codes, local services and same-day estimates across Hampton Roads.',
  path: '/service-areas',
  keywords: [
    'Hampton Roads home repair contractor',
    'inspection repairs Hampton',
    'inspection repairs Newport News',
    'inspection repairs Norfolk',
    'inspection repairs Chesapeake',
    'inspection repairs Yorktown',
  ],
};

/** The page's copy around the cards that serviceAreaCards() builds from the catalogue. */
export function serviceAreasPage(): MarketingPage {
  const { claims } = siteConfig;
  return {
    meta: serviceAreasMeta,
    hero: {
      eyebrow: siteConfig.address.area,
      title: 'Inspection Repairs Across Hampton Roads',
      intro: `From the Peninsula to the Southside, our crews fix what the home inspection found in five cities. ${claims.estimates}, and most repairs done in ${claims.repairDays}.`,
      actions: { primary: { kind: 'quote', label: 'Request a Quote' }, location: 'service_areas_hero' },
    },
    breadcrumbs: topLevelCrumbs(serviceAreasMeta, 'Service Areas'),
    sections: [
      { kind: 'stats', id: 'stats', title: 'Our reach in numbers', hiddenTitle: true, flush: 'bottom', stats: serviceAreaStats },
      {
        kind: 'area-cards',
        id: 'areas',
        title: 'Cities we serve',
        intro: 'Every city has its own housing stock and its own usual inspection findings. Pick yours to see what we fix there most often.',
        areas: serviceAreaCards(),
      },
      {
        kind: 'service-overview',
        id: 'services',
        tone: 'sand',
        title: 'Services in every city',
        intro: 'The same licensed crews and the same five repair trades, wherever the house is.',
        services: serviceOverview(),
      },
      faqSection(serviceAreaFaq, { title: 'Service area questions', eyebrow: '', tone: 'white' }),
    ],
    cta: {
      id: 'areas-cta-title',
      title: 'Not sure whether we cover your street?',
      text: `Call or send the contact form with your address. ${claims.reply}.`,
      actions: { primary: { kind: 'page', href: '/contact', label: 'Contact Us' }, location: 'service_areas_cta' },
    },
    schema: { kind: 'business' },
  };
}
