import { expect, test } from '@playwright/test';

test.describe('service areas', () => {
  // Everything the page shows as loaded, one step each, on one load; the step that follows a link comes last.
  test('five area cards in order with population, services and zip codes; the stats; the services overview; the FAQ and its structured data; every area link works', async ({ page, request }) => {
    // Five tests' checks on one load: a budget for all of them.
    test.setTimeout(60_000);
    const response = await page.goto('/service-areas');
    expect(response?.status()).toBe(200);

    await test.step('shows five area cards in order with population, services and zip codes', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inspection Repairs Across Hampton Roads');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(5);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Hampton', 'Newport News', 'Norfolk', 'Chesapeake', 'Yorktown']);

      const hampton = cards.filter({ has: page.getByRole('heading', { name: 'Hampton', exact: true }) });
      await expect(hampton).toContainText('Population: about 137,000');
      for (const service of ['Electrical', 'Plumbing', 'HVAC', 'Safety', 'Exterior']) {
        await expect(hampton.getByRole('listitem').filter({ hasText: new RegExp(`^${service}$`) }), service).toBeVisible();
      }
      const zips = page.getByRole('list', { name: 'Hampton zip codes' });
      await expect(zips.getByRole('listitem')).toHaveCount(13);
      await expect(zips).toContainText('+11 more');
      await expect(page.getByRole('list', { name: 'Norfolk zip codes' })).toContainText('+87 more');
    });

    await test.step('shows the stats', async () => {
      for (const value of ['5+', '100+', '1M+', '24/7']) await expect(page.getByRole('definition').filter({ hasText: value }), value).toBeVisible();
    });

    await test.step('the services overview links to the five Hampton pages', async () => {
      const overview = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Services in every city' }) });
      const hrefs = await overview.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(['/electrical-hampton', '/plumbing-hampton', '/carpentry-hampton', '/exterior-hampton', '/cosmetic-hampton']);
    });

    await test.step('the FAQ opens, and has FAQ structured data', async () => {
      const question = page.getByText('Do you have separate pages for Chesapeake?');
      await question.click();
      await expect(page.getByText(/same crews that cover Norfolk/)).toBeVisible();
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
      expect(types).toEqual(expect.arrayContaining(['HomeAndConstructionBusiness', 'FAQPage', 'BreadcrumbList']));
    });

    await test.step('every area link works, and Chesapeake links say they go to the Norfolk pages', async () => {
      const hrefs = await page.getByRole('article').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toHaveLength(15);
      for (const href of new Set(hrefs)) {
        const answer = await request.get(href!);
        expect(answer.status(), href!).toBe(200);
      }

      const chesapeake = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Chesapeake' }) });
      const links = chesapeake.getByRole('link');
      await expect(links).toHaveCount(3);
      await expect(links.first()).toHaveText('Electrical Repairs near Chesapeake (Norfolk page)');
      await links.first().click();
      await expect(page).toHaveURL(/\/electrical-norfolk$/);
    });
  });

  test("the footer's city links land on that city's card", async ({ page }) => {
    await page.goto('/contact');
    const cities = page.getByRole('navigation', { name: 'Cities we serve' }).getByRole('link');
    await expect(cities).toHaveText(['Hampton, VA', 'Newport News, VA', 'Norfolk, VA', 'Chesapeake, VA', 'Yorktown, VA']);
    for (const [name, slug] of [
      ['Hampton', 'hampton'],
      ['Newport News', 'newport-news'],
      ['Norfolk', 'norfolk'],
      ['Chesapeake', 'chesapeake'],
      ['Yorktown', 'yorktown'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Cities we serve' }).getByRole('link', { name: `${name}, VA` }).click();
      await expect(page).toHaveURL(new RegExp(`/service-areas#${slug}$`));
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      await expect(card).toHaveAttribute('id', slug);
      await expect(card.getByRole('heading', { level: 3 })).toBeInViewport();
    }
  });
});
