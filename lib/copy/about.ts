import type { BusinessFacts } from '@/lib/site/owner-facts';
import type { WorkPhoto } from '@/lib/images/work-photos';
import { siteConfig } from '@/lib/site/config';
import { credentialItems } from './credentials';
import { serviceAreaNames } from './faqs';
import { quoteActions, serviceAreaLinksSection, topLevelCrumbs } from './sections';
import type { MarketingPage, PageMeta, ProcessStep, Section } from './types';

/**
 * Copy of /about: who we are, the facts a visitor can check, reviews with their links and photos of
 * real work. Built from the owner's facts: a section whose facts are missing is left out.
 */

const { claims, name } = siteConfig;

export const aboutMeta: PageMeta = {
  title: 'About Us',
  description: `Who fixes your inspection list: ${name}, a repair contractor for buyers, sellers and agents across ${siteConfig.address.area}, Virginia. License, insurance, warranty and reviews you can check.`,
  path: '/about',
};

const whatWeDo = [
  `${name} does one job: the repairs a home inspection finds. Buyers send us the report while the contingency clock runs, sellers before they list or once a PICRA arrives, and agents on behalf of either.`,
  `We work across ${serviceAreaNames}. Each item of a report gets its own line and price, so the people negotiating a sale can decide item by item, and each finished repair gets a photo and a receipt that the other side and the re-inspector can check.`,
];

const howWeWork: readonly ProcessStep[] = [
  { title: 'One line per item', text: 'The quote follows the report: the same numbering, a price for each line, nothing bundled.' },
  { title: 'Scheduled around the sale', text: `Most lists are finished in ${claims.repairDays}, before the deadline written in the contract.` },
  { title: 'Proof for the re-inspection', text: 'Photos of each finished item, receipts and the warranty paperwork, sent to you and to the agents.' },
];

/** The story paragraphs the owner wrote; a blank line in the settings starts a new paragraph. */
function storyParagraphs(story: string): string[] {
  return story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function aboutPage(facts: BusinessFacts, photos: readonly WorkPhoto[]): MarketingPage {
  const credentials = credentialItems(facts);
  const sections: Section[] = [
    { kind: 'story', id: 'what-we-do', eyebrow: 'Who we are', title: 'Repairs for Homes Under Contract', paragraphs: whatWeDo },
  ];
  if (facts.owner) {
    sections.push({
      kind: 'story',
      id: 'owner',
      tone: 'sand',
      eyebrow: 'The owner',
      title: `Meet ${facts.owner.name}`,
      paragraphs: storyParagraphs(facts.owner.story),
      signature: `${facts.owner.name}, owner`,
    });
  }
  if (credentials.length > 0) {
    sections.push({
      kind: 'credentials',
      id: 'credentials',
      tone: 'muted',
      eyebrow: 'Check us',
      title: 'License, Insurance and Warranty',
      intro: 'Every fact here can be checked: ask us for the documents, or look the license up yourself.',
      items: credentials,
    });
  }
  if (facts.reviews.length > 0) {
    sections.push({
      kind: 'reviews',
      id: 'reviews',
      eyebrow: 'Reviews',
      title: 'What Customers Wrote',
      intro: 'Quoted as posted; each links to the original.',
      reviews: facts.reviews,
    });
  }
  if (photos.length > 0) {
    sections.push({ kind: 'work-photos', id: 'our-work', tone: 'muted', eyebrow: 'Our work', title: 'Repairs We Finished', photos });
  }
  sections.push({ kind: 'steps', id: 'how-we-work', eyebrow: 'How we work', title: 'What Every Customer Gets', steps: howWeWork }, serviceAreaLinksSection);

  return {
    meta: aboutMeta,
    hero: {
      eyebrow: 'About us',
      title: `About ${name}`,
      intro: `A repair contractor for what home inspections find, working for buyers, sellers and agents across ${siteConfig.address.area}.`,
      actions: quoteActions('about_hero', 'Get a Free Quote'),
      ...(facts.founded ? { highlights: [`Since ${facts.founded.year}`] } : {}),
    },
    breadcrumbs: topLevelCrumbs(aboutMeta, 'About Us'),
    sections,
    cta: {
      title: 'Have an Inspection Report?',
      text: `Send it to us for an itemized quote with ${claims.homeEstimates}. ${claims.reply}.`,
      actions: quoteActions('about_cta', 'Request a Free Quote'),
    },
    schema: { kind: 'business', facts },
  };
}
