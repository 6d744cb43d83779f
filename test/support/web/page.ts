import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * axe with the rule sets the project holds every route to; fails the test on any violation. WCAG 2.2
 * AA brings target-size (2.5.8: every pointer target at least 24 by 24 CSS px, or spaced as if it were).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  // A page without frames is checked by axe.run in the page itself. The default (axe.runPartial in each
  // frame, then axe.finishRun in a second, blank page) exists for cross-origin frames; with no frame it
  // gives the same results, after opening that page and copying every node's partial result into it.
  if (page.frames().length === 1) builder.setLegacyMode();
  // Every rule still runs on every node and every violation is reported whole; only the passes and
  // the incomplete results, which this check never reads, are cut to one node each, which spares axe
  // building a unique selector for every node of the page (the slow tail of a run).
  builder.options({ resultTypes: ['violations'] });
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
}

/**
 * axe on the page as loaded, at each width of VIEWPORTS in turn (narrowest first), resizing the one
 * load. The widths differ in CSS media queries only (no script of the site reads the viewport's
 * width), so a resized page is laid out as a page loaded at that width; a visitor who turns a tablet
 * or widens a window sees the same. A violation names the width it was found at.
 */
export async function expectNoAxeViolationsAtEveryWidth(page: Page): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await test.step(`axe at ${label} width (${viewport.width} px)`, async () => {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
    });
  }
}

/** Everything pushed to window.dataLayer so far, without GTM's own bootstrap entries. */
export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => typeof entry === 'object' && entry !== null && typeof entry.event === 'string' && !String(entry.event).startsWith('gtm.'),
    ),
  );
}

/** Scrolls the window to a given y and waits until the page has seen it. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2 || window.scrollY > 0 === top > 0, y);
}
