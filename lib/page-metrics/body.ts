/**
 * What the Web Vitals beacon carries, shared by the browser (which builds it) and the server (which
 * validates it): the pages viewed since the last beacon, the document's landing page with its
 * metrics, and the referring site's host on the first beacon of a document.
 */

export const PAGE_METRICS_ENDPOINT = '/api/page-metrics';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export type PageMetricsBody = {
  /** Paths viewed (the landing page first, then pages reached by in-site navigation). */
  v: string[];
  /** The path the metrics belong to: the page the browser loaded (soft navigations are not measured). */
  p: string;
  /** Referring site's host, on the first beacon only. */
  r: string | null;
  m: Partial<Record<MetricName, number>>;
};

export const PAGE_METRICS_LIMITS = { views: 50, path: 200, bytes: 4 * 1024 } as const;
