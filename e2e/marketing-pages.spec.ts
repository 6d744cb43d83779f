import { expect, test, type Page } from '@playwright/test';
import { ROUTED_LOCATION_SLUGS, serviceList } from '../lib/site/catalogue';
import { buyerMeta } from '../lib/copy/buyer-repairs';
import { commonRepairsMeta } from '../lib/copy/common-repairs';
import { buyerFaqs, commonRepairFaqs, sellerFaqs } from '../lib/copy/faqs';
import { privacyPolicy, termsOfService } from '../lib/copy/legal';
import { sellerMeta } from '../lib/copy/seller-repairs';
import type { FaqItem } from '../lib/seo/json-ld';
import { siteConfig } from '../lib/site/config';

const { figures } = siteConfig;

const pages = [
  { path: '/buyer-repairs', meta: buyerMeta, h1: 'Inspection Repairs for Home Buyers', faqs: buyerFaqs, figures: [siteConfig.claims.repairDays, figures.typicalRepairCost] },
  {
    path: '/seller-repairs',
    meta: sellerMeta,
    h1: 'Pre-Sale Repairs That Help Your Home Sell',
    faqs: sellerFaqs,
    figures: [figures.preSalePriceGain, figures.fasterSales, figures.preSaleRoi, figures.suggestedSpend],
  },
  {
    path: '/common-inspection-repairs',
    meta: commonRepairsMeta,
    h1: 'The Most Common Home Inspection Repairs',
    faqs: commonRepairFaqs,
    figures: [figures.commonRepairDays, figures.typicalRepairCost],
  },
] as const;

async function expectFaqOpens(page: Page, faqs: readonly FaqItem[]) {
  const faq = page.locator('#faq');
  const [first, second] = [faqs[0]!, faqs[1]!];
  await expect(faq.getByText(first.answer)).toBeHidden();
  await faq.getByText(first.question).click();
  await expect(faq.getByText(first.answer)).toBeVisible();
  await faq.locator('summary', { hasText: second.question }).focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText(second.answer)).toBeVisible();
}

/** The common repairs page's own sections: the issue table and the repairs that cost the most. */
async function expectCommonRepairsDetails(page: Page) {
  await test.step('shows the issue frequency and cost table', async () => {
    const table = page.getByRole('table', { name: /How often each issue appears/ });
    await expect(table.getByRole('row')).toHaveCount(siteConfig.issueFrequencies.length + 1);
    for (const item of siteConfig.issueFrequencies) {
      const row = table.getByRole('row', { name: new RegExp(`^${item.issue}\\b`) });
      await expect(row, item.issue).toContainText(`${item.frequency}%`);
      await expect(row, item.issue).toContainText(item.cost);
    }
  });
  await test.step('lists the expensive repairs and links to the five Hampton service pages', async () => {
    for (const item of siteConfig.expensiveRepairs) {
      const region = page.getByRole('region', { name: 'The Repairs That Cost the Most' });
      await expect(region.getByText(item.repair, { exact: true })).toBeVisible();
      await expect(region.getByText(item.cost, { exact: true })).toBeVisible();
    }
    const hampton = page.getByRole('region', { name: 'Repair Services for Hampton Homes' });
    for (const service of serviceList) {
      await expect(hampton.getByRole('link', { name: new RegExp(`${service.name} repairs in Hampton`) })).toHaveAttribute('href', `/${service.slug}-hampton`);
    }
  });
}

// One test per page: everything it shows as loaded, one step each, then its FAQ (the one step that
// changes the page, so it comes last).
for (const spec of pages) {
  test(`${spec.path}: title, h1, figures and structured data; quote buttons; process steps and service areas; FAQ by mouse and keyboard`, async ({ page }) => {
    // Four (on the common repairs page six) tests' checks on one load: a budget for all of them.
    test.setTimeout(60_000);
    await page.goto(spec.path);
    await test.step('has its title, h1, figures and structured data', async () => {
      await expect(page).toHaveTitle(siteConfig.titleTemplate.replace('%s', spec.meta.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', spec.meta.description);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1);
      for (const figure of spec.figures) await expect(page.locator('main').getByText(figure, { exact: false }).first(), figure).toBeVisible();
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')['@type']));
      expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage']));
    });

    await test.step('without a quote application, quote buttons lead to the request form in the same tab', async () => {
      const quotes = page.locator('main').getByRole('link', { name: /Quote/ });
      expect(await quotes.count()).toBeGreaterThanOrEqual(2);
      for (const link of await quotes.all()) {
        await expect(link).toHaveAttribute('href', '/contact#request-form');
        await expect(link).not.toHaveAttribute('target', '_blank');
      }
    });

    await test.step('has process steps and service areas linking to the city pages', async () => {
      await expect(page.getByRole('heading', { name: /^How .* Work|Fast$/ })).toBeVisible();
      await expect(page.locator('main ol').first().getByRole('listitem')).not.toHaveCount(0);
      const areas = page.getByRole('region', { name: 'Serving Hampton Roads, Virginia' });
      await expect(areas.getByRole('link', { name: 'See all service areas and zip codes' })).toHaveAttribute('href', '/service-areas');
      for (const slug of ROUTED_LOCATION_SLUGS) {
        await expect(areas.locator(`a[href="/electrical-${slug}"]`), slug).toHaveCount(1);
      }
      await expect(areas.getByText(/Also serving Chesapeake/)).toBeVisible();
    });

    if (spec.path === '/common-inspection-repairs') await expectCommonRepairsDetails(page);

    await test.step('FAQ opens with the mouse and with the keyboard', async () => {
      await expectFaqOpens(page, spec.faqs);
    });
  });
}

test.describe('legal pages', () => {
  test('privacy policy covers the form, the tags, retention, deletion and the VCDPA', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle(siteConfig.titleTemplate.replace('%s', privacyPolicy.meta.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(/Effective November \d+, 2026/)).toBeVisible();
    for (const heading of ['What we collect', 'How long we keep it', 'Your rights, including under Virginia law']) {
      await expect(page.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByText(/Virginia Consumer Data Protection Act/)).toBeVisible();
    await expect(page.getByText(/Google Tag Manager and the Meta pixel load only/)).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });

  test('terms cover estimates, the quote application, warranties, liability and Virginia law', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle(siteConfig.titleTemplate.replace('%s', termsOfService.meta.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    for (const heading of ['Estimates and quotes', 'The quote application', 'Warranties and claims', 'Limitation of liability', 'Governing law']) {
      await expect(page.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByText(/Commonwealth of Virginia/)).toBeVisible();
  });
});
