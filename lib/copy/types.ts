import type { BusinessFacts, Review } from '@/lib/site/owner-facts';
import type { WorkPhoto } from '@/lib/images/work-photos';
import type { IconName } from '@/lib/ui/icons';
import type { Location, LocationSlug, ServiceSlug, ZipCodeSummary } from '@/lib/site/catalogue';
import type { Crumb, FaqItem } from '@/lib/seo/json-ld';

/** Shapes of the marketing copy in lib/copy: every marketing page is one `MarketingPage`, drawn by one view. */

/** A card of a benefit or issue grid. */
export type Feature = { icon: IconName; title: string; text: string };

/** One numbered step of a process. */
/** A numbered step; `link` leads to the page where the visitor takes it. */
export type ProcessStep = { title: string; text: string; link?: LinkItem };

/** A large figure with its label. */
export type Stat = { value: string; label: string };

/** Title and description of a page, for buildMetadata. */
export type PageMeta = { title: string; description: string; path: string; keywords?: readonly string[]; absoluteTitle?: boolean };

export type { Crumb, FaqItem };

export type AreaLink = { href: string; label: string };

/** A city of the service-area page: what we fix there, its zip codes and links to its service pages. */
export type ServiceAreaCard = {
  slug: LocationSlug;
  name: string;
  fullName: string;
  description: string;
  populationText: string;
  primaryServices: readonly string[];
  zips: ZipCodeSummary;
  links: readonly AreaLink[];
  /** Set when the links go to another city's pages. */
  linkNote: string | null;
};

/** A link in a list of links. */
export type LinkItem = { href: string; label: string; icon?: IconName };

/**
 * The first button of a hero or closing band: the quote application, or a page of this site (tracked
 * as a call to action with its label). The phone link always stands beside it.
 */
export type PageAction = { kind: 'quote'; label: string } | { kind: 'page'; href: string; label: string };

/** A pair of buttons and the analytics location their clicks are reported with. */
export type Actions = { primary: PageAction; location: string };

export type Hero = {
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  intro: string;
  actions: Actions;
  /** Short proof points shown as chips under the buttons. */
  highlights?: readonly string[];
  /** A service's icon tile beside the title (the service-by-city pages). */
  badge?: { icon: IconName; color: string };
};

/** The closing band of a page. */
export type CallToAction = { id?: string; title: string; text: string; actions: Actions };

/** One way to reach the business on the contact page. */
export type ContactMethod = { kind: 'phone' | 'email' | 'quote'; icon: IconName; title: string; text: string; linkLabel: string };

/** The home page's four contact cards; the page adds the phone, e-mail, map link and hours. */
export type LandingContactCards = Record<'phone' | 'email' | 'area' | 'hours', Feature>;

/** A card that leads on to another page: a heading, a sentence and the link. */
export type OnwardCard = { title: string; text: string; link: LinkItem };

export type ServiceOverviewItem = { slug: ServiceSlug; title: string; icon: IconName; description: string; href: string; linkLabel: string };

/** A fact a visitor can check, with where to check it when there is such a place. */
export type Credential = Feature & { link?: { href: string; label: string } };

export type { Review, WorkPhoto };

/** What a section shows under its heading. */
export type SectionBody =
  | { kind: 'stats'; stats: readonly Stat[]; variant?: 'sand' | 'alert' }
  | { kind: 'features'; items: readonly Feature[]; columns?: 2 | 3 | 4 }
  | { kind: 'steps'; steps: readonly ProcessStep[] }
  | { kind: 'faq'; items: readonly FaqItem[] }
  | { kind: 'issue-costs' }
  | { kind: 'hampton-services'; services: readonly ServiceSlug[] }
  | { kind: 'service-area-links' }
  | { kind: 'contact-methods'; methods: readonly ContactMethod[]; location: string }
  | { kind: 'area-cards'; areas: readonly ServiceAreaCard[] }
  | { kind: 'service-overview'; services: readonly ServiceOverviewItem[] }
  | { kind: 'zip-codes'; zips: ZipCodeSummary; label: string }
  | { kind: 'link-lists'; lists: readonly { id: string; title: string; links: readonly LinkItem[] }[] }
  | { kind: 'landing-contact'; cards: LandingContactCards }
  | { kind: 'landing-services'; onward: OnwardCard }
  | { kind: 'testimonials' }
  /** A band that sends the visitor to the inspection-report upload. */
  | { kind: 'report-upload'; text: string; link: LinkItem }
  | { kind: 'credentials'; items: readonly Credential[] }
  | { kind: 'reviews'; reviews: readonly Review[] }
  | { kind: 'work-photos'; photos: readonly WorkPhoto[] }
  | { kind: 'story'; paragraphs: readonly string[]; signature?: string }
  | { kind: 'service-details'; paragraphs: readonly string[]; listTitle: string; listIntro: string; listLabel: string; items: readonly string[] };

/** A titled band of a page; its h2 gets the id `${id}-title`. */
export type Section = SectionBody & {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'muted' | 'sand';
  align?: 'left' | 'center';
  /** The heading is for screen readers only (a band of figures that speaks for itself). */
  hiddenTitle?: boolean;
  /** No top or bottom padding, when the band continues the one before or after it. */
  flush?: 'top' | 'bottom';
};

/** The contact page's request form, hours and area, in one band. */
export type ContactRequestBand = {
  kind: 'contact-request';
  formTitle: string;
  formNote: string;
  hoursTitle: string;
  areaTitle: string;
  areaText: string;
  areaLink: LinkItem;
};

/** Structured data a page carries beside its breadcrumbs and FAQ. */
export type PageSchema =
  | { kind: 'service'; serviceType: string; offers: readonly string[] }
  | { kind: 'business'; facts?: BusinessFacts }
  | { kind: 'local-service'; location: Location; serviceType: string; offers: readonly string[] }
  | { kind: 'home' };

export type MarketingPage = {
  meta: PageMeta;
  /** The home page draws its own rotating hero instead. */
  hero?: Hero;
  /** The trail after Home, the last crumb this page; none on the home page. */
  breadcrumbs: readonly Crumb[];
  sections: readonly (Section | ContactRequestBand)[];
  cta?: CallToAction;
  /** Sections drawn after the closing band (links onward). */
  after?: readonly Section[];
  schema: PageSchema;
  /** Reported as a product view to analytics (the service-by-city pages). */
  viewItem?: { id: string; name: string; category: string };
};
