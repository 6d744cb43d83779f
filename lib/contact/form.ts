import type { LeadRequest } from '@/lib/leads';
import { contactFormOptions, type Urgency } from '@/lib/site/form-options';

/**
 * What the contact form and the server agree on without zod, so the browser bundle stays small:
 * field names, the empty state and the honeypot. The zod schema in ./schema builds on these.
 */

/** The contact form while the visitor types: the fields a lead keeps, every one a string, urgency preset to standard. */
export type ContactFormState = LeadRequest & { urgency: Urgency };

export type ContactField = keyof ContactFormState;

export const EMPTY_CONTACT_FORM: ContactFormState = {
  name: '',
  email: '',
  phone: '',
  serviceType: '',
  location: '',
  message: '',
  urgency: contactFormOptions.defaultUrgency,
};

/** Name of the honeypot field: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = 'website';

/** Where the form posts. */
export const CONTACT_ENDPOINT = '/api/contact';

/** Loose server-side bounds; the browser only checks required fields and the e-mail format. */
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000, phoneDigitsMin: 10, phoneDigitsMax: 15 } as const;

/** The fields' placeholders; the phone one shows the local number pattern. */
export const CONTACT_PLACEHOLDERS = {
  name: 'Your full name',
  email: 'you@example.com',
  phone: '(757) 555-0123',
  message: 'Please describe the repairs needed, inspection issues, or any specific requirements...',
} as const;

/** The contact page, where the form lives. */
export const CONTACT_PAGE = '/contact';

/** Where the form posts as multipart/form-data: without JavaScript, and with a report attached. */
export const CONTACT_UPLOAD_ENDPOINT = '/api/contact/report';

/** The optional file field: one inspection report as a PDF. */
export const CONTACT_REPORT_FIELD = 'report';

/** The page a browser without JavaScript is sent to: the confirmation, or the form with what to fix. */
export const CONTACT_RESULT_PAGE = '/contact/request';

/** The multipart field that carries the visit's attribution (the visit note's JSON). */
export const CONTACT_ATTRIBUTION_FIELD = 'attribution';

/**
 * Marks on the forms that work without JavaScript, read and written by the inline form script
 * (inline-form.ts): a form posted by the browser itself is posted once; a form with the visit mark
 * carries the visit in its attribution field.
 */
export const POST_ONCE_ATTRIBUTE = 'data-post-once';
export const POSTED_ATTRIBUTE = 'data-posted';
export const VISIT_ATTRIBUTE = 'data-visit';

/** Whether the browser has already posted this form itself, before or while the page hydrated. */
export function postedByBrowser(form: HTMLFormElement | null | undefined): boolean {
  return form?.hasAttribute(POSTED_ATTRIBUTE) ?? false;
}
