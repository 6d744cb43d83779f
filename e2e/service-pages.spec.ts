import { expect, test, type Page } from '@playwright/test';
import { allServiceLocations, parseServiceLocation, SERVICE_SLUGS } from '../lib/site/catalogue';
import { serviceLocationCopy, type ServiceLocationKey } from '../lib/copy/service-location-copy';
import { expectNoAxeViolationsAtEveryWidth } from '../test/support/web/page';

/** Zip codes shown as chips before the '+N more' chip. */
const ZIPS_SHOWN = 12;
const PINNED_ZIP_LISTS: Partial<Record<string, { items: number; more: string | null }>> = {
  hampton: { items: 13, more: '+11 more' },
  yorktown: { items: 6, more: null },
};
/** The pages also checked with axe at 375 and 1280 px (one per page template variant: a long and a short zip list). */
const AXE_PATHS = new Set(['/electrical-hampton', '/plumbing-newport-news']);

/**
 * Everything one service-by-city page shows as loaded, checked on that one load: status, title, h1,
 * local copy, description, sub-services, the hero's quote and phone links and its icon tile, the Why
 * Choose features, the zip codes, the links to the neighbouring pages and the structured data. Every
 * message names the path.
 */
async function expectServicePage(page: Page, slug: string, path: string): Promise<void> {
  const match = parseServiceLocation(slug)!;
  const { service, location } = match;
  const heading = `${service.title} in ${location.fullName}`;
  const copy = serviceLocationCopy[slug as ServiceLocationKey];
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page, path).toHaveTitle(`${heading} | Tidewater Repairs`);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  await expect(page.getByText(copy.paragraphs[0]), path).toBeVisible();
  await expect(page.getByText(copy.paragraphs[1]), path).toBeVisible();
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', copy.description);
  for (const item of service.subServices) await expect(page.getByRole('listitem').filter({ hasText: item }).first(), `${path}: ${item}`).toBeVisible();

  // The hero: a Request Free Quote link to the home page, a phone link, and the service's icon drawn in
  // a color that shows on its white tile.
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('link', { name: 'Request Free Quote' }), path).toHaveAttribute('href', '/');
  await expect(hero.getByRole('link', { name: /Call \(757\)/ }), path).toHaveAttribute('href', /^tel:\+1757/);
  const colors = await hero
    .locator('span[aria-hidden="true"]')
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { text: style.color, tile: style.backgroundColor };
    });
  expect(colors.tile, path).toBe('rgb(255, 255, 255)');
  expect(colors.text, path).not.toBe(colors.tile);

  for (const title of ['Fast Quotes', 'Licensed Contractors', 'PICRA Specialists', 'Local Expertise']) {
    await expect(page.getByRole('heading', { level: 3, name: title }), `${path}: ${title}`).toBeVisible();
  }
  // The first twelve zip codes, then '+N more' for the rest.
  const zips = page.getByRole('list', { name: `${location.name} zip codes` });
  const hidden = Math.max(0, location.zipCodes.length - ZIPS_SHOWN);
  await expect(zips.getByRole('listitem'), path).toHaveCount(Math.min(ZIPS_SHOWN, location.zipCodes.length) + (hidden > 0 ? 1 : 0));
  if (hidden > 0) await expect(zips, path).toContainText(`+${hidden} more`);
  else await expect(zips, path).not.toContainText('more');
  // The rule pinned to the figures a visitor reads: Hampton's list is cut, Yorktown's is shown whole.
  const pinned = PINNED_ZIP_LISTS[location.slug];
  if (pinned) {
    await expect(zips.getByRole('listitem'), path).toHaveCount(pinned.items);
    if (pinned.more) await expect(zips, path).toContainText(pinned.more);
  }

  await expect(page.getByRole('navigation', { name: `Other services in ${location.name}` }).getByRole('link'), path).toHaveCount(SERVICE_SLUGS.length - 1);
  await expect(page.getByRole('navigation', { name: `${service.title} in other cities` }).getByRole('link'), path).toHaveCount(3);

  // Local business (the city and its zip codes), breadcrumb and service structured data; no reviews.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const business = data.find((block) => block['@type'] === 'HomeAndConstructionBusiness');
  expect(business, path).toBeDefined();
  expect(JSON.stringify(business?.areaServed), path).toContain(location.fullName);
  for (const zip of location.zipCodes) expect(JSON.stringify(business?.areaServed), `${path}: ${zip}`).toContain(zip);
  expect(data.some((block) => block['@type'] === 'BreadcrumbList'), path).toBe(true);
  expect(data.some((block) => block['@type'] === 'Service'), path).toBe(true);
  expect(JSON.stringify(data), path).not.toMatch(/AggregateRating|"Review"/);
}

test.describe('service-by-city pages', () => {
  // One test per service: its four city pages in turn in one browser page (one step each), so the
  // scripts and styles they share are fetched once, as for a visitor who goes from one to the next.
  for (const service of SERVICE_SLUGS) {
    const pages = allServiceLocations().filter((item) => item.service === service);
    test(`the ${service} pages (${pages.map((item) => item.path).join(', ')}) answer 200 with their own title, local copy, links and structured data`, async ({ page }) => {
      // Four page loads, and axe at two widths on one of them: the budget of the tests they replace.
      test.setTimeout(60_000);
      for (const { slug, path } of pages) {
        await test.step(path, async () => {
          await expectServicePage(page, slug, path);
          if (AXE_PATHS.has(path)) await expectNoAxeViolationsAtEveryWidth(page);
        });
      }
    });
  }

  test('every other path is a real 404 with the Page not found screen', async ({ page }) => {
    // Five page loads: the budget of the five tests this one replaces would be larger still.
    test.setTimeout(60_000);
    for (const path of ['/hvac-hampton', '/electrical-chesapeake', '/electrical-richmond', '/foo', '/electrical-']) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
      });
    }
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
});
