import { expect, test } from '@playwright/test';
import { uiTimings } from '../lib/site/ui-timings';
import { dataLayerEvents, scrollToY, VIEWPORTS } from '../test/support/web/page';

test.describe('navigation bar', () => {
  test('on the home page: the phone number, Request Quote to the request form, Services in place, then Blog without any analytics tag', async ({ page }) => {
    // Four tests' checks on one load: a budget for all of them.
    test.setTimeout(60_000);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await test.step('the desktop header shows the phone number', async () => {
      const phone = page.getByRole('banner').getByRole('link', { name: '(757) 555-0147' });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', 'tel:+17575550147');
    });
    await test.step('Request Quote leads to the request form in the same tab (no quote application set)', async () => {
      const quote = nav.getByRole('link', { name: /Request Quote/ });
      await expect(quote).toHaveAttribute('href', '/contact#request-form');
      await expect(quote).not.toHaveAttribute('target', '_blank');
    });
    await test.step('Services scrolls to the landing section in place', async () => {
      await nav.getByRole('link', { name: 'Services' }).click();
      await expect(page.locator('#services')).toBeInViewport();
      await expect(page).toHaveURL(/\/#services$/);
    });
    await test.step('Blog leads to the blog, and no analytics tag is loaded on either page without ids', async () => {
      await nav.getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      expect(thirdParty.filter((url) => /googletagmanager|google-analytics|facebook/.test(url))).toEqual([]);
      expect(await page.evaluate(() => typeof (window as unknown as { dataLayer?: unknown }).dataLayer)).toBe('undefined');
    });
  });

  test('from another page: Services goes to the home page first, then to the section; Buyers, Sellers and Agents lead to their pages', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
    for (const [label, path] of [
      ['Buyers', '/buyer-repairs'],
      ['Sellers', '/seller-repairs'],
      ['Agents', '/agents'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page, label).toHaveURL(new RegExp(`${path}$`));
      await expect(nav.getByRole('link', { name: label, exact: true }), label).toHaveAttribute('aria-current', 'page');
    }
  });

  test("on one page: the 'scrolled' look past 50 pixels, the skip link, and a route change that lands at the top", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/contact');
    await test.step("the header takes the 'scrolled' look past 50 pixels", async () => {
      const header = page.locator('header').first();
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await scrollToY(page, 120);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await scrollToY(page, 0);
      await expect(header).toHaveAttribute('data-scrolled', 'false');
    });
    await test.step('the first Tab reaches the skip link, which moves focus to the main content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await skip.press('Enter');
      await expect(page).toHaveURL(/#main$/);
    });
    await test.step('a route change lands at the top of the new page', async () => {
      await scrollToY(page, 1500);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Buyer Repairs' }).click();
      await expect(page).toHaveURL(/\/buyer-repairs$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('opens, closes, closes on Escape and after a choice', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();

    await close.click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#services')).toBeInViewport();
  });
});

test.describe('Request Quote on phones', () => {
  test.use({ viewport: VIEWPORTS.mobile });

  // Every kind of page: the full bar keeps it in the menu, the compact bar (legal, 404) beside Home.
  // Visited in turn in one browser page, one step each.
  test('is one tap away on every kind of page', async ({ page }) => {
    // Nine page loads: the budget of two tests.
    test.setTimeout(60_000);
    for (const path of ['/', '/electrical-hampton', '/contact', '/service-areas', '/blog', '/blog/picra-explained-hampton-roads', '/privacy', '/terms', '/no-such-page']) {
      await test.step(path, async () => {
        await page.goto(path);
        const header = page.getByRole('banner');
        const toggle = header.getByRole('button', { name: 'Open menu' });
        if (await toggle.count()) await toggle.click();
        const quote = header.getByRole('link', { name: 'Request Quote' });
        await expect(quote, path).toBeVisible();
        await expect(quote, path).toBeInViewport({ ratio: 1 });
        await expect(header.getByRole('link', { name: 'Tidewater Inspection Repairs' }), path).toBeVisible();
      });
    }
  });
});

test.describe('Top button', () => {
  test.beforeEach(async ({ page }) => {
    // No tag manager in this build: give the events somewhere to land.
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
  });

  test('appears only past 200 px, scrolls to the top and reports its event', async ({ page }) => {
    // The page's timers run in real time until the test moves them on: the released tools are removed
    // by a timer after their fall, which the test passes through instead of waiting it out.
    await page.clock.install();
    await page.goto('/');
    const top = page.getByRole('button', { name: 'Scroll to top' });
    await expect(top).toBeHidden();
    await scrollToY(page, 150);
    await expect(top).toBeHidden();
    await scrollToY(page, 1200);
    await expect(top).toBeVisible();
    await top.click();
    await expect(page.getByTestId('floating-tools').locator('span')).toHaveCount(30);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const events = await dataLayerEvents(page);
    expect(events.filter((event) => event.button_name === 'Scroll to Top')).toHaveLength(1);
    // The tools fall for their duration, then are taken away.
    await page.clock.runFor(uiTimings.scrollTopIconDurationMs + 500);
    await expect(page.getByTestId('floating-tools')).toBeHidden();
  });

  test('releases no tools under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await scrollToY(page, 1200);
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('floating-tools')).toHaveCount(0);
  });
});

test.describe('not found and headers', () => {
  test('sends the security headers', async ({ request }) => {
    for (const path of ['/', '/blog', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toContain('googletagmanager');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  test('serves placeholder images in the sizes the site uses and no others', async ({ request }) => {
    const ok = await request.get('/api/placeholder/400/250');
    expect(ok.status()).toBe(200);
    expect(ok.headers()['content-type']).toContain('image/svg+xml');
    for (const path of ['/api/placeholder/0/5000', '/api/placeholder/0400/250', '/api/placeholder/640/360']) expect((await request.get(path)).status(), path).toBe(404);
  });
});

test("an unknown path, and one under /admin, is an HTTP 404 with the public title and a way home", async ({ page }) => {
  for (const path of ['/admin', '/admin/leads/no-such-lead', '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle('Page not found | Tidewater Inspection Repairs');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
