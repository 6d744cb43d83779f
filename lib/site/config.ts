import settingsFile from '@/config/site.json';
import { warrantyLength } from './owner-facts';
import { daysText, hoursText, phoneE164 } from './text';
import type { SiteSettings } from './settings';

/**
 * The one place for business facts. Pages, components, JSON-LD and the article pipeline read from
 * here; none of them repeats a literal that lives in this file, and each fact is written once: its
 * other forms (the tel: number, the hours as text, the urgency labels) are computed from it. The
 * contact form's choices are in ./form-options.ts, what a lead is worth to analytics in
 * ./analytics-values.ts.
 */

export type BusinessHours = {
  /** Label shown to visitors, e.g. 'Monday-Friday'. */
  days: string;
  /** Human text, e.g. '8:00 AM-6:00 PM' or 'Emergency only'. */
  hours: string;
  /** schema.org day names for OpeningHoursSpecification. */
  dayOfWeek: readonly string[];
  /** 24-hour times; both missing on days with emergency calls only. */
  opens?: string;
  closes?: string;
};

export type IssueFrequency = {
  issue: string;
  /** Share of Hampton Roads inspection reports that list the issue, in percent. */
  frequency: number;
  cost: string;
};

// next.config.ts checks the file against its schema (parseSiteSettings) whenever a build or a server
// starts, so a mistake stops both with the field's name. Here it is read as checked: client components
// import this module, and the validator (zod) would otherwise ship to every browser.
export const siteSettings = settingsFile as SiteSettings;

const NAME = 'Tidewater Inspection Repairs';
const SHORT_NAME = 'Tidewater Repairs';

/** Standard repairs take this many business days; the claims and the contact form's urgency labels say it. */
export const REPAIR_DAYS = '1-3';
/** Common repairs (the everyday items inspectors flag) take this many business days. */
const COMMON_REPAIR_DAYS = '1-2';

const claims = {
  estimates: 'Same-day estimates',
  homeEstimates: 'estimates within hours',
  /** The owner's reply time, e.g. 'A reply within 24 hours'. */
  reply: `A reply ${siteSettings.responseTime}`,
  repairDays: `${REPAIR_DAYS} business days`,
  /** With the warranty's length once the owner has given it (config/site.json). */
  warranty: `Every repair backed by a ${siteSettings.warranty ? `${warrantyLength(siteSettings.warranty.months)} ` : ''}written workmanship warranty`,
  licensed: 'Licensed, bonded and insured contractors',
  emergency: 'Emergency service 24/7',
} as const;

export const siteConfig = {
  name: NAME,
  shortName: SHORT_NAME,
  /** Author of an article whose row names none. */
  teamName: `${NAME} Team`,
  tagline: 'Home inspection repairs across Hampton Roads, done fast and done right',
  defaultTitle: 'Home Inspection Repair Hampton VA - Fast, Reliable Service',
  /** Appended to page titles by the SEO helper: 'Page | Tidewater Inspection Repairs'. */
  titleTemplate: `%s | ${NAME}`,
  keywords: [
    'home inspection repairs',
    'inspection repair contractor Hampton VA',
    'PICRA repairs',
    'Hampton Roads home repairs',
    'pre-sale repairs',
    'buyer repair requests',
  ],
  locale: 'en_US',

  // Contact, hours, social links and credit: the owner edits them in config/site.json. They are
  // written the same way everywhere (footer, contact page, JSON-LD) so that search engines can match them.
  phone: siteSettings.phone,
  phoneE164: phoneE164(siteSettings.phone),
  email: siteSettings.email,
  address: siteSettings.address,
  /** Opens a maps service centred on the service area (contact section). */
  mapsUrl: siteSettings.mapsUrl,
  hours: siteSettings.hours.map(
    (entry): BusinessHours => ({ days: daysText(entry.days), hours: hoursText(entry), dayOfWeek: entry.days, opens: entry.opens, closes: entry.closes }),
  ),
  responseTime: siteSettings.responseTime,
  /** What a visitor's messaging app starts with when they tap Text: short, and ends where they add the address. */
  textMessage: `Hi ${SHORT_NAME}, I have a home inspection report and would like a repair quote. The address is `,
  social: siteSettings.social,
  /** Footer credit link to the site builder. */
  credit: siteSettings.credit,

  /** Claims made on the pages: what a visitor is promised. */
  claims,

  /** Marketing figures: averages from our work and the local market, not promises for one home. */
  figures: {
    commonRepairDays: `${COMMON_REPAIR_DAYS} business days`,
    /** What most post-inspection repair lists cost; also the business's priceRange in JSON-LD. */
    typicalRepairCost: '$200-$2,000',
    preSalePriceGain: '3-5%',
    fasterSales: '30%',
    preSaleRoi: '85%',
    suggestedSpend: '1-3%',
  },
  issueFrequencies: [
    { issue: 'HVAC', frequency: 85, cost: '$150-$800' },
    { issue: 'Electrical', frequency: 78, cost: '$200-$1,500' },
    { issue: 'Plumbing', frequency: 72, cost: '$100-$600' },
    { issue: 'Safety', frequency: 68, cost: '$50-$300' },
    { issue: 'Roof and Exterior', frequency: 65, cost: '$200-$1,200' },
    { issue: 'Structural', frequency: 58, cost: '$150-$800' },
  ] satisfies readonly IssueFrequency[],
  expensiveRepairs: [
    { repair: 'Panel upgrades', cost: '$800-$2,000' },
    { repair: 'Major plumbing', cost: '$500-$1,500' },
    { repair: 'HVAC', cost: '$600-$2,000' },
  ],
} as const;

/** 'tel:' href for the business phone. */
export const phoneHref = `tel:${siteConfig.phoneE164}`;
/**
 * 'sms:' href that opens the visitor's messaging app on the business number with the message
 * prefilled. '?&body=' is read by both families: Android's messaging apps take the query as RFC 5724
 * defines it (?body=, the empty first parameter is ignored), iOS 8 and later take '&body='.
 */
export const textHref = `sms:${siteConfig.phoneE164}?&body=${encodeURIComponent(siteConfig.textMessage)}`;
/** 'mailto:' href for the business e-mail. */
export const emailHref = `mailto:${siteConfig.email}`;
