import { locationNames } from '@/lib/site/catalogue';
import { joinNames } from '@/lib/site/text';
import type { FaqItem } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site/config';

/**
 * Question-and-answer copy for the landing, buyer, seller and common-repairs pages. Every figure
 * comes from the site configuration, so a changed price range or turnaround changes here too.
 */

const { claims, figures, expensiveRepairs } = siteConfig;

/** 'Hampton, Newport News, Yorktown, Norfolk and Chesapeake', in the catalogue's order. */
export const serviceAreaNames = locationNames();

const expensiveList = joinNames(expensiveRepairs.map((item) => `${item.repair.toLowerCase()} (${item.cost})`));

/** The home page's six questions: what a PICRA is, cost, who pays, speed, areas, licenses. */
export const landingFaqs: readonly FaqItem[] = [
  {
    question: 'What is a PICRA?',
    answer:
      'PICRA stands for Property Inspection Contingency Removal Addendum. In a Virginia home sale it is the form on which the buyer lists the inspection items they want repaired or credited, and the seller agrees, counters or declines. Once both sides sign it, the inspection contingency is removed, so the agreed repairs have to be done before closing. We price and complete exactly the items written on the PICRA.',
  },
  {
    question: 'How much do home inspection repairs cost?',
    answer: `Most post-inspection repair lists we see in Hampton Roads cost ${figures.typicalRepairCost} in total. Small items such as GFCI outlets, loose railings or a leaking trap cost far less; the big-ticket exceptions are ${expensiveList}. Every quote is free, written and itemized, so you know the price of each line before anyone agrees to it.`,
  },
  {
    question: 'Who pays for inspection repairs, the buyer or the seller?',
    answer:
      'Either one: it is negotiated in the PICRA. Sellers usually pay for the repairs they agree to make before closing, while buyers sometimes accept a price reduction or closing credit and have the work done themselves. We can quote for either party and invoice whoever is responsible, and agents can share our itemized quote with both sides.',
  },
  {
    question: 'How fast can you complete the repairs?',
    answer: `Fast enough for a closing date. We send ${claims.homeEstimates} of receiving your inspection report (${claims.estimates.toLowerCase()} for requests received during business hours), and most repair lists are finished in ${claims.repairDays}. ${claims.emergency} is available for active leaks, sparking outlets and other hazards.`,
  },
  {
    question: 'Which areas do you serve?',
    answer: `We work throughout Hampton Roads: ${serviceAreaNames}, plus neighboring communities such as Poquoson, Williamsburg, Portsmouth, Suffolk and Virginia Beach on request. Our crews are based on the Peninsula and cross the water to the Southside every day.`,
  },
  {
    question: 'Are your contractors licensed and insured?',
    answer: `Yes. ${claims.licensed} do every job, and electrical and plumbing work is done by tradespeople licensed for it in Virginia. ${claims.warranty}, and we provide receipts and photos that you can hand to the other party or the re-inspector.`,
  },
];

/** /buyer-repairs */
export const buyerFaqs: readonly FaqItem[] = [
  {
    question: 'Can I get repairs done before I own the house?',
    answer:
      'Only with the seller’s written permission, since the house is still theirs. More often the buyer asks the seller to make the repairs through the PICRA, or negotiates a credit at closing and books us for the day after settlement. Our quote helps you put a real number on either option.',
  },
  {
    question: 'How quickly can you give me a price for my repair request?',
    answer: `Send the inspection report or just the pages with the items you care about. We reply with ${claims.homeEstimates} on business days, so you have an itemized figure before your inspection contingency runs out.`,
  },
  {
    question: 'What does a typical buyer repair list cost?',
    answer: `Most buyer repair requests we price come to ${figures.typicalRepairCost}. The quote breaks the total down line by line so that you and your agent can decide which items to ask the seller to fix and which to take as a credit.`,
  },
  {
    question: 'Will the repairs be finished before closing?',
    answer: `Most buyer repair lists are completed in ${claims.repairDays} once they are approved. We schedule around your closing date and send photos and receipts for the final walk-through.`,
  },
];

/** /seller-repairs */
export const sellerFaqs: readonly FaqItem[] = [
  {
    question: 'Should I fix things before listing or wait for the buyer’s inspection?',
    answer: `Fixing the obvious items first usually pays. Homes listed with inspection issues already resolved tend to sell for ${figures.preSalePriceGain} more and about ${figures.fasterSales} faster, and you avoid a long PICRA list arriving days before your deadline.`,
  },
  {
    question: 'How much should I spend on pre-sale repairs?',
    answer: `A sensible budget is ${figures.suggestedSpend} of the home’s value, spent on safety, water and the items inspectors always flag. Well-chosen pre-sale repairs return about ${figures.preSaleRoi} of their cost at sale; full remodels rarely do.`,
  },
  {
    question: 'Can you handle the repairs on a buyer’s PICRA?',
    answer: `Yes, that is most of our work. Send us the signed addendum and the inspection report; you get an itemized quote with ${claims.homeEstimates}, and most lists are finished in ${claims.repairDays} with receipts for the buyer’s agent.`,
  },
  {
    question: 'Do you work on vacant or tenant-occupied homes?',
    answer:
      'Yes. Many of our sellers have already moved. We coordinate access through your agent or a lockbox, send photos of each completed item, and leave the house broom-clean for showings.',
  },
];

/** /common-inspection-repairs */
export const commonRepairFaqs: readonly FaqItem[] = [
  {
    question: 'What do home inspectors flag most often in Hampton Roads?',
    answer: `HVAC servicing and condensate issues top the list, followed by electrical, plumbing, safety, roof and exterior, and structural items. Humid summers, salt air and high water tables make moisture-related findings especially common here.`,
  },
  {
    question: 'How long do common inspection repairs take?',
    answer: `Most common items, such as outlets, GFCI protection, leaks, railings, smoke detectors and gutters, are completed in ${figures.commonRepairDays}. Larger items like panel upgrades may need a permit and an extra visit.`,
  },
  {
    question: 'Which repairs are the most expensive?',
    answer: `The costly ones are ${expensiveList}. Most other findings cost a few hundred dollars, and the typical full list comes to ${figures.typicalRepairCost}.`,
  },
  {
    question: 'Can you fix several different issues in one visit?',
    answer:
      'Yes. One crew handles electrical, plumbing, carpentry, exterior and cosmetic items together, so you deal with one contractor, one schedule and one invoice instead of several trades.',
  },
];
