import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, VIEWPORTS } from '../test/support/web/page';

/**
 * The phone menu is the platform's (the popover attribute): it works before the page's JavaScript has
 * run, which on a slow phone is the first seconds of every visit. e2e/foundation.spec.ts checks it after
 * hydration (open, close, Escape, a choice); here, what the browser does on its own, and that the
 * hydrated menu closes on a route change and passes axe while open.
 */
test.use({ viewport: VIEWPORTS.mobile });

/** The page's HTML and stylesheet only: none of its scripts runs, as before hydration. */
async function withoutScripts(page: Page) {
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
}

function menuButton(page: Page, name: 'Open menu' | 'Close menu') {
  return page.getByRole('banner').getByRole('button', { name });
}

test('opens, closes on Escape and on a tap outside, before any script has run', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/contact');
  const menu = page.locator('.nav-menu');
  await expect(menu).toBeHidden();

  await menuButton(page, 'Open menu').click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Blog' })).toBeInViewport();
  await expect(menu.getByRole('link', { name: 'Request Quote' })).toBeInViewport();
  // The menu opens under the bar, never over it: the button that closes it stays reachable.
  await menuButton(page, 'Close menu').click();
  await expect(menu).toBeHidden();

  await menuButton(page, 'Open menu').click();
  await menu.getByRole('link', { name: 'Blog' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton(page, 'Open menu')).toBeFocused();

  // A tap on the page below the open menu.
  await menuButton(page, 'Open menu').click();
  const box = await menu.boundingBox();
  if (!box) throw new Error('the open menu has no box');
  await page.mouse.click(box.x + 16, box.y + box.height + 24);
  await expect(menu).toBeHidden();
});

test('the open menu passes axe, and a link in it leads to its page, where the menu is closed', async ({ page }) => {
  await page.goto('/blog');
  await menuButton(page, 'Open menu').click();
  await expect(menuButton(page, 'Close menu')).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await menuButton(page, 'Close menu').getAttribute('aria-controls')}`);
  await test.step('the open menu passes axe', async () => {
    await expectNoAxeViolations(page);
  });
  await test.step('a link in the open menu leads to its page, and the menu is closed there', async () => {
    await menu.getByRole('link', { name: 'Agents' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    await expect(menu).toBeHidden();
    await expect(menuButton(page, 'Open menu')).toHaveAttribute('aria-expanded', 'false');
    // The bar's own link to the page (in the closed menu on a phone) is marked as the current page.
    await expect(menu.locator('a[href="/agents"]')).toHaveAttribute('aria-current', 'page');
  });
});
