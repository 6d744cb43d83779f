import { reportUploadSection } from './inspection-report';
import { siteConfig } from '@/lib/site/config';
import { buyerFaqs } from './faqs';
import { repairPage } from './sections';
import type { Feature, MarketingPage, PageMeta, ProcessStep, Stat } from './types';

/** Copy of /buyer-repairs: for buyers holding an inspection report and a contingency deadline. */

const { claims, figures } = siteConfig;

export const buyerMeta: PageMeta = {
  title: 'Buyer Inspection Repairs',
  description: `Buying in Hampton Roads? Get an itemized quote for your inspection repair request with ${claims.homeEstimates} and repairs done in ${claims.repairDays}.`,
  path: '/buyer-repairs',
  keywords: ['buyer inspection repairs', 'PICRA repair request', 'home buyer repairs Hampton VA', 'inspection contingency repairs'],
};

export const buyerHero = {
  eyebrow: 'For home buyers',
  title: 'Inspection Repairs for Home Buyers',
  intro: `Your inspection turned up a list and the contingency clock is running. Send us the report: we price every item with ${claims.homeEstimates}, so you can negotiate your PICRA with real numbers and close on time.`,
  highlights: [claims.estimates, `Repairs in ${claims.repairDays}`, `Typical lists ${figures.typicalRepairCost}`],
} as const;

export const buyerStats: readonly Stat[] = [
  { value: claims.repairDays, label: 'Typical time to complete a buyer repair list' },
  { value: figures.typicalRepairCost, label: 'What most post-inspection repair lists cost' },
  { value: claims.estimates, label: 'On reports received during business hours' },
];

export const buyerBenefits: readonly Feature[] = [
  {
    icon: 'checklist',
    title: 'Negotiate with real prices',
    text: 'An itemized quote turns vague findings into dollar figures, so you can ask for repairs, a price reduction or a closing credit with confidence.',
  },
  {
    icon: 'deadline',
    title: 'Beat the contingency deadline',
    text: `Virginia contracts give buyers only a few days to respond to the inspection. We send quotes with ${claims.homeEstimates} so nothing expires while you wait.`,
  },
  {
    icon: 'shield',
    title: 'Safety items first',
    text: 'Missing GFCI protection, double-tapped breakers, gas leaks, loose railings and missing smoke detectors are flagged and prioritized in every quote.',
  },
  {
    icon: 'house',
    title: 'Move in without surprises',
    text: 'We fix what the inspector found and tell you what to watch: the age of the water heater, the HVAC service date, the roof’s remaining life.',
  },
  {
    icon: 'photos',
    title: 'Proof for the walk-through',
    text: 'Every completed item comes with photos and receipts you can check at the final walk-through or send to your lender and agent.',
  },
  {
    icon: 'toolbox',
    title: 'One contractor for the list',
    text: 'Electrical, plumbing, carpentry, exterior and cosmetic work from one crew, on one schedule and one invoice.',
  },
];

export const buyerSteps: readonly ProcessStep[] = [
  { title: 'Send the report', text: 'Upload the inspection report or the draft PICRA. Highlight the items you plan to ask about, or let us price them all.' },
  { title: 'Get an itemized quote', text: `We reply with ${claims.homeEstimates}: a price per item, safety items marked, and notes on what can wait.` },
  { title: 'Negotiate with confidence', text: 'Use the quote with your agent to ask for repairs or a credit. We can send the same quote to the seller’s side.' },
  { title: 'Repairs done, on time', text: `Once approved, most lists are finished in ${claims.repairDays}, with photos and receipts before closing.` },
];

export const buyerCta = {
  title: 'Inspection Report in Hand? Get Your Quote Today.',
  text: `Send the report now and have an itemized quote with ${claims.homeEstimates}. ${claims.licensed}.`,
} as const;

export const buyerRepairsPage: MarketingPage = repairPage({
  meta: buyerMeta,
  hero: buyerHero,
  analyticsName: 'buyer',
  crumbName: 'Buyer Repairs',
  sections: [
    { kind: 'stats', id: 'buyer-figures', eyebrow: 'At a glance', title: 'Repairs on Your Timeline, at a Known Price', stats: buyerStats },
    reportUploadSection('buyer-report-upload'),
    {
      kind: 'features',
      id: 'buyer-benefits',
      tone: 'muted',
      eyebrow: 'Why buyers call us',
      title: 'Turn Your Inspection Report Into a Plan',
      intro: 'The inspection report tells you what is wrong. We tell you what it costs and fix it, so the report helps your negotiation instead of stalling it.',
      items: buyerBenefits,
    },
    { kind: 'steps', id: 'buyer-process', eyebrow: 'The process', title: 'How Buyer Repairs Work', steps: buyerSteps },
  ],
  faq: { title: 'Buyer Repair Questions', items: buyerFaqs },
  cta: buyerCta,
  serviceType: 'Home inspection repairs for buyers',
});
