import { z } from 'zod';
import { contactFormOptions } from '@/lib/site/form-options';
import { isSingleLine, SINGLE_LINE_MESSAGE } from '@/lib/request/single-line';
import { CONTACT_LIMITS } from './form';

export { CONTACT_LIMITS, EMPTY_CONTACT_FORM, HONEYPOT_FIELD, type ContactFormState } from './form';

/**
 * The contact request as POST /api/contact accepts it. The browser enforces `required` (every
 * field but urgency) and the e-mail format, with its own messages; this schema is the server's
 * check, adds loose bounds so a request cannot carry megabytes of text, and its messages are what the
 * form shows beside a field the server rejected. The form shares ./form (no zod in the browser).
 */

type OptionValues<T extends readonly { value: string }[]> = T[number]['value'];

function values<T extends readonly { value: string }[]>(options: T): [OptionValues<T>, ...OptionValues<T>[]] {
  return options.map((option) => option.value) as [OptionValues<T>, ...OptionValues<T>[]];
}

const SERVICE_TYPES = values(contactFormOptions.services);
const FORM_LOCATIONS = values(contactFormOptions.locations);
const URGENCIES = values(contactFormOptions.urgency);

const requiredText = (max: number) => z.string().trim().min(1, 'This field is required').max(max, `At most ${max} characters`);

export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name).refine(isSingleLine, SINGLE_LINE_MESSAGE),
  email: z.string().trim().max(CONTACT_LIMITS.email).pipe(z.email('Enter a valid e-mail address')),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= CONTACT_LIMITS.phoneDigitsMin && digits <= CONTACT_LIMITS.phoneDigitsMax;
    }, 'Enter a phone number with its area code (10 to 15 digits)'),
  serviceType: z.enum(SERVICE_TYPES, 'Choose the service you need'),
  location: z.enum(FORM_LOCATIONS, 'Choose where the property is'),
  message: requiredText(CONTACT_LIMITS.message),
  urgency: z.enum(URGENCIES, 'Choose how urgent the repairs are').default(contactFormOptions.defaultUrgency),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export type FieldErrors = Partial<Record<keyof ContactRequest, string>>;

/** The first message for each invalid field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in contactRequestSchema.shape && !(field in errors)) {
      errors[field as keyof ContactRequest] = issue.message;
    }
  }
  return errors;
}
