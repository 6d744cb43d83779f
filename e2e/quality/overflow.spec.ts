import { expect, test } from '@playwright/test';
import { pageOverflow } from '../../test/support/web/overflow';
import { PHONE_WIDTHS, routePath, ROUTE_KINDS } from '../../test/support/web/routes';

/**
 * Overflow gate: at the phone widths no page is wider than the screen (no sideways scrolling, no
 * title or excerpt running off the right edge). axe does not measure this. At each width the page
 * is measured at its top and again scrolled to its end, so that blocks drawn only near the viewport
 * (content-visibility) and elements shown after scrolling are laid out at their real size.
 * One page load per route, loaded at the narrowest width and resized to the wider ones: the widths
 * differ in CSS media queries only (no script of the site reads the viewport's width).
 */

for (const route of ROUTE_KINDS) {
  test(`${route.kind} fits a ${PHONE_WIDTHS.join(', ')} px screen`, async ({ page, request }) => {
    const path = await routePath(route, request);
    if (route.optional && path === undefined) test.skip(true, `the content has no ${route.kind}`);
    expect(path, `a ${route.kind} in the sitemap`).toBeDefined();
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
    const response = await page.goto(path as string);
    expect(response?.status(), path).toBe(route.status ?? 200);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const top = await pageOverflow(page);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const end = await pageOverflow(page);
      for (const overflow of [top, end]) {
        expect(overflow.elements, `elements past the right edge of ${path} at ${width} px`).toEqual([]);
        expect(overflow.documentWidth, `document width of ${path} at ${width} px`).toBeLessThanOrEqual(overflow.viewportWidth);
      }
    }
  });
}

test('the full header (menu, phone number and Request Quote) fits from 1024 px, the narrowest width that shows it', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact');
    const overflow = await pageOverflow(page);
    expect(overflow.elements, `${width} px`).toEqual([]);
    const header = page.getByRole('banner');
    const box = await header.getByRole('link', { name: 'Request Quote' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${width} px`).toBeLessThanOrEqual(width);
    const links = await header.getByRole('navigation', { name: 'Main' }).getByRole('link').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    // One line each: a label that wraps would make its link twice as tall.
    expect(Math.max(...links), `${width} px`).toBeLessThan(60);
  }
});
