import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, VIEWPORTS } from '../../test/support/web/page';
import { routePath, ROUTE_KINDS } from '../../test/support/web/routes';

/**
 * Accessibility gate: axe (WCAG 2.0, 2.1 and 2.2 A and AA, best practice) on every route kind of
 * the site at 375 px and 1280 px, one table (test/support/web/routes.ts) so that no kind is missed.
 * One page load per route and width.
 */

for (const route of ROUTE_KINDS) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`${route.kind} has no axe violations at ${label} width`, async ({ page, request }) => {
      const path = await routePath(route, request);
      if (route.optional && path === undefined) test.skip(true, `the content has no ${route.kind}`);
      expect(path, `a ${route.kind} in the sitemap`).toBeDefined();
      await page.setViewportSize(viewport);
      const response = await page.goto(path as string);
      expect(response?.status(), path).toBe(route.status ?? 200);
      await expectNoAxeViolations(page);
    });
  }
}
