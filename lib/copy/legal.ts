import { serverEnv } from '@/lib/process/env';
import { siteConfig } from '@/lib/site/config';
import { serviceAreaNames } from './faqs';
import type { PageMeta } from './types';

/**
 * Privacy policy and terms of service for a small Virginia repair contractor's website. Business
 * facts come from the site configuration; the e-mail and phone links are added by the page.
 */

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export type LegalDocument = {
  meta: PageMeta;
  title: string;
  /** ISO date and its human form. */
  effectiveDate: { iso: string; label: string };
  intro: string;
  sections: readonly LegalSection[];
  /** Closing contact section text; the page adds the e-mail and phone links. */
  contactText: string;
};

export const LEGAL_EFFECTIVE_DATE = { iso: '2026-11-01', label: 'November 1, 2026' } as const;

const { name, email, claims } = siteConfig;
const region = siteConfig.address.regionName;
/** How long the website's database keeps contact requests (LEADS_RETENTION_DAYS; the purge enforces it). */
const leadRetentionDays = serverEnv().LEADS_RETENTION_DAYS;

export const privacyPolicy: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${name} collects, uses, keeps and deletes personal information from this website, its contact form and analytics tags.`,
    path: '/privacy',
  },
  title: 'Privacy Policy',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: `${name} ("we", "us") is a home repair contractor serving ${serviceAreaNames}, ${region}. This policy explains what personal information this website collects, why, how long we keep it and how you can ask us to delete it. It covers this website only; the separate quote application and the services of our analytics providers have their own policies.`,
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We collect only what you give us and what the website needs to work and to measure its use:'],
      list: [
        'Contact form: your name, e-mail address, phone number, city, the type of repair, your message and how urgent the work is. If you attach or paste inspection details, we receive those too.',
        'Phone calls and e-mails: whatever you choose to tell us, including your address when you book work.',
        'Newsletter: your e-mail address, if you subscribe on the blog, and when you signed up and confirmed.',
        'Server logs: your IP address, browser type, the page requested and the time, recorded automatically by our hosting provider for security and troubleshooting.',
        'How you found us: in your browser’s session storage for this tab (not a cookie, and erased when you close the tab), the website notes the page you arrived on, the name of the site whose link you followed (not the full address), the campaign named in that link, and the pages you view. It leaves your browser only with a contact request you send, and is kept with that request.',
        'Page views and speed: the website counts how many times each page is viewed and how fast it loads and responds on visitors’ devices (the Core Web Vitals), with the name of the site that linked to it. These are added into daily totals per page: no IP address, identifier or cookie is kept with them. Nothing is recorded when your browser sends Do Not Track or Global Privacy Control.',
        'Analytics: when enabled, Google Tag Manager (with Google Analytics) and the Meta (Facebook) pixel record the pages you visit, how far you scroll, the buttons you click (such as call, e-mail and quote buttons) and general device and location information, using cookies or similar identifiers.',
      ],
    },
    {
      id: 'analytics-tags',
      heading: 'Analytics and advertising tags',
      paragraphs: [
        'Google Tag Manager and the Meta pixel load only when we have configured them for this site; when they are not configured, the website makes no requests to Google or Meta at all.',
        'When they are active, Google and Meta receive the information described above and process it under their own privacy policies. We use it to understand which pages help visitors and to measure our advertising, for example how many people who saw an ad later requested a quote. We do not send them your name, e-mail address, phone number or form messages.',
        'You can block these tags with your browser’s privacy settings or a content blocker, opt out of Google Analytics with Google’s browser add-on, and manage ad preferences in your Google and Meta account settings. The site works fully without them.',
      ],
    },
    {
      id: 'where-stored',
      heading: 'Where your request is stored',
      paragraphs: [
        'Each request sent through the contact form is saved in this website’s own database before we thank you, so that none is lost if an e-mail or another system is briefly unavailable. The database runs on the servers that host this website and can be read only by our staff, through a password-protected page.',
        'When we have set it up, the website also sends each request to our office e-mail inbox and to the business system we use to schedule work, and keeps trying for about a day if either is unreachable. Newsletter addresses are kept in the same database.',
        `To have a request deleted from the website’s database, including any copy still waiting to be sent, e-mail ${email} (see “Your rights” below).`,
      ],
    },
    {
      id: 'inspection-reports',
      heading: 'Inspection reports you upload',
      paragraphs: [
        'When you upload an inspection report, the website keeps the PDF and the repair items it read from it in the same database, so that you can choose what to have quoted and we can price it. The report is read on our own server; it is not sent to any other company, never shown to anyone but you (through the unguessable address of your results page) and our staff, never published and never indexed by search engines. Its contents are never written to our logs.',
        'Our office e-mail and business system receive the list of items you ticked and a link to the report in our password-protected console, not the PDF itself.',
        `A report you do not send with a request is deleted after 24 hours. A report sent with a request is kept with it and deleted with it, after ${leadRetentionDays} days or sooner when you ask us.`,
      ],
    },
    {
      id: 'how-we-use',
      heading: 'Why we use it',
      paragraphs: ['We use personal information only to:'],
      list: [
        'answer your questions, prepare estimates and schedule and carry out repairs you ask for;',
        'send the quotes, invoices, photos and receipts that a repair job involves, including to your real estate agent when you ask us to;',
        'send the newsletter you subscribed to (every issue has an unsubscribe link);',
        'keep the website secure, prevent spam and fix errors;',
        'measure how the website and our advertising perform, as described above;',
        'meet our legal, tax, licensing and warranty obligations.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell personal information, and we do not share it for others’ advertising beyond the analytics tags described above. We share it only with service providers who help us run the business (website hosting, e-mail, scheduling and accounting tools), with the tradespeople who carry out your repair, with people you ask us to include such as your agent, and with authorities when the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: ['We keep personal information only as long as we need it:'],
      list: [
        `Contact form requests in the website’s database: ${leadRetentionDays} days, then deleted automatically. Copies in our e-mail and business systems that do not lead to work: up to 24 months after our last contact, then deleted.`,
        'Customer and job records (estimates, invoices, photos, warranty information): for the length of the warranty and as long as tax and contractor-licensing rules require, generally up to seven years.',
        'Newsletter addresses: until you unsubscribe (the link is in every e-mail). Sign-ups not confirmed within 48 hours are deleted.',
        'Server logs: up to 30 days.',
        `How you found us: kept with your contact request and deleted with it, after ${leadRetentionDays} days.`,
        `Uploaded inspection reports: 24 hours when not sent with a request; otherwise kept with the request and deleted with it, after ${leadRetentionDays} days.`,
        'Daily page-view and speed totals: 13 months, then deleted automatically.',
        'Analytics data: under the retention settings of Google and Meta, which we set to no more than 14 months where the tool allows it.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights, including under Virginia law',
      paragraphs: [
        `The Virginia Consumer Data Protection Act (VCDPA) gives ${region} residents the right to confirm whether we process their personal data, to access it, to correct it, to delete it, to get a portable copy, and to opt out of targeted advertising, the sale of personal data and profiling. A business of our size may not be required to follow the Act, but we honour these requests from every visitor, wherever they live.`,
        `To make a request, including a request to delete your information, e-mail ${email} from the address you used with us, or tell us how else to recognize you. We reply within 45 days (we may extend this once by another 45 days when necessary, and we will tell you why). If we decline a request, you can appeal by replying to our answer; we answer appeals within 60 days, and if you are not satisfied you may contact the Office of the Attorney General of Virginia.`,
        'We may keep information we are legally required to keep, such as invoices, even after a deletion request, and we will tell you when that applies.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'The website is served only over encrypted connections, its database and the page that shows requests are protected by a password, and access to customer information is limited to the people who need it to do the work. No system is perfectly secure; if a breach ever affected your information, we would notify you as Virginia law requires.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: ['This website is meant for adults buying, selling or maintaining a home. We do not knowingly collect information from children under 13.'],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: ['If we change how we handle personal information, we will update this page and its effective date before the change takes effect.'],
    },
  ],
  contactText: `Questions about this policy, or a request to access or delete your information: contact ${name}.`,
};

export const termsOfService: LegalDocument = {
  meta: {
    title: 'Terms of Service',
    description: `The terms for using the ${name} website: estimates, the quote application, warranties, liability and Virginia law.`,
    path: '/terms',
  },
  title: 'Terms of Service',
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: `These terms govern your use of the ${name} website. By using the site you agree to them. Repair work itself is governed by the written estimate or contract you sign with us, which prevails over anything on this website.`,
  sections: [
    {
      id: 'information',
      heading: 'Information on this website',
      paragraphs: [
        'Articles, guides, FAQs and price ranges on this website are general information about home inspection repairs in Hampton Roads. They are not legal, real estate, financial or engineering advice. Questions about a PICRA (Property Inspection Contingency Removal Addendum), your contract or your deadlines belong with your real estate agent or attorney.',
        `Figures such as typical costs (${siteConfig.figures.typicalRepairCost}), turnaround times (${claims.repairDays}) and the effect of pre-sale repairs on price are averages from our work and the market, not promises for a particular home.`,
      ],
    },
    {
      id: 'estimates',
      heading: 'Estimates and quotes',
      paragraphs: [
        'Estimates are free and are based on the inspection report, photos and information you give us. A written estimate is valid for 30 days unless it says otherwise. If we find conditions that were hidden or not described, such as rot behind siding or wiring inside a wall, we will explain them and give you a revised price before doing extra work.',
        'Response and completion times depend on access to the property, weather, parts availability and permits. We do our best to meet closing dates but cannot guarantee one unless we agree to it in writing.',
      ],
    },
    {
      id: 'quote-application',
      heading: 'The quote application',
      paragraphs: [
        'The "Request a Quote" and similar buttons open a separate quote application in a new tab. That application collects the details of your request and may have its own terms and privacy notice, which apply to what you submit there. Submitting a request does not create a contract; a contract exists only once you accept a written estimate.',
      ],
    },
    {
      id: 'warranties',
      heading: 'Warranties and claims',
      paragraphs: [
        `Statements on this website such as "${claims.warranty.toLowerCase()}", "${claims.licensed.toLowerCase()}", "${claims.estimates.toLowerCase()}" and "${claims.emergency.toLowerCase()}" describe how we normally work. The warranty that applies to your job is the written warranty provided with your estimate or invoice, including its length, coverage and exclusions; this website does not add to it.`,
        'Our warranty covers our workmanship and the materials we supply. It does not cover existing conditions we did not repair, damage from misuse, storms or flooding, or work later changed by others.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using the website',
      paragraphs: [
        'Please do not misuse the site: no automated scraping that burdens it, no attempts to break its security, and no false or abusive submissions through the contact form. We may block access that does.',
        `The website’s text, illustrations and design belong to ${name} and may not be copied for commercial use without permission. Links to other websites are provided for convenience; we are not responsible for their content.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'The website is provided "as is". To the extent the law allows, we are not liable for any loss arising from your use of the website or from relying on its general information, including lost deals, missed deadlines or indirect or consequential losses. Our responsibility for repair work is set out in your written estimate, contract and warranty.',
        'Nothing in these terms limits liability that cannot be limited under Virginia law, including liability for gross negligence or willful misconduct.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        `These terms are governed by the laws of the Commonwealth of ${region}. Any dispute about the website will be resolved in the state or federal courts serving the City of Hampton, ${region}, unless the law gives you the right to another venue.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: ['We may update these terms; the version on this page with its effective date is the one that applies. Repair work already agreed stays under the terms of its written estimate.'],
    },
  ],
  contactText: `Questions about these terms: contact ${name}.`,
};
