import type { BusinessFacts } from '@/lib/site/owner-facts';
import { siteConfig } from '@/lib/site/config';
import { credentialItems } from './credentials';
import { serviceAreaNames } from './faqs';
import { faqSection, quoteActions, serviceAreaLinksSection, topLevelCrumbs } from './sections';
import type { FaqItem, Feature, MarketingPage, PageMeta, ProcessStep, Section } from './types';

/**
 * Copy of /agents: how a real estate agent sends a client's inspection report and stays copied on
 * the quote, how fast it comes back, where we work, and the license and warranty facts (only those
 * the owner has supplied).
 */

const { claims, figures, email, phone } = siteConfig;

export const agentsMeta: PageMeta = {
  title: 'For Real Estate Agents',
  description: `Send a client's inspection report and get copied on the itemized quote, ${claims.homeEstimates}. PICRA repairs across ${siteConfig.address.area} in ${claims.repairDays}.`,
  path: '/agents',
  keywords: ['inspection repairs for realtors', 'PICRA repair contractor', 'real estate agent repair contractor Hampton Roads'],
};

export const agentSteps: readonly ProcessStep[] = [
  {
    title: 'Send the report',
    text: `E-mail the inspection report or the PICRA to ${email} with your client in copy. Add the property address, your client's phone and the response deadline in the contract.`,
  },
  {
    title: 'Both of you get the quote',
    text: `We answer everyone on the e-mail: one itemized quote, a line and a price per item, ${claims.homeEstimates} on reports received during business hours.`,
  },
  {
    title: 'We schedule around the sale',
    text: `Once your client approves the lines, we arrange access with you (lockbox, occupants, showings) and finish most lists in ${claims.repairDays}.`,
  },
  {
    title: 'Proof for the re-inspection',
    text: 'Photos of each finished item, receipts and the warranty paperwork go to you and to the agent on the other side.',
  },
];

export const agentTurnaround: readonly Feature[] = [
  { icon: 'fast', title: claims.estimates, text: 'Reports that arrive during business hours are priced the same day, so the response period is spent deciding, not waiting.' },
  { icon: 'deadline', title: `Repairs in ${claims.repairDays}`, text: `Most PICRA lists are finished in ${claims.repairDays}; urgent items the same day.` },
  { icon: 'price', title: `Typical lists ${figures.typicalRepairCost}`, text: 'A price on each line lets the parties agree on repairs, a credit or a mix, item by item.' },
];

export const agentFaqs: readonly FaqItem[] = [
  {
    question: 'Can I send a report before my client has decided anything?',
    answer: 'Yes. A quote costs nothing and commits no one: it gives the buyer and the seller a price for each item to negotiate with.',
  },
  {
    question: 'Do you work for the buyer side or the listing side?',
    answer: 'Either. Buyers use the quote to write the PICRA, sellers to answer it or to fix items before listing; whoever hires us, both agents receive the photos and receipts.',
  },
  {
    question: 'How do I stay copied on the quote and the schedule?',
    answer: `Put yourself on the e-mail that carries the report, or ask your client to: we reply to everyone on it, for the quote and for every scheduling message. By phone, ${phone}, tell us to copy you and we will.`,
  },
  {
    question: 'Which cities do you cover?',
    answer: `${serviceAreaNames}. For a home just outside, call: we say at once whether we can meet the deadline.`,
  },
];

export function agentsPage(facts: BusinessFacts): MarketingPage {
  const credentials = credentialItems(facts);
  const sections: Section[] = [
    { kind: 'steps', id: 'send-a-report', eyebrow: 'How it works', title: "Send a Client's Report and Stay Copied", steps: agentSteps },
    { kind: 'features', id: 'turnaround', tone: 'muted', eyebrow: 'Turnaround', title: 'Quotes Inside the Response Period', items: agentTurnaround },
  ];
  if (credentials.length > 0) {
    sections.push({
      kind: 'credentials',
      id: 'credentials',
      eyebrow: 'For your files',
      title: 'License, Insurance and Warranty',
      intro: 'What the other side and the lender may ask for; we send the documents on request.',
      items: credentials,
    });
  }
  return {
    meta: agentsMeta,
    hero: {
      eyebrow: 'For real estate agents',
      title: 'Inspection Repairs Your Clients Can Close On',
      intro: `Send us a client's inspection report or PICRA and stay copied on everything: an itemized quote ${claims.homeEstimates}, repairs in ${claims.repairDays}, proof for the re-inspection.`,
      highlights: [claims.estimates, `Repairs in ${claims.repairDays}`, 'Photos and receipts for both agents'],
      actions: quoteActions('agents_hero', 'Send a Client Request'),
    },
    breadcrumbs: topLevelCrumbs(agentsMeta, 'For Agents'),
    sections: [...sections, serviceAreaLinksSection, faqSection(agentFaqs, { title: 'Questions from Agents' })],
    cta: {
      title: 'A Report on Your Desk and a Deadline Running?',
      text: `E-mail it to ${email} with your client in copy, or call ${phone}. ${claims.reply}.`,
      actions: quoteActions('agents_cta', 'Request a Quote for a Client'),
    },
    schema: { kind: 'service', serviceType: 'Inspection and PICRA repairs for real estate transactions', offers: agentTurnaround.map((item) => item.title) },
  };
}
