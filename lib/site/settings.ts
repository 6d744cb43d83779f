import { z } from 'zod';
import { WEEK_DAYS } from './text';

/**
 * The business facts an owner changes without touching code, kept in config/site.json and checked
 * here. next.config.ts parses the file whenever a build or a server starts, so a mistake stops both
 * with the field's name; lib/site/config.ts (imported by client components too) reads it as checked.
 */

export const SETTINGS_FILE = 'config/site.json';

const text = z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 08:00');
const weekDay = z.enum(WEEK_DAYS);
const longText = z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2,000 characters');

/**
 * The facts a visitor can check, each supplied by the owner and each optional: a page omits the
 * sentence of a fact that is not here (never a placeholder), and `npm run doctor` lists what is missing.
 */
const ownerFacts = {
  /** The Virginia contractor license (DPOR, Board for Contractors): its 10-digit number and class. */
  license: z
    .object({
      number: z.string().regex(/^\d{10}$/, 'must be the 10-digit license number, e.g. 2705123456'),
      class: z.enum(['A', 'B', 'C'], { error: 'must be A, B or C' }),
    })
    .strict()
    .optional(),
  /** Who insures the business (general liability), as the certificate names them. */
  insurer: text.optional(),
  /** The written workmanship warranty: how long, and what it covers, in one or two sentences. */
  warranty: z
    .object({
      months: z.number().int().min(1, 'must be at least 1').max(120, 'must be at most 120'),
      terms: text,
    })
    .strict()
    .optional(),
  /** The year the business started. */
  founded: z.number().int().min(1900, 'must be a year such as 2012').max(2100, 'must be a year such as 2012').optional(),
  /** The owner, who signs the About page's story. */
  owner: z.object({ name: text, story: longText }).strict().optional(),
  /** Curated reviews, each quoted as written where it was posted, with the link a visitor follows to check it. */
  reviews: z
    .array(
      z
        .object({
          quote: longText,
          author: text,
          source: text,
          url: httpsUrl,
          /** When it was posted, YYYY-MM-DD. */
          date: z.iso.date('must be a date such as 2026-05-14').optional(),
        })
        .strict(),
    )
    .max(24, 'must list at most 24 reviews')
    .optional(),
};

export const siteSettingsSchema = z
  .object({
    /** Written the way visitors read it, e.g. (757) 555-0147; tel: links dial the same digits. */
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must look like (757) 555-0147'),
    email: z.email('must be an e-mail address'),
    address: z.object({
      locality: text,
      region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as VA'),
      regionName: text,
      country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
      area: text,
      /** The street address, where visitors may come; leave it out and set serviceAreaOnly if they may not. */
      street: text.optional(),
      postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code').optional(),
      /** The business works at its customers' homes and publishes no street address. */
      serviceAreaOnly: z.boolean().optional(),
    })
    .refine((address) => !(address.street && address.serviceAreaOnly), {
      path: ['serviceAreaOnly'],
      message: 'give a street address or serviceAreaOnly: true, not both',
    }),
    mapsUrl: httpsUrl,
    /** Opening hours per group of days; a group without opens and closes is emergency calls only. */
    hours: z
      .array(
        z
          .object({ days: z.array(weekDay).min(1, 'must name at least one day'), opens: clockTime.optional(), closes: clockTime.optional() })
          .refine((entry) => (entry.opens === undefined) === (entry.closes === undefined), {
            path: ['closes'],
            message: 'opens and closes go together: give both, or neither for emergency calls only',
          }),
      )
      .min(1, 'must list at least one day'),
    responseTime: text,
    social: z.array(z.object({ name: text, href: httpsUrl })),
    credit: z.object({ label: text, href: httpsUrl }),
    /** Articles whose body always comes from this hosted document, matched by slug or title. */
    guideDocuments: z.array(z.object({ slug: text, title: text, documentUrl: httpsUrl })),
    ...ownerFacts,
  })
  .strict();

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export class SiteSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteSettingsError';
  }
}

/** Parses the settings file's contents; the error names every wrong field, e.g. 'social.1.href'. */
export function parseSiteSettings(source: unknown, file: string = SETTINGS_FILE): SiteSettings {
  const result = siteSettingsSchema.safeParse(source);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new SiteSettingsError(`${file} is invalid: ${issues.join('; ')}`);
}
