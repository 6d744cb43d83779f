import { UPLOAD_PAGE } from '@/lib/reports/paths';
import { siteConfig } from '@/lib/site/config';
import { landingFaqs, serviceAreaNames } from './faqs';
import { faqSection, quoteActions } from './sections';
import type { Feature, LandingContactCards, MarketingPage, PageMeta, ProcessStep } from './types';

/** Copy of the home page (/), in the order of its sections. */

const { claims, figures } = siteConfig;

export const landingHero = {
  eyebrow: `Serving ${serviceAreaNames}`,
  title: 'Home Inspection Repairs in Hampton Roads, Done Before Closing',
  intro: `Send us the inspection report or the PICRA and get an itemized quote with ${claims.homeEstimates}. Licensed, bonded and insured crews fix electrical, plumbing, carpentry, exterior and cosmetic items in ${claims.repairDays}.`,
  highlights: [claims.estimates, `Repairs in ${claims.repairDays}`, 'Licensed, bonded & insured', claims.emergency],
} as const;

export const landingContact = {
  title: 'Talk to a Repair Coordinator',
  intro: `Call, e-mail or send your report: a real person answers and you get ${claims.reply.toLowerCase()}, usually much sooner.`,
} as const;

export const landingContactCards: LandingContactCards = {
  phone: { icon: 'phone', title: 'Call us', text: 'Speak to a repair coordinator about your report.' },
  email: { icon: 'email', title: 'E-mail', text: 'Attach the inspection report or the PICRA.' },
  area: { icon: 'location', title: 'Service area', text: `${serviceAreaNames}, Virginia.` },
  hours: { icon: 'hours', title: 'Hours', text: `${claims.emergency}.` },
};

export const landingServicesIntro =
  'One crew for the whole inspection report. Pick a service to see what we fix and the zip codes we cover in your city.';

export const howItWorksSteps: readonly ProcessStep[] = [
  {
    title: 'Upload Inspection',
    text: 'Upload the inspection report and see its repairs and typical costs in seconds, or send the PICRA or photos through the quote form. Your agent can send it for you; the summary pages are enough.',
    link: { href: UPLOAD_PAGE, label: 'Upload your report' },
  },
  {
    title: 'Request Quote',
    text: `A repair coordinator reads every item and sends an itemized, fixed-price quote with ${claims.homeEstimates}. Share it with your agent to settle who pays for what.`,
  },
  {
    title: 'Schedule Repairs',
    text: `Approve the lines you want and pick a day. Most lists are finished in ${claims.repairDays}, with photos and receipts for the re-inspection or final walk-through.`,
  },
];

export const whyChooseUs: readonly Feature[] = [
  {
    icon: 'fast',
    title: 'Fast Quotes',
    text: `${claims.estimates} on business days, built line by line from your report so they fit straight into PICRA negotiations and contingency deadlines.`,
  },
  {
    icon: 'price',
    title: 'Affordable Repairs',
    text: `Most repair lists cost ${figures.typicalRepairCost}. Fixed prices per item, written down before work starts, and no upselling to a remodel.`,
  },
  {
    icon: 'handshake',
    title: 'Trusted by Realtors',
    text: 'Agents across the Peninsula and the Southside send us their buyers and sellers because we answer the phone, keep them in the loop and finish before closing.',
  },
];

export const closingCta = {
  title: 'Closing Date Coming Up? Get Your Repairs Handled.',
  text: `Send your inspection report today and have a written quote with ${claims.homeEstimates}. Most repairs are finished in ${claims.repairDays}.`,
} as const;

export const landingMeta: PageMeta = {
  title: siteConfig.defaultTitle,
  description: `Home inspection and PICRA repairs in Hampton Roads, VA. ${claims.estimates}, most repairs done in ${claims.repairDays}. Licensed, bonded and insured.`,
  path: '/',
  absoluteTitle: true,
};

/** The home page: its rotating hero is drawn by the page, everything below it comes from here. */
export const landingPage: MarketingPage = {
  meta: landingMeta,
  breadcrumbs: [],
  sections: [
    { kind: 'landing-contact', id: 'contact', tone: 'sand', eyebrow: 'Contact', title: landingContact.title, intro: landingContact.intro, cards: landingContactCards },
    {
      kind: 'landing-services',
      id: 'services',
      eyebrow: 'Services',
      title: 'Repairs for Everything on Your Inspection Report',
      intro: landingServicesIntro,
      onward: {
        title: 'Not sure which trade you need?',
        text: 'Most reports mix several. Send the whole report and we quote every item in one place.',
        link: { href: '/common-inspection-repairs', label: 'See common inspection repairs' },
      },
    },
    { kind: 'steps', id: 'how-it-works', tone: 'muted', eyebrow: 'How it works', title: 'From Inspection Report to Finished Repairs in Three Steps', steps: howItWorksSteps },
    {
      kind: 'features',
      id: 'why-choose-us',
      eyebrow: 'Why choose us',
      title: `Why Hampton Roads Chooses ${siteConfig.shortName}`,
      intro: `${claims.licensed}, local to the Peninsula and the Southside, and focused on one job: clearing inspection reports before closing.`,
      items: whyChooseUs,
    },
    faqSection(landingFaqs, { intro: 'Straight answers about PICRA repairs, prices, timing and who we are.' }),
    { kind: 'testimonials', id: 'testimonials', tone: 'sand', eyebrow: 'Testimonials', title: 'What Buyers and Agents Say' },
  ],
  cta: { id: 'get-started-title', ...closingCta, actions: quoteActions('closing_cta', 'Get Started Now') },
  schema: { kind: 'home' },
};
