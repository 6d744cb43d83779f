/** Sections of the landing page that the navigation bar scrolls to. */
export const sectionLinks = [{ id: 'services', label: 'Services' }] as const;

/**
 * The other destinations of the navigation bar: a page for each audience the site serves (a buyer
 * with a repair list, a seller before listing, the agent of either), then the blog and contact.
 */
export const pageLinks = [
  { href: '/buyer-repairs', label: 'Buyers' },
  { href: '/seller-repairs', label: 'Sellers' },
  { href: '/agents', label: 'Agents' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
] as const;

export const footerLinks = {
  services: [
    { href: '/buyer-repairs', label: 'Buyer Repairs' },
    { href: '/seller-repairs', label: 'Seller Pre-Sale Repairs' },
    { href: '/common-inspection-repairs', label: 'Common Inspection Repairs' },
    { href: '/service-areas', label: 'Service Areas' },
    { href: '/agents', label: 'For Real Estate Agents' },
    { href: '/about', label: 'About Us' },
  ],
  legal: [
    { href: '/privacy', label: 'Privacy Policy' },
    { href: '/terms', label: 'Terms of Service' },
  ],
} as const;

/** href of a landing-page section, usable from any page: '/#services'. */
export function sectionHref(id: string): string {
  return `/#${id}`;
}

/** Whether the visitor asked for reduced motion (browser only). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Where a visitor uploads their home inspection report so that the quote covers every item in it (the reports module owns the path). */
export { UPLOAD_PAGE as inspectionReportHref } from '@/lib/reports/paths';
