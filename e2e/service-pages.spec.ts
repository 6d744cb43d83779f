import { expect, test } from '@playwright/test';
import { allServiceLocations, parseServiceLocation } from '../lib/site/catalogue';
import { serviceLocationCopy, type ServiceLocationKey } from '../lib/copy/service-location-copy';
import { expectNoAxeViolationsAtEveryWidth, VIEWPORTS } from '../test/support/web/page';

test.describe('service-by-city pages', () => {
  for (const { slug, path } of allServiceLocations()) {
    test(`${path} answers 200 with its own title and local copy`, async ({ page }) => {
      const match = parseServiceLocation(slug)!;
      const heading = `${match.service.title} in ${match.location.fullName}`;
      const copy = serviceLocationCopy[slug as ServiceLocationKey];
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${heading} | Tidewater Repairs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(copy.paragraphs[0])).toBeVisible();
      await expect(page.getByText(copy.paragraphs[1])).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.description);
      for (const item of match.service.subServices) await expect(page.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
    });
  }

  for (const path of ['/hvac-hampton', '/electrical-chesapeake', '/electrical-richmond', '/foo', '/electrical-']) {
    test(`${path} is a real 404 with the Page not found screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }

  test('the hero has a Request Free Quote link to the home page and a phone link', async ({ page }) => {
    await page.goto('/electrical-hampton');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Request Free Quote' })).toHaveAttribute('href', '/');
    await expect(hero.getByRole('link', { name: /Call \(757\)/ })).toHaveAttribute('href', /^tel:\+1757/);
  });

  test("the hero's service icon is drawn in a color that shows on its white tile", async ({ page }) => {
    await page.goto('/electrical-hampton');
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const icon = hero.locator('span[aria-hidden="true"]').first();
    const colors = await icon.evaluate((element) => {
      const style = getComputedStyle(element);
      return { text: style.color, tile: style.backgroundColor };
    });
    expect(colors.tile).toBe('rgb(255, 255, 255)');
    expect(colors.text).not.toBe(colors.tile);
  });

  test('shows the Why Choose features and the first 12 zip codes then +N more', async ({ page }) => {
    await page.goto('/plumbing-hampton');
    for (const title of ['Fast Quotes', 'Licensed Contractors', 'PICRA Specialists', 'Local Expertise']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const zips = page.getByRole('list', { name: 'Hampton zip codes' });
    await expect(zips.getByRole('listitem')).toHaveCount(13);
    await expect(zips).toContainText('+11 more');

    await page.goto('/plumbing-yorktown');
    const yorktown = page.getByRole('list', { name: 'Yorktown zip codes' });
    await expect(yorktown.getByRole('listitem')).toHaveCount(6);
    await expect(yorktown).not.toContainText('more');
  });

  test('links to the other services in the city and the same service in other cities', async ({ page }) => {
    await page.goto('/carpentry-norfolk');
    const sameCity = page.getByRole('navigation', { name: 'Other services in Norfolk' });
    await expect(sameCity.getByRole('link')).toHaveCount(4);
    const otherCities = page.getByRole('navigation', { name: 'Carpentry Repairs in other cities' });
    await expect(otherCities.getByRole('link')).toHaveCount(3);

    await sameCity.getByRole('link', { name: 'Exterior Repairs in Norfolk' }).click();
    await expect(page).toHaveURL(/\/exterior-norfolk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exterior Repairs in Norfolk, VA');

    await page.getByRole('navigation', { name: 'Exterior Repairs in other cities' }).getByRole('link', { name: 'Exterior Repairs in Newport News' }).click();
    await expect(page).toHaveURL(/\/exterior-newport-news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exterior Repairs in Newport News, VA');
  });

  test('carries local business, breadcrumb and service structured data with the city and its zip codes', async ({ page }) => {
    await page.goto('/cosmetic-yorktown');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const business = data.find((block) => block['@type'] === 'HomeAndConstructionBusiness')!;
    expect(JSON.stringify(business.areaServed)).toContain('Yorktown, VA');
    expect(JSON.stringify(business.areaServed)).toContain('23690');
    expect(data.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    expect(data.some((block) => block['@type'] === 'Service')).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/AggregateRating|"Review"/);
  });

  test('has no axe violations at 375 and 1280 px', async ({ page }) => {
    // Four axe runs (two pages at two widths): twice the budget of a test with one page.
    test.setTimeout(60_000);
    for (const path of ['/electrical-hampton', '/plumbing-newport-news']) {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto(path);
      await expectNoAxeViolationsAtEveryWidth(page);
    }
  });
});
