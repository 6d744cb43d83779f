import { expect, test } from '@playwright/test';
import { expectFocusedControlsUncovered } from '../../test/support/web/obscured';
import { expectNoOverflowAtWidths } from '../../test/support/web/overflow';
import { expectNoAxeViolationsAtEveryWidth, VIEWPORTS } from '../../test/support/web/page';
import { PHONE_WIDTHS, routePath, ROUTE_KINDS } from '../../test/support/web/routes';

/**
 * Accessibility gate on every route kind of the site, one table (test/support/web/routes.ts) so that
 * no kind is missed, and one page load per route kind for all of its checks, in this order:
 * - axe (WCAG 2.0, 2.1 and 2.2 A and AA, best practice) on the page as loaded at 375 px, then resized
 *   to 1280 px;
 * - overflow (WCAG 1.4.10 Reflow, which axe does not measure): at 320, 375 and 390 px no page is wider
 *   than the screen, measured at the top and scrolled to the end at each width;
 * - the action bar and the Top button never cover a focused control (WCAG 2.2 2.4.11), tabbing through
 *   the whole page at 390 px.
 * The widths differ in CSS media queries only (no script of the site reads the viewport's width), so a
 * resized page is laid out as one loaded at that width. axe runs first, on the page as loaded; the
 * other two only scroll, resize and move focus. The other specs check states this gate cannot reach
 * (a filtered list, a sent form, an open menu) and leave the pages as loaded to this table.
 */

for (const route of ROUTE_KINDS) {
  test(`${route.kind}: no axe violations at 375 and 1280 px, fits ${PHONE_WIDTHS.join(', ')} px, no focused control covered at 390 px`, async ({ page, request }) => {
    // The budgets of the three one-load tests this one replaces (axe 30 s, overflow 30 s, tab-through 60 s).
    test.setTimeout(120_000);
    const path = await routePath(route, request);
    if (route.optional && path === undefined) test.skip(true, `the content has no ${route.kind}`);
    expect(path, `a ${route.kind} in the sitemap`).toBeDefined();
    await page.setViewportSize(VIEWPORTS.mobile);
    const response = await page.goto(path as string);
    expect(response?.status(), path).toBe(route.status ?? 200);
    await expectNoAxeViolationsAtEveryWidth(page);
    await test.step(`fits ${PHONE_WIDTHS.join(', ')} px`, () => expectNoOverflowAtWidths(page, path as string, PHONE_WIDTHS));
    await test.step('no focused control covered at 390 px', async () => {
      await page.setViewportSize({ width: 390, height: 740 });
      await expectFocusedControlsUncovered(page);
    });
  });
}
