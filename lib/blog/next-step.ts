import { inspectionReportHref } from '@/lib/site/navigation';
import { siteConfig } from '@/lib/site/config';

/**
 * The request an article leads to, shown at its end before Back to Blog. The reader is taken to be
 * the audience of the first audience tag of the article (its tags are listed most important first):
 * a buyer or an agent holds an inspection report, so they are asked for it; a seller, or a reader
 * the tags do not place, is asked for a quote.
 */

type ArticleAudience = 'buyer' | 'seller' | 'agent' | 'reader';

export type ArticleNextStep = {
  audience: ArticleAudience;
  title: string;
  text: string;
  /** Upload the inspection report, or request a quote. */
  action: { kind: 'report'; href: string; label: string } | { kind: 'quote'; label: string };
  /** A page that says more to this audience. */
  more?: { href: string; label: string };
};

const AUDIENCE_TAGS: Record<string, ArticleAudience> = { buyers: 'buyer', sellers: 'seller', agents: 'agent' };

export function articleAudience(tags: readonly string[]): ArticleAudience {
  for (const tag of tags) {
    const audience = AUDIENCE_TAGS[tag.trim().toLowerCase()];
    if (audience) return audience;
  }
  return 'reader';
}

const { claims } = siteConfig;

export function articleNextStep(tags: readonly string[]): ArticleNextStep {
  const audience = articleAudience(tags);
  const report = { kind: 'report', href: inspectionReportHref, label: 'Upload the Inspection Report' } as const;
  switch (audience) {
    case 'buyer':
      return {
        audience,
        title: 'Have Your Inspection Report?',
        text: `Upload it and we price every item on its own line, ${claims.homeEstimates}: real numbers for your repair request before the contingency runs out.`,
        action: report,
        more: { href: '/buyer-repairs', label: 'Repairs for buyers' },
      };
    case 'agent':
      return {
        audience,
        title: 'A Client’s Report on Your Desk?',
        text: `Upload it, or e-mail it to ${siteConfig.email} with your client in copy: both of you get the itemized quote, ${claims.homeEstimates}.`,
        action: report,
        more: { href: '/agents', label: 'How we work with agents' },
      };
    case 'seller':
      return {
        audience,
        title: 'Listing Soon or Facing a PICRA?',
        text: `Request a quote for the repairs buyers ask for: ${claims.homeEstimates}, most lists finished in ${claims.repairDays}.`,
        action: { kind: 'quote', label: 'Request a Quote' },
        more: { href: '/seller-repairs', label: 'Repairs for sellers' },
      };
    case 'reader':
      return {
        audience,
        title: 'Need These Repairs Done?',
        text: `Request a free, itemized quote: ${claims.homeEstimates}, most repairs finished in ${claims.repairDays}.`,
        action: { kind: 'quote', label: 'Request a Quote' },
      };
  }
}
