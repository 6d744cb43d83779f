import { contactFormOptions } from '@/lib/site/form-options';

/** The form's option labels for stored values ('newport-news' -> 'Newport News'); unknown values as they are. */
const label = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

export const serviceLabel = (value: string) => label(contactFormOptions.services, value);
export const locationLabel = (value: string) => label(contactFormOptions.locations, value);
export const urgencyLabel = (value: string) => label(contactFormOptions.urgency, value);
