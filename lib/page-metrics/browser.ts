import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { send, webVital } from '@/lib/analytics/events';
import { PAGE_METRICS_ENDPOINT, type PageMetricsBody, type MetricName } from './body';

/**
 * The browser half of the first-party page-view and Web Vitals count, loaded after the page is
 * interactive. Each metric is reported once per page load, when the browser reports it final (the
 * web-vitals library waits for the page to be hidden for CLS and INP). One sendBeacon, queued by the
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

  const report = (metric: Metric) => {
    if (metric.name === 'FCP' || metric.name in measured) return;
    measured[metric.name] = metric.value;
    send(webVital({ name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, path: landingPath }));
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);

  const sent = new Set<string>();
  const flush = () => {
    const views = takeViews();
    const fresh = Object.fromEntries(Object.entries(measured).filter(([name]) => !sent.has(name)));
    if (views.length === 0 && Object.keys(fresh).length === 0) return;
    for (const name of Object.keys(fresh)) sent.add(name);
    const body: PageMetricsBody = { v: views, p: landingPath, r: takeReferrer(), m: fresh };
    navigator.sendBeacon(PAGE_METRICS_ENDPOINT, JSON.stringify(body));
  };
  // Registered after web-vitals' own listeners, so the metrics it finalises on hiding are in this beacon.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return true;
}
