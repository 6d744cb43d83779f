import { allServiceLocations } from '@/lib/site/catalogue';
import { buyerRepairsPage } from './buyer-repairs';
import { commonRepairsPage } from './common-repairs';
import { contactPage } from './contact';
import { landingPage } from './landing';
import { pageFaqs, pageJsonLd, pageSections } from './marketing-page';
import { sellerRepairsPage } from './seller-repairs';
import { serviceAreasPage } from './service-areas';
import { serviceLocationMarketingPage } from './service-location-page';
import type { MarketingPage } from './types';

const pages: readonly MarketingPage[] = [
  landingPage,
  buyerRepairsPage,
  sellerRepairsPage,
  commonRepairsPage,
  contactPage,
  serviceAreasPage(),
  ...allServiceLocations().map((entry) => serviceLocationMarketingPage(entry.slug)!),
];

type Block = Record<string, unknown> & { '@type': string };
const typesOf = (page: MarketingPage) => (pageJsonLd(page) as Block[]).map((block) => block['@type']);

describe('every marketing page', () => {
  it.each(pages.map((page) => [page.meta.path, page]))('%s: its breadcrumb trail ends at the page itself', (path, page) => {
    if (path === '/') expect(page.breadcrumbs).toEqual([]);
    else expect(page.breadcrumbs.at(-1)?.path).toBe(path);
  });

  it.each(pages.map((page) => [page.meta.path, page]))('%s: section ids are unique, so every region keeps its own heading', (_path, page) => {
    const ids = pageSections(page).map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(pages.map((page) => [page.meta.path, page]))('%s: carries one FAQPage with every question it shows, or none', (_path, page) => {
    const faqs = pageFaqs(page);
    const blocks = (pageJsonLd(page) as Block[]).filter((block) => block['@type'] === 'FAQPage');
    expect(blocks).toHaveLength(faqs.length > 0 ? 1 : 0);
    if (faqs.length > 0) expect((blocks[0]!.mainEntity as unknown[]).length).toBe(faqs.length);
  });
});

describe('pageJsonLd', () => {
  it('describes the home page as the business and the website', () => {
    expect(typesOf(landingPage)).toEqual(['HomeAndConstructionBusiness', 'WebSite', 'FAQPage']);
  });

  it('describes a repair page as a Service named by its h1', () => {
    const service = (pageJsonLd(buyerRepairsPage) as Block[]).find((block) => block['@type'] === 'Service');
    expect(service?.name).toBe(buyerRepairsPage.hero?.title);
    expect(service?.description).toBe(buyerRepairsPage.meta.description);
  });

  it('describes a service-by-city page as the business serving that city, and the service there', () => {
    const page = serviceLocationMarketingPage('cosmetic-yorktown')!;
    const [business, service] = pageJsonLd(page) as Block[];
    expect(business?.['@type']).toBe('HomeAndConstructionBusiness');
    expect(JSON.stringify(business?.areaServed)).toContain('23690');
    expect(service?.['@type']).toBe('Service');
    expect(JSON.stringify(service?.areaServed)).toContain('Yorktown');
  });

  it('describes the contact and service-areas pages as the business', () => {
    expect(typesOf(contactPage)).toEqual(['HomeAndConstructionBusiness', 'FAQPage']);
    expect(typesOf(serviceAreasPage())).toEqual(['HomeAndConstructionBusiness', 'FAQPage']);
  });
});

describe('serviceLocationMarketingPage', () => {
  it('is null for a combination that is not routed', () => {
    for (const segment of ['hvac-hampton', 'electrical-chesapeake', 'electrical-', 'foo']) expect(serviceLocationMarketingPage(segment)).toBeNull();
  });
});
