/** Sections of the landing page that the navigation bar scrolls to, and the other nav destinations. */
export const sectionLinks = [
  { id: 'services', label: 'Services' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'testimonials', label: 'Testimonials' },
] as const;

export const pageLinks = [
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
] as const;

export const footerLinks = {
  services: [
    { href: '/buyer-repairs', label: 'Buyer Repairs' },
    { href: '/seller-repairs', label: 'Seller Pre-Sale Repairs' },
    { href: '/common-inspection-repairs', label: 'Common Inspection Repairs' },
    { href: '/service-areas', label: 'Service Areas' },
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

/** Where a visitor uploads their home inspection report so that the quote covers every item in it. */
export const inspectionReportHref = '/inspection-report';
