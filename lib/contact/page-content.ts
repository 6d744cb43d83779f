import { locationNames, locations } from '@/lib/catalogue';
import { SERVICE_AREA_ORDER } from '@/lib/catalogue-names';
import type { FaqItem } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site-config';

/** Copy of the contact page: the 'What to Expect' steps and the FAQ. */

export const whatToExpect: readonly { title: string; text: string }[] = [
  {
    title: 'We read your request',
    text: `A real person on our team reviews what you sent and replies ${siteConfig.responseTime}, sooner on business days. Attach or forward the inspection report if you have it.`,
  },
  {
    title: 'You get a free, itemised quote',
    text: `${siteConfig.claims.estimates}: each inspection item priced on its own line, so buyers, sellers and agents can negotiate the PICRA item by item.`,
  },
  {
    title: 'We schedule around your closing',
    text: `Most repair lists are finished in ${siteConfig.claims.repairDays}. We coordinate access with agents, tenants or the listing lockbox.`,
  },
  {
    title: 'You receive proof of the work',
    text: `Photos, an invoice and a description of each repair for the re-inspection and the closing file. ${siteConfig.claims.warranty}.`,
  },
];

export const contactFaq: readonly FaqItem[] = [
  {
    question: 'How quickly will you get back to me?',
    answer: `${siteConfig.claims.reply}, and usually the same business day. For anything urgent, call ${siteConfig.phone} instead of waiting for an e-mail.`,
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
    answer: `${siteConfig.claims.emergency}. Choose Emergency (ASAP) in the form and also call ${siteConfig.phone}, so we can send someone straight away for active leaks, electrical hazards or storm damage.`,
  },
  {
    question: 'Are your contractors licensed?',
    answer: `${siteConfig.claims.licensed}, and the work is documented so your re-inspection, lender or insurer can see exactly what was done.`,
  },
];

/** 'Hampton, Newport News, Norfolk, Chesapeake and Yorktown', in the service-areas page's order. */
export const serviceAreaNames: string = locationNames(SERVICE_AREA_ORDER.map((slug) => locations[slug]));
