import { expect, test, type Page } from '@playwright/test';
import { testSettings } from '../../test/support/settings';
import { dataLayerEvents } from '../../test/support/web/page';

/** This build has test GTM and Meta pixel ids. Their scripts are answered locally, never fetched. */
async function stubTags(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/googletagmanager\.com|connect\.facebook\.net|facebook\.com/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requested;
}

async function pageViews(page: Page) {
  return (await dataLayerEvents(page)).filter((event) => event.event === 'page_view');
}

test('loads the tag manager and the pixel when their ids are set', async ({ page }) => {
  const requested = await stubTags(page);
  await page.goto('/');
  await expect.poll(() => requested.some((url) => url.includes(`googletagmanager.com/gtm.js?id=${testSettings.analytics.gtmId}`))).toBe(true);
  await expect.poll(() => requested.some((url) => url.includes('connect.facebook.net'))).toBe(true);
});

test('pushes page_view exactly once per navigation, with path, title and location', async ({ page }) => {
  await stubTags(page);
  await page.goto('/');
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  const [first] = await pageViews(page);
  expect(first).toMatchObject({ page_path: '/', page_title: 'Home Inspection Repair Hampton VA - Fast, Reliable Service' });
  expect(String(first?.page_location)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(async () => (await pageViews(page)).length).toBe(3);
  // Give any duplicate a chance to appear before counting again.
  await page.waitForTimeout(500);
  const views = await pageViews(page);
  expect(views.map((view) => view.page_path)).toEqual(['/', '/blog', '/contact']);
  // Each view names its own page's title, not the one before (the router commits a page before its title).
  expect(views.map((view) => view.page_title)).toEqual([
    'Home Inspection Repair Hampton VA - Fast, Reliable Service',
    'Home Inspection Repair Blog | Tidewater Inspection Repairs',
    'Contact and Repair Requests | Tidewater Inspection Repairs',
  ]);

  const pixelPageViews = await page.evaluate(
    () => ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).filter((call) => call[0] === 'track' && call[1] === 'PageView').length,
  );
  expect(pixelPageViews).toBe(3);
});

test('reports scroll depth milestones once per page visit', async ({ page }) => {
  await stubTags(page);
  await page.goto('/');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (const y of [height * 0.3, 0, height * 0.3, height]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(150);
  }
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((event) => event.event === 'scroll_depth').map((event) => event.scroll_percentage))
    .toEqual([25, 50, 75, 100]);
});

test('tracks phone clicks as leads', async ({ page }) => {
  await stubTags(page);
  await page.goto('/contact');
  const phone = page.getByRole('contentinfo').getByRole('link', { name: '(757) 555-0147' });
  await phone.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await phone.click();
  const events = await dataLayerEvents(page);
  expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'phone_click', click_location: 'footer' }), expect.objectContaining({ event: 'generate_lead', value: 50, currency: 'USD' })]));
});

test('reports view_item for an article and for a service page, once each', async ({ page }) => {
  await stubTags(page);
  await page.goto('/blog/picra-explained-hampton-roads');
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((event) => event.event === 'view_item'))
    .toEqual([
      {
        event: 'view_item',
        items: [{ item_id: 'picra-explained-hampton-roads', item_name: 'PICRA Explained: The Virginia Inspection Addendum, Step by Step', item_category: 'Legal' }],
      },
    ]);
  await page.goto('/electrical-hampton');
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((event) => event.event === 'view_item').map((event) => (event.items as { item_id: string }[])[0]?.item_id))
    .toEqual(['electrical-hampton']);
});
