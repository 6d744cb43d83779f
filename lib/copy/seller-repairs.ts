import { reportUploadSection } from './inspection-report';
import { siteConfig } from '@/lib/site/config';
import { sellerFaqs } from './faqs';
import { repairPage } from './sections';
import type { Feature, MarketingPage, PageMeta, ProcessStep, Stat } from './types';

/** Copy of /seller-repairs: pre-listing repairs and repairs requested on a buyer's PICRA. */

const { claims, figures } = siteConfig;

export const sellerMeta: PageMeta = {
  title: 'Pre-Sale Repairs for Sellers',
  description: `Pre-sale repairs that pay: homes sell for ${figures.preSalePriceGain} more and ${figures.fasterSales} faster. Fast PICRA repairs for Hampton Roads sellers.`,
  path: '/seller-repairs',
  keywords: ['pre-sale home repairs', 'seller repairs Hampton VA', 'PICRA repairs for sellers', 'pre-listing inspection repairs'],
};

export const sellerHero = {
  eyebrow: 'For home sellers',
  title: 'Pre-Sale Repairs That Help Your Home Sell',
  intro: `Fix what a buyer’s inspector will find before they find it, or clear the PICRA list fast once they do. Itemized quotes with ${claims.homeEstimates}, repairs in ${claims.repairDays}.`,
  highlights: [`${figures.preSalePriceGain} higher sale price`, `${figures.fasterSales} faster sales`, `${figures.preSaleRoi} return on repair cost`],
} as const;

export const sellerStats: readonly Stat[] = [
  { value: figures.preSalePriceGain, label: 'Higher sale price for homes with issues fixed before listing' },
  { value: figures.fasterSales, label: 'Faster sales when buyers see a clean inspection' },
  { value: figures.preSaleRoi, label: 'Average return on well-chosen pre-sale repairs' },
  { value: figures.suggestedSpend, label: 'Of home value: a sensible pre-sale repair budget' },
];

export const sellerBenefits: readonly Feature[] = [
  {
    icon: 'value',
    title: 'Stronger offers',
    text: `Buyers pay more for a home that needs nothing. Fixing inspection items up front supports a ${figures.preSalePriceGain} higher price.`,
  },
  {
    icon: 'launch',
    title: 'Fewer stalled deals',
    text: `A clean inspection keeps the contract moving: homes with repairs done sell about ${figures.fasterSales} faster and fall through less often.`,
  },
  {
    icon: 'receipt',
    title: 'Smaller PICRA lists',
    text: 'When the obvious items are already fixed, the buyer’s addendum is short, and there is less room to renegotiate the price.',
  },
  {
    icon: 'idea',
    title: 'Spend where it counts',
    text: `We steer your ${figures.suggestedSpend} budget toward safety, water and mechanical items that inspectors flag, not cosmetic upgrades buyers ignore.`,
  },
  {
    icon: 'keys',
    title: 'Vacant-home friendly',
    text: 'Already moved? We coordinate access with your agent, photograph every finished item and leave the house ready for showings.',
  },
  {
    icon: 'done',
    title: 'Documented for buyers',
    text: `Receipts, photos and our written warranty go to the buyer’s agent, so repairs are accepted the first time. ${claims.warranty}.`,
  },
];

export const sellerSteps: readonly ProcessStep[] = [
  { title: 'Share a report or PICRA', text: 'Send a pre-listing inspection, the buyer’s inspection report or the signed addendum. No report yet? Call and we walk the house.' },
  { title: 'Prioritized quote', text: `With ${claims.homeEstimates} you get an itemized quote, sorted by what buyers and inspectors care about most.` },
  { title: 'Repairs scheduled', text: `Approve the lines you want; most lists are finished in ${claims.repairDays}, around showings and your closing date.` },
  { title: 'Proof for the buyer', text: 'Photos, receipts and warranty paperwork for the buyer’s agent and the re-inspection.' },
];

export const sellerCta = {
  title: 'Listing Soon or Facing a PICRA? Let’s Fix It.',
  text: `Send your report today for an itemized quote with ${claims.homeEstimates}. Most repairs cost ${figures.typicalRepairCost}.`,
} as const;

export const sellerRepairsPage: MarketingPage = repairPage({
  meta: sellerMeta,
  hero: sellerHero,
  analyticsName: 'seller',
  crumbName: 'Seller Repairs',
  sections: [
    {
      kind: 'stats',
      id: 'seller-figures',
      eyebrow: 'The numbers',
      title: 'Why Pre-Sale Repairs Pay Off',
      intro: 'Buyers and their inspectors look for reasons to renegotiate. Fixing the predictable findings first keeps the price where you set it.',
      stats: sellerStats,
    },
    reportUploadSection('seller-report-upload'),
    { kind: 'features', id: 'seller-benefits', tone: 'muted', eyebrow: 'Benefits', title: 'What Sellers Gain', items: sellerBenefits },
    { kind: 'steps', id: 'seller-process', eyebrow: 'The process', title: 'How Seller Repairs Work', steps: sellerSteps },
  ],
  faq: { title: 'Seller Repair Questions', items: sellerFaqs },
  cta: sellerCta,
  serviceType: 'Pre-sale and PICRA repairs for home sellers',
});
