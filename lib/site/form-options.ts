import { LOCATION_NAMES, SERVICE_AREA_ORDER, SERVICE_NAMES } from './catalogue-names';
import { REPAIR_DAYS, siteSettings } from './config';

/**
 * The choices of the contact form (and of the report upload's city): the values the form sends, the
 * schema accepts and the console and the lead e-mails turn back into labels. A label is written once:
 * services and cities take the catalogue's names, and the standard urgency the repair days' claim.
 */

export type Urgency = 'standard' | 'urgent' | 'emergency';

const serviceOption = (slug: keyof typeof SERVICE_NAMES) => ({ value: slug, label: SERVICE_NAMES[slug] });
const locationOption = (slug: keyof typeof LOCATION_NAMES) => ({ value: slug, label: LOCATION_NAMES[slug] });

export const contactFormOptions = {
  urgency: [
    { value: 'standard', label: `Standard (${REPAIR_DAYS} days)` },
    { value: 'urgent', label: 'Urgent (Same day)' },
    { value: 'emergency', label: 'Emergency (ASAP)' },
  ] satisfies readonly { value: Urgency; label: string }[],
  defaultUrgency: 'standard' as Urgency,
  locations: [...SERVICE_AREA_ORDER.map(locationOption), { value: 'other', label: `Other ${siteSettings.address.area} city` }],
  services: [
    serviceOption('electrical'),
    serviceOption('plumbing'),
    { value: 'hvac', label: 'HVAC' },
    serviceOption('exterior'),
    serviceOption('carpentry'),
    serviceOption('cosmetic'),
    { value: 'multiple', label: 'Multiple repairs' },
    { value: 'inspection', label: 'Inspection report review' },
  ],
} as const;
