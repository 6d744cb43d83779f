import type { SiteSettings } from '@/lib/site/settings';

/**
 * The checkable facts about the business, as sentences a page shows and fields the structured data
 * carries. Each comes from the owner's settings; a fact that is not there yields no sentence (never a
 * placeholder), and `missingFacts` names it for the launch checklist.
 */

export type Review = NonNullable<SiteSettings['reviews']>[number];

/** Where anyone checks a Virginia contractor's license: the DPOR license lookup. */
export const LICENSE_LOOKUP_URL = 'https://www.dpor.virginia.gov/LicenseLookup';
const LICENSING_BOARD = 'Virginia Board for Contractors';

/** What each Virginia contractor class may undertake (DPOR): the size of a single contract. */
const CLASS_LIMITS = {
  A: 'any size of job',
  B: 'jobs up to $120,000',
  C: 'jobs up to $10,000',
} as const;

export type BusinessFacts = {
  license?: { number: string; class: 'A' | 'B' | 'C'; sentence: string; lookupUrl: string };
  insurance?: { insurer: string; sentence: string };
  warranty?: { months: number; sentence: string; length: string };
  founded?: { year: number; sentence: string };
  owner?: { name: string; story: string };
  /** The street address, or the statement that the business comes to its customers. */
  location?: { street?: string; postalCode?: string; sentence: string };
  reviews: readonly Review[];
};

/** '12 months' reads better as '1-year', '18 months' stays as it is. */
export function warrantyLength(months: number): string {
  if (months % 12 === 0) return `${months / 12}-year`;
  return `${months}-month`;
}

export function businessFacts(settings: SiteSettings): BusinessFacts {
  const { license, insurer, warranty, founded, owner, address } = settings;
  const facts: BusinessFacts = { reviews: settings.reviews ?? [] };
  if (license) {
    facts.license = {
      ...license,
      lookupUrl: LICENSE_LOOKUP_URL,
      sentence: `Licensed by the ${LICENSING_BOARD} as a Class ${license.class} contractor (${CLASS_LIMITS[license.class]}), license number ${license.number}.`,
    };
  }
  if (insurer) facts.insurance = { insurer, sentence: `Insured for general liability with ${insurer}; we send the certificate of insurance on request.` };
  if (warranty) {
    const length = warrantyLength(warranty.months);
    facts.warranty = { months: warranty.months, length, sentence: `A ${length} written workmanship warranty on every repair. ${warranty.terms}` };
  }
  if (founded) facts.founded = { year: founded, sentence: `Fixing ${address.area} homes since ${founded}.` };
  if (owner) facts.owner = owner;
  if (address.street) {
    const line = [address.street, `${address.locality}, ${address.region}${address.postalCode ? ` ${address.postalCode}` : ''}`].join(', ');
    facts.location = { street: address.street, postalCode: address.postalCode, sentence: `Our shop is at ${line}.` };
  } else if (address.serviceAreaOnly) {
    facts.location = { sentence: `We come to you: every estimate and repair happens at the home, anywhere in ${address.area}.` };
  }
  return facts;
}

/** The owner's facts not yet in the settings, named as the owner would look for them. */
export function missingFacts(settings: SiteSettings): string[] {
  const missing: string[] = [];
  if (!settings.license) missing.push('Virginia contractor license number and class (license)');
  if (!settings.insurer) missing.push('insurer (insurer)');
  if (!settings.warranty) missing.push('warranty length and terms (warranty)');
  if (!settings.founded) missing.push('year founded (founded)');
  if (!settings.owner) missing.push("owner's name and short story (owner)");
  if (!settings.address.street && !settings.address.serviceAreaOnly) missing.push('street address, or serviceAreaOnly: true (address)');
  if (!settings.reviews?.length) missing.push('reviews with their source and link (reviews)');
  return missing;
}
