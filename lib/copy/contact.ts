import { reportUploadSection } from './inspection-report';
import { locationNames, locations } from '@/lib/site/catalogue';
import { SERVICE_AREA_ORDER } from '@/lib/site/catalogue-names';
import type { FaqItem } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site/config';
import { faqSection, topLevelCrumbs } from './sections';
import type { ContactMethod, ContactRequestBand, MarketingPage, PageMeta, ProcessStep } from './types';

/** Copy of /contact: the ways to reach us, the request form, what happens next and the questions people ask first. */

const { claims, phone, email } = siteConfig;

export const contactMeta: PageMeta = {
  title: 'Contact and Repair Requests',
  description: `Request inspection repairs in Hampton Roads: call ${phone}, e-mail us or send the form. Free quotes, a reply within 24 hours.`,
  path: '/contact',
  keywords: ['contact repair contractor Hampton VA', 'request inspection repairs', 'free repair quote Hampton Roads', 'PICRA repair quote'],
};

export const contactMethods: readonly ContactMethod[] = [
  { kind: 'phone', icon: 'phone', title: 'Phone', text: 'Talk to us during business hours; emergencies any time.', linkLabel: phone },
  { kind: 'email', icon: 'email', title: 'Email', text: `Send the inspection report and any photos. ${claims.reply}.`, linkLabel: email },
  { kind: 'quote', icon: 'form', title: 'Quick quote', text: 'Upload the report online and get an itemized, free quote.', linkLabel: 'Request Quote' },
];

export const whatToExpect: readonly ProcessStep[] = [
  {
    title: 'We read your request',
    text: `A real person on our team reviews what you sent and replies ${siteConfig.responseTime}, sooner on business days. Attach or forward the inspection report if you have it.`,
  },
  {
    title: 'You get a free, itemized quote',
    text: `${claims.estimates}: each inspection item priced on its own line, so buyers, sellers and agents can negotiate the PICRA item by item.`,
  },
  {
    title: 'We schedule around your closing',
    text: `Most repair lists are finished in ${claims.repairDays}. We coordinate access with agents, tenants or the listing lockbox.`,
  },
  {
    title: 'You receive proof of the work',
    text: `Photos, an invoice and a description of each repair for the re-inspection and the closing file. ${claims.warranty}.`,
  },
];

export const contactFaq: readonly FaqItem[] = [
  {
    question: 'How quickly will you get back to me?',
    answer: `${claims.reply}, and usually the same business day. For anything urgent, call ${phone} instead of waiting for an e-mail.`,
  },
  {
    question: 'Is the quote really free?',
    answer: 'Yes. We price the items on your inspection report at no charge and with no obligation, whether you are the buyer, the seller or the agent asking on their behalf.',
  },
  {
    question: 'Should I send the whole inspection report?',
    answer: 'It helps. With the full report we can price every item in one pass and spot findings that belong together, such as a roof leak and the ceiling stain under it. Mention in the form that you have it and we will tell you where to send it.',
  },
  {
    question: 'What if my request is an emergency?',
    answer: `${claims.emergency}. Choose Emergency (ASAP) in the form and also call ${phone}, so we can send someone straight away for active leaks, electrical hazards or storm damage.`,
  },
  {
    question: 'Are your contractors licensed?',
    answer: `${claims.licensed}, and the work is documented so your re-inspection, lender or insurer can see exactly what was done.`,
  },
];

/** The cities in the service-areas page's order: 'Hampton, Newport News, Norfolk, Chesapeake and Yorktown'. */
export const contactAreaNames = locationNames(SERVICE_AREA_ORDER.map((slug) => locations[slug]));

/** The request form band, drawn by the contact page itself so that no other page ships the form's code. */
export const contactRequest: ContactRequestBand = {
  kind: 'contact-request',
  formTitle: 'Send a repair request',
  formNote: 'All fields are required except urgency and the inspection report.',
  hoursTitle: 'Business hours',
  areaTitle: 'Where we work',
  areaText: `${contactAreaNames}, ${siteConfig.address.regionName}.`,
  areaLink: { href: '/service-areas', label: 'See our service areas' },
};

export const contactPage: MarketingPage = {
  meta: contactMeta,
  hero: {
    eyebrow: 'Contact us',
    title: 'Request Inspection Repairs',
    intro: `Tell us what the inspector found and where the house is. ${claims.estimates}, ${claims.reply.toLowerCase()} and ${claims.emergency.toLowerCase()}.`,
    actions: { primary: { kind: 'quote', label: 'Request Free Quote Now' }, location: 'contact_hero' },
  },
  breadcrumbs: topLevelCrumbs(contactMeta, 'Contact'),
  sections: [
    {
      kind: 'contact-methods',
      id: 'methods',
      title: 'Three ways to reach us',
      intro: 'Pick whichever is quickest for you. Every request reaches the same team.',
      methods: contactMethods,
      location: 'contact_methods',
    },
    reportUploadSection('contact-report-upload'),
    contactRequest,
    { kind: 'steps', id: 'expect', title: 'What to Expect', intro: 'From your first message to the re-inspection.', steps: whatToExpect },
    { ...faqSection(contactFaq, { title: 'Frequently asked questions', eyebrow: '', tone: 'white' }), flush: 'top' },
  ],
  schema: { kind: 'business' },
};
