import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { PAGE_VIEW_QUEUE } from '../lib/attribution/page-view-queue';
import { METRIC_NAMES, PAGE_METRICS_ENDPOINT, type PageMetricsBody } from '../lib/page-metrics/body';

/**
 * The first-party beacon measures LCP, INP, CLS and TTFB with its own PerformanceObservers (a fraction
 * of the web-vitals library's size). On a real page in Chromium its figures must be the library's: the
 * test loads web-vitals (a development dependency kept for this comparison only) into the page from
 * the first byte, as its README advises, lets a visitor click and hide the page, and compares what each
 * reported. Both send their figures with sendBeacon when the page is hidden; the test takes both
 * beacons (the library's go to an address of its own) and answers them as the endpoint does (204).
 */
const REFERENCE_PATH = '/__reference-web-vitals';
const WEB_VITALS = readFileSync(path.join(process.cwd(), 'node_modules', 'web-vitals', 'dist', 'web-vitals.iife.js'), 'utf8');
const REPORT_REFERENCE = `
  (() => {
    if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
    const report = (metric) => navigator.sendBeacon(${JSON.stringify(REFERENCE_PATH)}, JSON.stringify({ name: metric.name, value: metric.value }));
    webVitals.onLCP(report);
    webVitals.onINP(report);
    webVitals.onCLS(report);
    webVitals.onTTFB(report);
  })();`;

type ReferenceMetric = { name: string; value: number };

/**
 * Hides the page without unloading it, so both sets of beacons leave while the document is alive and
 * Playwright still routes its requests (the beacons of a page being unloaded are not seen). Playwright
 * cannot hide a page (its pages all behave as visible foreground tabs, headless or not), and Chromium's
 * DevTools protocol only freezes one (Page.setWebLifecycleState, which fires no visibilitychange), so
 * the page is told what a browser tells it when the visitor switches tabs: document.visibilityState becomes 'hidden' and a visibilitychange event fires. That is all both
 * measurers read: web-vitals (lib/getVisibilityWatcher.js, lib/whenIdleOrHidden.js) and ours
 * (lib/page-metrics/vitals.ts, browser.ts) check document.visibilityState in their visibilitychange
 * listeners. Neither requires that event to be trusted (only the click or key press that makes LCP
 * final must be, and the click below is a real input event).
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

for (const pagePath of ['/', '/contact']) {
  test(`reports the same LCP, INP, CLS and TTFB as the web-vitals library on ${pagePath}`, async ({ page }) => {
    const ours: PageMetricsBody[] = [];
    const reference: ReferenceMetric[] = [];
    const record = (into: unknown[]) => async (route: Route) => {
      const request = route.request();
      if (request.method() === 'POST') into.push(JSON.parse(request.postData() ?? 'null'));
      await route.fulfill({ status: 204 });
    };
    await page.route(`**${PAGE_METRICS_ENDPOINT}`, record(ours));
    await page.route(`**${REFERENCE_PATH}`, record(reference));
    await page.addInitScript({ content: `${WEB_VITALS}\n${REPORT_REFERENCE}` });

    await page.goto(pagePath);
    // The beacon starts once the page has loaded and the browser is idle.
    await page.waitForFunction((queue) => (window as unknown as Record<string, { s?: boolean } | undefined>)[queue]?.s === true, PAGE_VIEW_QUEUE);
    // A click: an interaction for INP, and the trusted input that makes LCP final.
    await page.getByRole('heading', { level: 1 }).click();
    // The browser reports the interaction after the next frame is painted, and both measurers take
    // the entries it reports when the browser is next idle (web-vitals' handleEntries, our handle(): a
    // page hidden before that loses the interaction in both). The visitor stays that moment, as one who
    // sees the page respond does: the test waits until the interaction is reported and the browser has
    // been idle once since.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((_list, observer) => {
            observer.disconnect();
            requestIdleCallback(() => resolve());
          }).observe({ type: 'first-input', buffered: true }),
        ),
    );
    await hide(page);

    await expect.poll(() => METRIC_NAMES.filter((name) => !reference.some((metric) => metric.name === name))).toEqual([]);
    await expect.poll(() => METRIC_NAMES.filter((name) => !ours.some((body) => name in body.m))).toEqual([]);
    const measured = Object.assign({}, ...ours.map((body) => body.m)) as Record<string, number>;
    for (const name of METRIC_NAMES) {
      const expected = reference.find((metric) => metric.name === name)?.value;
      expect(measured[name], name).toBeCloseTo(expected ?? Number.NaN, 3);
    }
    // Each figure once: the library reports each metric once, and so does the beacon.
    expect(reference.map((metric) => metric.name).sort()).toEqual([...METRIC_NAMES].sort());
    expect(ours.flatMap((body) => Object.keys(body.m)).sort()).toEqual([...METRIC_NAMES].sort());
    // The beacon still carries the page view and the page the figures belong to.
    expect(ours[0]?.p).toBe(pagePath);
    expect(ours.flatMap((body) => body.v)).toContain(pagePath);
    expect(measured.LCP).toBeGreaterThan(0);
  });
}
