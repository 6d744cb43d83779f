/**
 * The services and cities by slug, with the names visitors read. lib/site/catalogue.ts builds the full
 * entries from these; the contact form labels its options with them without shipping the whole
 * catalogue to the browser.
 */

export const SERVICE_NAMES = {
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  carpentry: 'Carpentry',
  exterior: 'Exterior',
  cosmetic: 'Cosmetic',
} as const;

export const LOCATION_NAMES = {
  hampton: 'Hampton',
  'newport-news': 'Newport News',
  yorktown: 'Yorktown',
  norfolk: 'Norfolk',
  chesapeake: 'Chesapeake',
} as const;

/** The order in which the service-areas page, the footer and the contact form list the cities. */
export const SERVICE_AREA_ORDER = ['hampton', 'newport-news', 'norfolk', 'chesapeake', 'yorktown'] as const satisfies readonly (keyof typeof LOCATION_NAMES)[];
