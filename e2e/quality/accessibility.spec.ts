import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, VIEWPORTS } from '../../test/support/web/page';
import { sitemapPaths } from '../../test/support/web/crawl';

/**
 * Accessibility gate: axe (wcag2a, wcag2aa, wcag21a, wcag21aa, best-practice) on every route
 * kind of the site at 375 px and 1280 px, in one table so that no kind is missed. One page load per
 * route and width. Routes whose path depends on the content are taken from the sitemap.
 */

type Route = { kind: string; path: string | ((paths: readonly string[]) => string | undefined); status?: number };

const ROUTES: readonly Route[] = [
  { kind: 'landing', path: '/' },
  { kind: 'buyer repairs', path: '/buyer-repairs' },
  { kind: 'seller repairs', path: '/seller-repairs' },
  { kind: 'common inspection repairs', path: '/common-inspection-repairs' },
  { kind: 'service areas', path: '/service-areas' },
  { kind: 'contact', path: '/contact' },
  { kind: 'service page', path: '/plumbing-hampton' },
  { kind: 'privacy', path: '/privacy' },
  { kind: 'terms', path: '/terms' },
  { kind: 'blog', path: '/blog' },
  { kind: 'category archive', path: (paths) => paths.find((path) => /^\/blog\/category\/[^/]+$/.test(path)) },
  { kind: 'tag archive', path: (paths) => paths.find((path) => /^\/blog\/tag\/[^/]+$/.test(path)) },
  { kind: 'archive page 2', path: (paths) => paths.find((path) => /^\/blog\/(category|tag)\/[^/]+\/page\/2$/.test(path)) },
  { kind: 'article', path: (paths) => paths.find((path) => /^\/blog\/(?!category\/|tag\/)[^/]+$/.test(path)) },
  { kind: '404 page', path: '/no-such-page', status: 404 },
  { kind: 'article 404 page', path: '/blog/no-such-article', status: 404 },
];

let sitemap: Promise<string[]> | undefined;
function paths(request: APIRequestContext): Promise<string[]> {
  sitemap ??= sitemapPaths(request);
  return sitemap;
}

for (const route of ROUTES) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`${route.kind} has no axe violations at ${label} width`, async ({ page, request }) => {
      const path = typeof route.path === 'string' ? route.path : route.path(await paths(request));
      if (route.kind === 'archive page 2' && path === undefined) test.skip(true, 'the content has no archive with a second page');
      expect(path, `a ${route.kind} in the sitemap`).toBeDefined();
      await page.setViewportSize(viewport);
      const response = await page.goto(path as string);
      expect(response?.status(), path).toBe(route.status ?? 200);
      await expectNoAxeViolations(page);
    });
  }
}
