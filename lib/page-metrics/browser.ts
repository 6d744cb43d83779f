import { send, webVital } from '@/lib/analytics/events';
import { PAGE_METRICS_ENDPOINT, type PageMetricsBody, type MetricName } from './body';
import { observeVitals, type Vital } from './vitals';

/**
 * The browser half of the first-party page-view and Web Vitals count, loaded after the page is
 * interactive. Each metric is reported once per page load, when the browser reports it final (CLS and
 * INP when the page is first hidden: lib/page-metrics/vitals.ts). One sendBeacon, queued by the
 * browser even as the page unloads, carries what is new each time the page is hidden. A string
 * body goes as text/plain, the one type sendBeacon sends without a CORS preflight.
 */

let started = false;

/** Starts measuring and reporting; false where the browser cannot send beacons. */
export function startPageMetrics(landingPath: string, takeViews: () => string[], takeReferrer: () => string | null): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  if (started) return true;
  started = true;
  const measured: Partial<Record<MetricName, number>> = {};

  observeVitals((metric: Vital) => {
    measured[metric.name] = metric.value;
    send(webVital({ name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, path: landingPath }));
  });

  const sent = new Set<string>();
  const flush = () => {
    const views = takeViews();
    const fresh = Object.fromEntries(Object.entries(measured).filter(([name]) => !sent.has(name)));
    if (views.length === 0 && Object.keys(fresh).length === 0) return;
    for (const name of Object.keys(fresh)) sent.add(name);
    const body: PageMetricsBody = { v: views, p: landingPath, r: takeReferrer(), m: fresh };
    navigator.sendBeacon(PAGE_METRICS_ENDPOINT, JSON.stringify(body));
  };
  // Registered after the observers' own listeners (theirs capture on the window), so the metrics
  // they finalise on hiding are in this beacon.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return true;
}
