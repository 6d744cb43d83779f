import { z } from 'zod';

/**
 * The business facts an owner changes without touching code, kept in config/site.json and checked
 * here. next.config.ts parses the file whenever a build or a server starts, so a mistake stops both
 * with the field's name; lib/site-config.ts (imported by client components too) reads it as checked.
 */

export const SETTINGS_FILE = 'config/site.json';

const text = z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 08:00');
const weekDay = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

export const siteSettingsSchema = z
  .object({
    /** Written the way visitors read it, e.g. (757) 555-0147. */
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must look like (757) 555-0147'),
    /** The same number for tel: links and structured data, e.g. +17575550147. */
    phoneE164: z.string().regex(/^\+1\d{10}$/, 'must look like +17575550147'),
    email: z.email('must be an e-mail address'),
    address: z.object({
      locality: text,
      region: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as VA'),
      regionName: text,
      country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
      area: text,
    }),
    mapsUrl: httpsUrl,
    hours: z
      .array(
        z.object({
          days: text,
          hours: text,
          dayOfWeek: z.array(weekDay),
          opens: clockTime.optional(),
          closes: clockTime.optional(),
        }),
      )
      .min(1, 'must list at least one day'),
    responseTime: text,
    social: z.array(z.object({ name: text, href: httpsUrl })),
    credit: z.object({ label: text, href: httpsUrl }),
    /** Articles whose body always comes from this hosted document, matched by slug or title. */
    guideDocuments: z.array(z.object({ slug: text, title: text, documentUrl: httpsUrl })),
  })
  .strict()
  // The footer shows one and the tel: link dials the other: they must be the same number.
  .refine((settings) => settings.phone.replace(/\D/g, '') === settings.phoneE164.replace(/^\+1/, ''), {
    path: ['phoneE164'],
    message: 'must be the same number as phone',
  });

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
