import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtEveryWidth, VIEWPORTS } from '../../test/support/web/page';
import { routePath, ROUTE_KINDS } from '../../test/support/web/routes';

/**
 * Accessibility gate: axe (WCAG 2.0, 2.1 and 2.2 A and AA, best practice) on every route kind of
 * the site at 375 px and 1280 px, one table (test/support/web/routes.ts) so that no kind is missed.
 * One page load per route, loaded at 375 px and resized to 1280 px: the widths differ in CSS only.
 * The other specs check states this gate cannot reach (a filtered list, a sent form, an open menu)
 * and leave the pages as loaded to this table.
 */

for (const route of ROUTE_KINDS) {
  test(`${route.kind} has no axe violations at 375 and 1280 px`, async ({ page, request }) => {
    const path = await routePath(route, request);
    if (route.optional && path === undefined) test.skip(true, `the content has no ${route.kind}`);
    expect(path, `a ${route.kind} in the sitemap`).toBeDefined();
    await page.setViewportSize(VIEWPORTS.mobile);
    const response = await page.goto(path as string);
    expect(response?.status(), path).toBe(route.status ?? 200);
    await expectNoAxeViolationsAtEveryWidth(page);
  });
}
