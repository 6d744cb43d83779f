import type { MetricName } from './body';

/**
 * Core Web Vitals kept as histograms with fixed bucket bounds, so the 75th percentile can be read
 * from counts alone and storage does not grow with traffic. Google's thresholds are bucket bounds,
 * so the bucket holding the p75 lies wholly in one rating: good (<= good), poor (> poor) or needs
 * improvement between. Bucket i holds values in (bounds[i-1], bounds[i]]; the last one is open.
 */

export type Rating = 'good' | 'needs-improvement' | 'poor';

export type MetricSpec = {
  name: MetricName;
  label: string;
  unit: 'ms' | 'score';
  /** Upper bounds of the buckets, ascending; one more bucket above the last. */
  bounds: readonly number[];
  good: number;
  poor: number;
  /** Largest value accepted from a browser (a tab left open for days can report silly figures). */
  max: number;
};

export const METRIC_SPECS: Record<MetricName, MetricSpec> = {
  LCP: {
    name: 'LCP',
    label: 'Largest Contentful Paint',
    unit: 'ms',
    bounds: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000],
    good: 2500,
    poor: 4000,
    max: 600_000,
  },
  INP: {
    name: 'INP',
    label: 'Interaction to Next Paint',
    unit: 'ms',
    bounds: [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 5000],
    good: 200,
    poor: 500,
    max: 600_000,
  },
  CLS: {
    name: 'CLS',
    label: 'Cumulative Layout Shift',
    unit: 'score',
    bounds: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.4, 0.6, 1, 2],
    good: 0.1,
    poor: 0.25,
    max: 100,
  },
  TTFB: {
    name: 'TTFB',
    label: 'Time to First Byte',
    unit: 'ms',
    bounds: [100, 200, 300, 400, 600, 800, 1000, 1400, 1800, 2500, 4000, 8000],
    good: 800,
    poor: 1800,
    max: 600_000,
  },
};

/** The bucket a value falls in: the first whose upper bound it does not exceed, else the open last one. */
export function bucketIndex(spec: Pick<MetricSpec, 'bounds'>, value: number): number {
  const index = spec.bounds.findIndex((bound) => value <= bound);
  return index === -1 ? spec.bounds.length : index;
}

export function bucketRating(spec: MetricSpec, bucket: number): Rating {
  const upper = spec.bounds[bucket];
  const lower = bucket === 0 ? 0 : (spec.bounds[bucket - 1] ?? Infinity);
  if (upper !== undefined && upper <= spec.good) return 'good';
  if (lower >= spec.poor) return 'poor';
  return 'needs-improvement';
}

export type Percentile = { value: number; rating: Rating; samples: number; /** True when the value is the open bucket's lower bound ("more than"). */ atLeast: boolean };

/**
 * The 75th percentile of a histogram (counts per bucket), linearly interpolated inside its bucket;
 * null without samples.
 */
export function p75(spec: MetricSpec, counts: readonly number[]): Percentile | null {
  const samples = counts.reduce((sum, count) => sum + count, 0);
  if (samples <= 0) return null;
  const target = samples * 0.75;
  let below = 0;
  for (let bucket = 0; bucket <= spec.bounds.length; bucket += 1) {
    const count = counts[bucket] ?? 0;
    if (count > 0 && below + count >= target) {
      const lower = bucket === 0 ? 0 : (spec.bounds[bucket - 1] ?? 0);
      const upper = spec.bounds[bucket];
      const rating = bucketRating(spec, bucket);
      if (upper === undefined) return { value: lower, rating, samples, atLeast: true };
      return { value: lower + ((upper - lower) * (target - below)) / count, rating, samples, atLeast: false };
    }
    below += count;
  }
  return null;
}

/** "2.4 s", "180 ms", "0.05": how the console shows a metric's value. */
export function formatMetric(spec: MetricSpec, value: number): string {
  if (spec.unit === 'score') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export const RATING_LABELS: Record<Rating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };
