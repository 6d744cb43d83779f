import { serviceList } from '@/lib/site/catalogue';
import { siteConfig } from '@/lib/site/config';
import { buyerBenefits, buyerMeta, buyerStats, buyerSteps } from './buyer-repairs';
import { commonIssues, commonRepairServiceLinks, commonRepairsMeta, commonSteps } from './common-repairs';
import { buyerFaqs, commonRepairFaqs, landingFaqs, sellerFaqs, serviceAreaNames } from './faqs';
import { contactMeta } from './contact';
import { landingMeta } from './landing';
import { privacyPolicy, termsOfService } from './legal';
import { sellerMeta, sellerStats } from './seller-repairs';
import { serviceAreasMeta } from './service-areas';
import { testimonials } from './testimonials';
import type { PageMeta } from './types';

const { figures, claims } = siteConfig;

function fullTitle(meta: PageMeta): string {
  return meta.path === '/' ? meta.title : siteConfig.titleTemplate.replace('%s', meta.title);
}

const pages: readonly PageMeta[] = [landingMeta, buyerMeta, sellerMeta, commonRepairsMeta, contactMeta, serviceAreasMeta, privacyPolicy.meta, termsOfService.meta];

describe('page metadata', () => {
  it.each(pages.map((meta) => [meta.path, meta]))('%s has a title of at most 60 characters and a description of 70-160', (_path, meta) => {
    expect(fullTitle(meta).length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeGreaterThanOrEqual(70);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('gives every page its own title, description and path', () => {
    for (const key of ['title', 'description', 'path'] as const) {
      expect(new Set(pages.map((meta) => meta[key])).size).toBe(pages.length);
    }
  });
});

describe('landing FAQ: six questions in order', () => {
  const answers = landingFaqs.map((item) => item.answer);

  it('has six unique questions', () => {
    expect(landingFaqs).toHaveLength(6);
    expect(new Set(landingFaqs.map((item) => item.question)).size).toBe(6);
  });

  it('explains PICRA as the Property Inspection Contingency Removal Addendum', () => {
    expect(landingFaqs[0]?.question).toMatch(/PICRA/);
    expect(answers[0]).toContain('Property Inspection Contingency Removal Addendum');
  });

  it('gives the typical cost and the expensive repairs from the site configuration', () => {
    expect(answers[1]).toContain(figures.typicalRepairCost);
    for (const item of siteConfig.expensiveRepairs) expect(answers[1]).toContain(item.cost);
  });

  it('says sellers or buyers pay, as negotiated', () => {
    expect(answers[2]).toMatch(/Sellers/);
    expect(answers[2]).toMatch(/buyers/);
    expect(answers[2]).toMatch(/negotiated/);
  });

  it('promises estimates within hours and repairs in 1-3 business days', () => {
    expect(answers[3]).toContain(claims.homeEstimates);
    expect(answers[3]).toContain(claims.repairDays);
  });

  it('lists the service areas, Chesapeake included', () => {
    expect(answers[4]).toContain(serviceAreaNames);
    expect(answers[4]).toContain('Chesapeake');
  });

  it('says the contractors are licensed, bonded and insured', () => {
    expect(answers[5]).toMatch(/licensed, bonded and insured/i);
  });
});

describe('page FAQs', () => {
  it.each([
    ['buyer', buyerFaqs],
    ['seller', sellerFaqs],
    ['common repairs', commonRepairFaqs],
  ])('the %s FAQ has at least four unique, answered questions', (_name, items) => {
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
    expect(items.every((item) => item.question.endsWith('?') && item.answer.length > 60)).toBe(true);
  });

  it('quotes the page figures from the site configuration', () => {
    expect(buyerFaqs.map((item) => item.answer).join(' ')).toContain(claims.repairDays);
    const seller = sellerFaqs.map((item) => item.answer).join(' ');
    for (const figure of [figures.preSalePriceGain, figures.fasterSales, figures.preSaleRoi, figures.suggestedSpend]) expect(seller).toContain(figure);
    expect(commonRepairFaqs.map((item) => item.answer).join(' ')).toContain(figures.commonRepairDays);
  });
});

describe('landing sections', () => {
  it('has two short testimonials signed with a first name and an initial', () => {
    expect(testimonials).toHaveLength(2);
    for (const item of testimonials) {
      expect(item.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(item.quote.length).toBeLessThan(260);
      expect(item.role).toMatch(/ in /);
    }
  });
});

describe('buyer, seller and common-repairs copy', () => {
  it('shows the buyer turnaround and typical cost', () => {
    const values = buyerStats.map((stat) => stat.value);
    expect(values).toContain(claims.repairDays);
    expect(values).toContain(figures.typicalRepairCost);
    expect(buyerBenefits.length).toBeGreaterThanOrEqual(3);
    expect(buyerSteps.length).toBeGreaterThanOrEqual(3);
  });

  it('shows the four seller figures', () => {
    expect(sellerStats.map((stat) => stat.value)).toEqual([figures.preSalePriceGain, figures.fasterSales, figures.preSaleRoi, figures.suggestedSpend]);
  });

  it('describes every issue of the frequency table, in its order', () => {
    expect(commonIssues.map((issue) => issue.title)).toEqual(siteConfig.issueFrequencies.map((item) => item.issue));
    expect(commonSteps.some((step) => step.text.includes(figures.commonRepairDays))).toBe(true);
  });

  it('links to all five services for Hampton', () => {
    expect(commonRepairServiceLinks).toEqual(serviceList.map((service) => service.slug));
  });
});

describe('legal pages', () => {
  it('privacy covers the tags, the form, retention, deletion by e-mail and the VCDPA', () => {
    const text = JSON.stringify(privacyPolicy);
    for (const phrase of ['Google Tag Manager', 'Meta', 'Contact form', 'How long we keep it', siteConfig.email, 'Virginia Consumer Data Protection Act', 'delete']) {
      expect(text).toContain(phrase);
    }
  });

  it('terms cover estimates, the quote application, warranties, liability and Virginia law', () => {
    const headings = termsOfService.sections.map((section) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['Estimates and quotes', 'The quote application', 'Warranties and claims', 'Limitation of liability', 'Governing law']));
    expect(JSON.stringify(termsOfService)).toContain('Commonwealth of Virginia');
  });
});
