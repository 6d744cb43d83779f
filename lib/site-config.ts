import settingsFile from '@/config/site.json';
import type { SiteSettings } from './site-settings';

/**
 * The one place for business facts (SPEC.md sections 1 and 9). Pages, components, JSON-LD and the
 * article pipeline read from here; none of them repeats a literal that lives in this file.
 */

export type BusinessHours = {
  /** Label shown to visitors, e.g. 'Monday-Friday'. */
  days: string;
  /** Human text, e.g. '8:00 AM-6:00 PM' or 'Emergency only'. */
  hours: string;
  /** schema.org day names for OpeningHoursSpecification; empty when closed to walk-in work. */
  dayOfWeek: readonly string[];
  opens?: string;
  closes?: string;
};

export type IssueFrequency = {
  issue: string;
  /** Share of Hampton Roads inspection reports that list the issue, in percent. */
  frequency: number;
  cost: string;
};

export type Urgency = 'standard' | 'urgent' | 'emergency';

// next.config.ts checks the file against its schema (parseSiteSettings) whenever a build or a server
// starts, so a mistake stops both with the field's name. Here it is read as checked: client components
// import this module, and the validator (zod) would otherwise ship to every browser.
const settings = settingsFile as SiteSettings;

export const siteConfig = {
  name: 'Tidewater Inspection Repairs',
  shortName: 'Tidewater Repairs',
  /** Default article author (SPEC section 3: "author (default the team name)"). */
  teamName: 'Tidewater Inspection Repairs Team',
  tagline: 'Home inspection repairs across Hampton Roads, done fast and done right',
  description:
    'Licensed, bonded and insured repair contractors who fix what the home inspection found in Hampton, Newport News, Yorktown, Norfolk and Chesapeake, Virginia. Same-day estimates, repairs in 1-3 business days.',
  defaultTitle: 'Home Inspection Repair Hampton VA - Fast, Reliable Service',
  /** Appended to page titles by the SEO helper: 'Page | Tidewater Inspection Repairs'. */
  titleTemplate: '%s | Tidewater Inspection Repairs',
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
  phone: settings.phone,
  phoneE164: settings.phoneE164,
  email: settings.email,
  address: settings.address,
  /** Opens a maps service centred on the service area (contact section). */
  mapsUrl: settings.mapsUrl,
  hours: settings.hours satisfies readonly BusinessHours[],
  responseTime: settings.responseTime,
  social: settings.social,
  /** Footer credit link to the site builder. */
  credit: settings.credit,

  /** Claims made on the pages (SPEC section 1). */
  claims: {
    estimates: 'Same-day estimates',
    homeEstimates: 'estimates within hours',
    reply: 'A reply within 24 hours',
    repairDays: '1-3 business days',
    commonRepairDays: '1-2 business days',
    typicalCost: '$200-$2,000',
    warranty: 'Every repair backed by a written workmanship warranty',
    licensed: 'Licensed, bonded and insured contractors',
    emergency: 'Emergency service 24/7',
  },

  /** Marketing figures (SPEC section 9). */
  figures: {
    buyerRepairDays: '1-3 business days',
    commonRepairDays: '1-2 business days',
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

  /** Contact form options (SPEC section 9). */
  urgencyOptions: [
    { value: 'standard', label: 'Standard (1-3 days)' },
    { value: 'urgent', label: 'Urgent (Same day)' },
    { value: 'emergency', label: 'Emergency (ASAP)' },
  ] satisfies readonly { value: Urgency; label: string }[],
  defaultUrgency: 'standard' as Urgency,
  formLocationOptions: [
    { value: 'hampton', label: 'Hampton' },
    { value: 'newport-news', label: 'Newport News' },
    { value: 'norfolk', label: 'Norfolk' },
    { value: 'chesapeake', label: 'Chesapeake' },
    { value: 'yorktown', label: 'Yorktown' },
    { value: 'other', label: 'Other Hampton Roads city' },
  ],
  formServiceOptions: [
    { value: 'electrical', label: 'Electrical' },
    { value: 'plumbing', label: 'Plumbing' },
    { value: 'hvac', label: 'HVAC' },
    { value: 'exterior', label: 'Exterior' },
    { value: 'carpentry', label: 'Carpentry' },
    { value: 'cosmetic', label: 'Cosmetic' },
    { value: 'multiple', label: 'Multiple repairs' },
    { value: 'inspection', label: 'Inspection report review' },
  ],

  /** Analytics values in USD (SPEC section 9). */
  analyticsValues: {
    contactLead: 50,
    quoteLead: 100,
    formConversion: 100,
    leadEvent: 150,
    currency: 'USD',
  },

  /** Blog constants (SPEC section 9). */
  blog: {
    cacheTimeMs: 300_000,
    revalidateSeconds: 300,
    pageSize: 9,
    relatedCount: 3,
    featuredCount: 3,
    searchDelayMs: 300,
    filterTagCount: 8,
    cardTagCount: 3,
    pagerWindow: 5,
    /** Archive pages per category or tag rendered at build time; later ones on their first request. */
    prerenderedArchivePages: 3,
    wordsPerMinute: 200,
    defaultReadTime: '5 min read',
    excerptLength: 160,
    defaultExcerpt: 'Discover valuable insights about property inspection and real estate processes...',
    defaultCategory: 'Property Inspection',
    categories: ['Property Inspection', 'Real Estate', 'Legal', 'Guides'],
    /** Google's own limit for one cell; a longer cell (a sheet not written by Google) skips its row. */
    cellMaxLength: 50_000,
    /** A hosted document is read as a stream and refused past this size. */
    documentMaxBytes: 2_000_000,
    /** The sheet's values response is refused past this size. */
    sheetMaxBytes: 64_000_000,
    /** Data-cache tag of everything built from the sheet; POST /api/revalidate expires it. */
    cacheTag: 'articles',
    /**
     * The live site reads the sheet again when its articles are older than this (in the background,
     * visitors keep the current ones). Each read re-fetches the documents of new or changed rows plus
     * the `documentRechecks` documents checked longest ago.
     */
    liveRefreshSeconds: 60,
    /** How often the live site checks the index's age when nobody visits. */
    liveRefreshCheckSeconds: 5,
    /**
     * Pages built from the articles are regenerated this often (ISR; each route's `revalidate`, which
     * Next wants as a literal, says the same). With the index at most liveRefreshSeconds +
     * liveRefreshCheckSeconds old, a new or changed row shows within revalidateSeconds (5 minutes),
     * leaving liveUpdateMarginSeconds for the refresh and the regeneration themselves.
     */
    pageRegenerateSeconds: 225,
    liveUpdateMarginSeconds: 10,
    documentRechecks: 20,
    /** Calls to Google: per-request timeout, parallel document fetches, retries on 429/5xx/network. */
    fetchTimeoutMs: 10_000,
    documentConcurrency: 6,
    fetchRetries: 3,
    retryBaseDelayMs: 250,
    stats: ['500+ Articles', '50K+ Readers', 'Daily Updates'],
    /** Brand terms highlighted in article bodies. */
    brandTerms: ['Tidewater Inspection Repairs', 'PICRA'],
    /**
     * Articles whose body always comes from a hosted document (SPEC section 4, rule 1), matched by
     * slug or title; listed in config/site.json.
     */
    guideDocuments: settings.guideDocuments,
  },

  /** Page behaviour constants (SPEC section 9). */
  ui: {
    heroImageCount: 11,
    heroRotationMs: 5000,
    heroFadeMs: 1000,
    navScrolledThreshold: 50,
    scrollTopThreshold: 200,
    scrollTopIconCount: 30,
    scrollTopIconDurationMs: 3000,
    scrollDepthMilestones: [25, 50, 75, 100],
    zipDisplayCount: 12,
  },

  /** Placeholder image sizes requested when an article image is missing (SPEC section 7). */
  placeholderSizes: [
    { width: 400, height: 250 },
    { width: 800, height: 400 },
    { width: 300, height: 200 },
  ],
  placeholderMaxSize: 2000,
} as const;

export type SiteConfig = typeof siteConfig;

/** 'tel:' href for the business phone. */
export const phoneHref = `tel:${siteConfig.phoneE164}`;
/** 'mailto:' href for the business e-mail. */
export const emailHref = `mailto:${siteConfig.email}`;
