import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  HomeAndConstructionBusiness,
  OpeningHoursSpecification,
  Service,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl } from '@/lib/process/env';
import { locationList, type Location } from '@/lib/site/catalogue';
import type { BusinessFacts } from '@/lib/site/owner-facts';
import { siteFacts } from '@/lib/site/site-facts';
import { siteConfig, type BusinessHours } from '@/lib/site/config';
import { siteDescription } from './metadata';

/**
 * Typed JSON-LD builders (schema.org via schema-dts). Business name, region and phone come from the
 * site configuration, so they read the same in the footer, the contact page and the markup.
 * No Review or AggregateRating: self-serving reviews are ineligible for rich results.
 */

export const BUSINESS_ID = '#business';

function businessRef(): { '@id': string } {
  return { '@id': absoluteUrl(`/${BUSINESS_ID}`) };
}

function cityPlace(location: Location) {
  return {
    '@type': 'City' as const,
    name: location.fullName,
  };
}

/** Opening hours for structured data: emergency-only days have no opening hours to publish. */
export function openingHoursJsonLd(hours: readonly BusinessHours[]): OpeningHoursSpecification[] {
  return hours
    .filter((entry) => entry.opens && entry.closes)
    .map((entry) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: entry.dayOfWeek.map((day) => `https://schema.org/${day}` as const) as never[],
      opens: entry.opens,
      closes: entry.closes,
    }));
}

/**
 * The owner's facts where schema.org has a field for them: the contractor license as a credential
 * (hasCredential, recognized by the licensing board), the founding year, the founder and the street
 * address. A fact that is not in the settings adds nothing.
 */
export function businessFactsJsonLd(facts: BusinessFacts) {
  const { license, founded, owner, location } = facts;
  return {
    ...(location?.street
      ? { streetAddress: location.street, ...(location.postalCode ? { postalCode: location.postalCode } : {}) }
      : {}),
    extra: {
      ...(license
        ? {
            hasCredential: {
              '@type': 'EducationalOccupationalCredential' as const,
              credentialCategory: 'license',
              name: `Virginia Class ${license.class} Contractor License`,
              identifier: license.number,
              url: license.lookupUrl,
              recognizedBy: { '@type': 'GovernmentOrganization' as const, name: 'Virginia Board for Contractors', url: 'https://www.dpor.virginia.gov/' },
            },
          }
        : {}),
      ...(founded ? { foundingDate: String(founded.year) } : {}),
      ...(owner ? { founder: { '@type': 'Person' as const, name: owner.name } } : {}),
    },
  };
}

export function businessJsonLd(
  options: { areas?: readonly Location[]; postalCodes?: readonly string[]; path?: string; facts?: BusinessFacts } = {},
): WithContext<HomeAndConstructionBusiness> {
  const areas = options.areas ?? locationList;
  const { extra, ...street } = businessFactsJsonLd(options.facts ?? siteFacts);
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': absoluteUrl(`/${BUSINESS_ID}`),
    name: siteConfig.name,
    description: siteDescription,
    url: absoluteUrl(options.path ?? '/'),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    image: absoluteUrl('/opengraph-image'),
    logo: absoluteUrl('/icon.svg'),
    priceRange: siteConfig.figures.typicalRepairCost,
    ...extra,
    address: {
      '@type': 'PostalAddress',
      ...street,
      addressLocality: siteConfig.address.locality,
      addressRegion: siteConfig.address.region,
      addressCountry: siteConfig.address.country,
    },
    areaServed: areas.map((area) =>
      options.postalCodes
        ? {
            ...cityPlace(area),
            address: {
              '@type': 'PostalAddress' as const,
              addressLocality: area.name,
              addressRegion: siteConfig.address.region,
              postalCode: options.postalCodes.join(', '),
            },
          }
        : cityPlace(area),
    ),
    openingHoursSpecification: openingHoursJsonLd(siteConfig.hours),
    sameAs: siteConfig.social.map((network) => network.href),
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: absoluteUrl('/'),
    inLanguage: 'en-US',
    publisher: businessRef(),
  };
}

/** A plain page of the site (the privacy policy, the terms): what it is, where, and whose. */
export function webPageJsonLd(input: { name: string; description: string; path: string; dateModified?: string }): WithContext<WebPage> {
  const url = absoluteUrl(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    name: input.name,
    description: input.description,
    url,
    inLanguage: 'en-US',
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: absoluteUrl('/') },
    publisher: businessRef(),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  areas?: readonly Location[];
  offers?: readonly string[];
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    provider: { '@type': 'HomeAndConstructionBusiness', name: siteConfig.name, telephone: siteConfig.phone, '@id': absoluteUrl(`/${BUSINESS_ID}`) },
    areaServed: (input.areas ?? locationList).map(cityPlace),
    ...(input.offers
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: input.name,
            itemListElement: input.offers.map((offer) => ({
              '@type': 'Offer' as const,
              itemOffered: { '@type': 'Service' as const, name: offer },
            })),
          },
        }
      : {}),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export type BlogPostingInput = {
  title: string;
  description: string;
  path: string;
  image?: string;
  datePublished?: string;
  dateModified?: string;
  author: string;
  section?: string;
  keywords?: readonly string[];
  wordCount?: number;
};

export function blogPostingJsonLd(input: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl(input.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: input.image ? [absoluteUrl(input.image)] : [absoluteUrl('/opengraph-image')],
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ?? input.datePublished ? { dateModified: input.dateModified ?? input.datePublished } : {}),
    author: input.author === siteConfig.teamName || input.author === siteConfig.name
      ? { '@type': 'Organization', name: input.author, url: absoluteUrl('/') }
      : { '@type': 'Person', name: input.author },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
    inLanguage: 'en-US',
  };
}

/**
 * Serialises JSON-LD for a <script> element. '<' is escaped so that text from the sheet can never
 * close the script element early.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
