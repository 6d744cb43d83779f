import { visitPath } from '@/lib/attribution/visit';
import { allServiceLocations } from '@/lib/site/catalogue';

/**
 * Which page a beacon counts for. Only pages the site serves get rows of their own; any other path
 * (a mistyped address, a scanner's probe, a page since removed) is folded into one, so storage is
 * bounded by the site's pages times days, whatever visitors send.
 */

export const OTHER_PAGES = '(other pages)';

export function foldPath(raw: string, isKnownPage: (path: string) => boolean): string {
  const path = visitPath(raw);
  return isKnownPage(path) ? path : OTHER_PAGES;
}

export const PAGE_TEMPLATES = ['home', 'service', 'blog', 'article', 'contact', 'other'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const TEMPLATE_LABELS: Record<PageTemplate, string> = {
  home: 'Home page',
  service: 'Service pages',
  blog: 'Blog lists',
  article: 'Articles',
  contact: 'Contact page',
  other: 'Other pages',
};

const SERVICE_PAGES = new Set(['/buyer-repairs', '/seller-repairs', '/common-inspection-repairs', '/service-areas', ...allServiceLocations().map((item) => item.path)]);

/** The layout a page is built from: pages of one template share their speed profile. */
export function pageTemplate(path: string): PageTemplate {
  if (path === '/') return 'home';
  if (path === '/contact') return 'contact';
  if (SERVICE_PAGES.has(path)) return 'service';
  if (path === '/blog' || path.startsWith('/blog/category/') || path.startsWith('/blog/tag/')) return 'blog';
  if (/^\/blog\/[^/]+$/.test(path)) return 'article';
  return 'other';
}

/**
 * The referring site as counted: well-known search engines and social sites by name, every other
 * site as one, so the count stays bounded whatever hosts appear.
 */
const REFERRER_FAMILIES: readonly [string, RegExp][] = [
  ['Google', /(^|\.)google\.[a-z.]+$/],
  ['Bing', /(^|\.)bing\.com$/],
  ['DuckDuckGo', /(^|\.)duckduckgo\.com$/],
  ['Yahoo', /(^|\.)yahoo\.[a-z.]+$/],
  ['Facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me)$/],
  ['Instagram', /(^|\.)instagram\.com$/],
  ['Nextdoor', /(^|\.)nextdoor\.com$/],
  ['LinkedIn', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['X (Twitter)', /(^|\.)(x\.com|twitter\.com|t\.co)$/],
  ['YouTube', /(^|\.)youtube\.com$/],
  ['Yelp', /(^|\.)yelp\.com$/],
  ['Angi', /(^|\.)(angi\.com|angieslist\.com|homeadvisor\.com)$/],
  ['Thumbtack', /(^|\.)thumbtack\.com$/],
];

export const OTHER_SITES = 'Other sites';

export function referrerFamily(host: string): string {
  return REFERRER_FAMILIES.find(([, pattern]) => pattern.test(host))?.[0] ?? OTHER_SITES;
}
