import { reportUploadSection } from './inspection-report';
import type { ServiceSlug } from '@/lib/site/catalogue';
import { siteConfig } from '@/lib/site/config';
import { commonRepairFaqs } from './faqs';
import { repairPage } from './sections';
import type { Feature, MarketingPage, PageMeta, ProcessStep } from './types';

/** Copy of /common-inspection-repairs: what Hampton Roads inspectors flag, what it costs, how we fix it. */

const { claims, figures } = siteConfig;

export const commonRepairsMeta: PageMeta = {
  title: 'Common Inspection Repairs',
  description: `The repairs Hampton Roads inspectors flag most, from HVAC to structural, with typical costs. Most fixed in ${figures.commonRepairDays}.`,
  path: '/common-inspection-repairs',
  keywords: ['common home inspection repairs', 'inspection repair costs Virginia', 'HVAC electrical plumbing inspection issues', 'Hampton VA repairs'],
};

export const commonRepairsHero = {
  eyebrow: 'Common inspection findings',
  title: 'The Most Common Home Inspection Repairs',
  intro: `Most Hampton Roads inspection reports list the same handful of issues. Here is how often each one comes up, what it typically costs, and how we fix it, usually in ${figures.commonRepairDays}.`,
  highlights: [`Repairs in ${figures.commonRepairDays}`, `Typical lists ${figures.typicalRepairCost}`, claims.estimates],
} as const;

/** One card per issue category of the frequency table, in the same order. */
export const commonIssues: readonly Feature[] = [
  {
    icon: 'cooling',
    title: 'HVAC',
    text: 'Overdue servicing, dirty coils, clogged condensate lines, rusted drain pans and missing filters. Our humid summers work systems hard.',
  },
  {
    icon: 'electrical',
    title: 'Electrical',
    text: 'Missing GFCI protection, ungrounded or reversed-polarity outlets, double-tapped breakers, open junction boxes and outdated panels.',
  },
  {
    icon: 'water',
    title: 'Plumbing',
    text: 'Slow drains, leaking traps and supply lines, corroded fittings, running toilets and water heaters without a proper relief line.',
  },
  {
    icon: 'safety',
    title: 'Safety',
    text: 'Missing smoke and CO detectors, loose handrails, unsafe stairs and decks, and garage doors that do not auto-reverse.',
  },
  {
    icon: 'house',
    title: 'Roof and Exterior',
    text: 'Missing or lifted shingles, failed flashing, soft siding and trim, clogged or detached gutters and downspouts draining at the foundation.',
  },
  {
    icon: 'masonry',
    title: 'Structural',
    text: 'Damaged joists in crawl spaces, sagging deck framing, wood rot at sills and posts, and minor foundation cracks that need sealing.',
  },
];

export const commonSteps: readonly ProcessStep[] = [
  { title: 'Send the findings', text: 'Upload the report or list the items. Photos from the inspector are enough for most estimates.' },
  { title: 'Fixed price per item', text: `You get an itemized quote with ${claims.homeEstimates}, with safety items marked first.` },
  { title: 'Fixed in one visit', text: `One crew handles every trade on the list; most common repairs are done in ${figures.commonRepairDays}.` },
];

/** The common-repairs page links to the Hampton page of every service. */
export const commonRepairServiceLinks: readonly ServiceSlug[] = ['electrical', 'plumbing', 'carpentry', 'exterior', 'cosmetic'];

export const commonRepairsCta = {
  title: 'Got a List of Common Repairs? We Fix Them All.',
  text: `Send your inspection report for an itemized quote with ${claims.homeEstimates}. Most common repairs are done in ${figures.commonRepairDays}.`,
} as const;

export const commonRepairsPage: MarketingPage = repairPage({
  meta: commonRepairsMeta,
  hero: commonRepairsHero,
  analyticsName: 'common',
  crumbName: 'Common Inspection Repairs',
  sections: [
    {
      kind: 'issue-costs',
      id: 'issue-frequency',
      eyebrow: 'By the numbers',
      title: 'What Inspectors Find, and What It Costs',
      intro: `Share of Hampton Roads inspection reports that list each issue, with the typical cost to fix it. A full list usually comes to ${figures.typicalRepairCost}.`,
    },
    reportUploadSection('common-report-upload'),
    { kind: 'features', id: 'common-issues', tone: 'muted', eyebrow: 'The usual findings', title: 'The Six Issue Categories Explained', items: commonIssues },
    {
      kind: 'stats',
      variant: 'alert',
      id: 'expensive-repairs',
      eyebrow: 'Budget for these',
      title: 'The Repairs That Cost the Most',
      intro: 'A few findings sit well above the typical range. If your report lists one of these, get it priced first: it usually decides the negotiation.',
      stats: siteConfig.expensiveRepairs.map((item) => ({ value: item.cost, label: item.repair })),
    },
    {
      kind: 'hampton-services',
      id: 'hampton-services',
      tone: 'sand',
      eyebrow: 'Services in Hampton',
      title: 'Repair Services for Hampton Homes',
      intro: 'See what each trade covers, with the zip codes we serve in Hampton.',
      services: commonRepairServiceLinks,
    },
    { kind: 'steps', id: 'common-process', eyebrow: 'The process', title: 'How We Fix Common Repairs Fast', steps: commonSteps },
  ],
  faq: { title: 'Common Repair Questions', items: commonRepairFaqs },
  cta: commonRepairsCta,
  serviceType: 'Home inspection repairs',
});
