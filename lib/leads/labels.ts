import { siteConfig } from '@/lib/site/config';

/** The form's option labels for stored values ('newport-news' -> 'Newport News'); unknown values as they are. */
const label = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

export const serviceLabel = (value: string) => label(siteConfig.formServiceOptions, value);
export const locationLabel = (value: string) => label(siteConfig.formLocationOptions, value);
export const urgencyLabel = (value: string) => label(siteConfig.urgencyOptions, value);
