import { z } from 'zod';
import { hasControlCharacters } from '@/lib/request/single-line';
import { ATTRIBUTION_LIMITS, type VisitAttribution } from './visit';

/**
 * The attribution a contact request carries, as the server accepts it. It comes from the visitor's
 * own browser, so it is checked like any other field (lengths, one line, a path that is a path, a
 * host that is a host); unlike the form's fields, a bad one never refuses the request: the lead is
 * stored without it.
 */

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value));

const path = line(ATTRIBUTION_LIMITS.path).regex(/^\/[^\s]*$/);
const optionalTag = line(ATTRIBUTION_LIMITS.tag)
  .nullable()
  .transform((value) => value || null);

export const visitAttributionSchema = z.object({
  landingPage: path,
  referrerHost: line(ATTRIBUTION_LIMITS.host)
    .regex(/^[a-z0-9.-]*$/)
    .nullable()
    .transform((value) => value || null),
  utmSource: optionalTag,
  utmMedium: optionalTag,
  utmCampaign: optionalTag,
  pageCount: z.number().int().min(0).max(ATTRIBUTION_LIMITS.pageCount),
  pages: z.array(path).max(ATTRIBUTION_LIMITS.pages),
}) satisfies z.ZodType<VisitAttribution, unknown>;

/** The request's attribution when it is valid; null when absent or not acceptable. */
export function parseAttribution(value: unknown): VisitAttribution | null {
  const parsed = visitAttributionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
