import type { IconName } from '../ui/icons';
import { LOCATION_NAMES, SERVICE_NAMES } from './catalogue-names';
import { joinNames } from './text';
import { siteConfig } from './config';

/**
 * Services and locations: the one catalogue that navigation, the service-by-city pages, the sitemap
 * and JSON-LD read.
 */

export const SERVICE_SLUGS = ['electrical', 'plumbing', 'carpentry', 'exterior', 'cosmetic'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Cities with their own /{service}-{location} pages. Chesapeake is served but has no pages of its own. */
export const ROUTED_LOCATION_SLUGS = ['hampton', 'newport-news', 'yorktown', 'norfolk'] as const;
export type RoutedLocationSlug = (typeof ROUTED_LOCATION_SLUGS)[number];

export const LOCATION_SLUGS = [...ROUTED_LOCATION_SLUGS, 'chesapeake'] as const;
export type LocationSlug = (typeof LOCATION_SLUGS)[number];

export type Service = {
  slug: ServiceSlug;
  title: string;
  /** Short name used in links: 'Electrical'. */
  name: string;
  description: string;
  subServices: readonly string[];
  icon: IconName;
  /** Accent color (hex) for the service's icon tile. */
  color: string;
};

export type Location = {
  slug: LocationSlug;
  name: string;
  fullName: string;
  description: string;
  zipCodes: readonly string[];
  /** Whether /{service}-{location} pages exist for it (Chesapeake has none). */
  routed: boolean;
};

type ServiceFacts = Omit<Service, 'slug' | 'title' | 'name'>;

const serviceFacts: Record<ServiceSlug, ServiceFacts> = {
  electrical: {
    description:
      'Code corrections flagged by your inspector: ungrounded and reversed-polarity outlets, missing GFCI protection, double-tapped breakers, open junction boxes and outdated panels.',
    subServices: ['Outlet repairs', 'Lighting fixes', 'Panel upgrades', 'Wiring issues', 'GFCI installation', 'Circuit breaker repairs'],
    icon: 'electrical',
    color: '#b45309',
  },
  plumbing: {
    description:
      'Leaks under sinks, slow drains, corroded supply lines, failing water heaters and loose or running toilets: the plumbing items that show up on nearly every report.',
    subServices: ['Leak repairs', 'Fixture replacements', 'Drain cleaning', 'Pipe work', 'Water heater repairs', 'Toilet repairs'],
    icon: 'plumbing',
    color: '#1d4ed8',
  },
  carpentry: {
    description:
      'Sticking doors, broken window sashes, rotted trim, damaged cabinets and unsafe deck boards and railings, repaired to pass the re-inspection.',
    subServices: ['Door repairs', 'Window repairs', 'Trim work', 'Structural fixes', 'Cabinet repairs', 'Deck repairs'],
    icon: 'carpentry',
    color: '#92400e',
  },
  exterior: {
    description:
      'Missing shingles, loose flashing, cracked siding, clogged or detached gutters and worn fencing: the weather-driven findings every coastal Virginia home collects.',
    subServices: ['Roof repairs', 'Siding repairs', 'Gutter cleaning', 'Exterior maintenance', 'Deck repairs', 'Fence repairs'],
    icon: 'house',
    color: '#047857',
  },
  cosmetic: {
    description:
      'Water-stained ceilings, patched drywall, scuffed paint, lifting flooring and cracked tile, finished so the home shows well at closing or the final walk-through.',
    subServices: ['Painting', 'Flooring repairs', 'Interior improvements', 'Wall repairs', 'Ceiling repairs', 'Tile work'],
    icon: 'paint',
    color: '#be185d',
  },
};

/** Every zip code from first to last, as five-digit strings. */
function zipRange(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}

type LocationFacts = Omit<Location, 'slug' | 'name' | 'fullName' | 'routed'>;

const locationFacts: Record<LocationSlug, LocationFacts> = {
  hampton: {
    description:
      'From Phoebus and Buckroe Beach to Fox Hill and Coliseum Central, Hampton homes range from 1920s cottages to 1970s ranches, and salt air and high water tables keep their inspectors busy.',
    // Hampton's 23 codes: the 2363x range, 23651, the 2366x range, 23670, 23681 and the 2369x range.
    zipCodes: [
      '23630', '23631', '23651',
      '23661', '23662', '23663', '23664', '23665', '23666', '23667', '23668', '23669',
      '23670', '23681',
      '23690', '23691', '23692', '23693', '23694', '23695', '23696', '23697', '23698',
    ],
  },
  'newport-news': {
    description:
      'Shipyard-era homes in the East End and Hilton Village, and newer subdivisions up through Denbigh and Kiln Creek, each with their own inspection patterns along the James River.',
    zipCodes: zipRange(23601, 23699),
  },
  yorktown: {
    description:
      'York County neighborhoods from Tabb to Grafton and the historic village by the York River, where larger lots, wells, septic systems and crawl spaces shape the repair list.',
    zipCodes: ['23690', '23691', '23692', '23693', '23694', '23696'],
  },
  norfolk: {
    description:
      'Ghent rowhouses, Colonial Place foursquares, Ocean View beach cottages and Wards Corner brick ranches: older housing stock with tidal flooding and aging electrical and plumbing.',
    zipCodes: zipRange(23501, 23599),
  },
  chesapeake: {
    description:
      'Great Bridge, Greenbrier, Western Branch and Deep Creek: fast-growing neighborhoods of 1990s and 2000s homes on low, wet ground, where drainage, decks and HVAC lead the reports.',
    zipCodes: zipRange(23320, 23328),
  },
};

/** Each service's title is its name: 'Electrical' -> 'Electrical Repairs'. */
export const services = Object.fromEntries(
  SERVICE_SLUGS.map((slug) => {
    const name = SERVICE_NAMES[slug];
    const service: Service = { slug, name, title: `${name} Repairs`, ...serviceFacts[slug] };
    return [slug, service];
  }),
) as Record<ServiceSlug, Service>;

/** Each city's full name adds the state ('Hampton, VA'); only the routed cities have service pages. */
export const locations = Object.fromEntries(
  LOCATION_SLUGS.map((slug) => {
    const name = LOCATION_NAMES[slug];
    const location: Location = {
      slug,
      name,
      ...locationFacts[slug],
      fullName: `${name}, ${siteConfig.address.region}`,
      routed: isRoutedLocationSlug(slug),
    };
    return [slug, location];
  }),
) as Record<LocationSlug, Location>;

export const serviceList: readonly Service[] = SERVICE_SLUGS.map((slug) => services[slug]);
export const locationList: readonly Location[] = LOCATION_SLUGS.map((slug) => locations[slug]);
export const routedLocationList: readonly Location[] = ROUTED_LOCATION_SLUGS.map((slug) => locations[slug]);

/** The cities as a sentence lists them: 'Hampton, Newport News, Yorktown, Norfolk and Chesapeake'. */
export function locationNames(list: readonly Location[] = locationList): string {
  return joinNames(list.map((location) => location.name));
}

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

export function isRoutedLocationSlug(value: string): value is RoutedLocationSlug {
  return (ROUTED_LOCATION_SLUGS as readonly string[]).includes(value);
}

export type ServiceLocation = { service: Service; location: Location & { slug: RoutedLocationSlug } };

/** The path segment of a service-by-city page: 'electrical-newport-news'. */
export function serviceLocationSlug(service: ServiceSlug, location: RoutedLocationSlug): string {
  return `${service}-${location}`;
}

export function serviceLocationPath(service: ServiceSlug, location: RoutedLocationSlug): string {
  return `/${serviceLocationSlug(service, location)}`;
}

/**
 * Reads '{service}-{location}' (with or without a leading slash). Service slugs never contain a
 * hyphen, so the first hyphen separates them; the location keeps the rest ('newport-news').
 * Returns null for anything that is not one of the 20 routed combinations.
 */
export function parseServiceLocation(value: string): ServiceLocation | null {
  const segment = value.replace(/^\/+/, '').toLowerCase();
  const hyphen = segment.indexOf('-');
  if (hyphen <= 0) return null;
  const serviceSlug = segment.slice(0, hyphen);
  const locationSlug = segment.slice(hyphen + 1);
  if (!isServiceSlug(serviceSlug) || !isRoutedLocationSlug(locationSlug)) return null;
  return {
    service: services[serviceSlug],
    location: locations[locationSlug] as Location & { slug: RoutedLocationSlug },
  };
}

/** All 20 service-by-city combinations, services first in catalogue order. */
export function allServiceLocations(): { service: ServiceSlug; location: RoutedLocationSlug; slug: string; path: string }[] {
  return SERVICE_SLUGS.flatMap((service) =>
    ROUTED_LOCATION_SLUGS.map((location) => ({
      service,
      location,
      slug: serviceLocationSlug(service, location),
      path: serviceLocationPath(service, location),
    })),
  );
}

export type ZipCodeSummary = { shown: readonly string[]; hidden: number; moreLabel: string | null };

/** Zip codes listed for a location before the rest are summed up as '+N more'. */
const ZIP_DISPLAY_COUNT = 12;

/** A location's zip codes as shown on a page: the first 12, then '+N more' for the rest. */
export function zipCodeSummary(zipCodes: readonly string[], limit: number = ZIP_DISPLAY_COUNT): ZipCodeSummary {
  const shown = zipCodes.slice(0, limit);
  const hidden = Math.max(0, zipCodes.length - limit);
  return { shown, hidden, moreLabel: hidden > 0 ? `+${hidden} more` : null };
}
