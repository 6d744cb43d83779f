import { bucketIndex, bucketRating, formatMetric, METRIC_SPECS, p75, type Rating } from './histogram';

const { LCP, INP, CLS, TTFB } = METRIC_SPECS;

/** A histogram with one count per value, as the server would build it. */
function histogram(spec: typeof LCP, values: number[]): number[] {
  const counts = Array.from({ length: spec.bounds.length + 1 }, () => 0);
  for (const value of values) counts[bucketIndex(spec, value)] = (counts[bucketIndex(spec, value)] ?? 0) + 1;
  return counts;
}

describe('Web Vitals histograms', () => {
  it("has Google's thresholds as bucket bounds, so a bucket is wholly good, needs improvement or poor", () => {
    for (const spec of [LCP, INP, CLS, TTFB]) {
      expect(spec.bounds).toContain(spec.good);
      expect(spec.bounds).toContain(spec.poor);
      expect([...spec.bounds].sort((a, b) => a - b)).toEqual(spec.bounds);
    }
    expect([LCP.good, LCP.poor, INP.good, INP.poor, CLS.good, CLS.poor]).toEqual([2500, 4000, 200, 500, 0.1, 0.25]);
  });

  it.each([
    [LCP, 2500, 'good'],
    [LCP, 2501, 'needs-improvement'],
    [LCP, 4000, 'needs-improvement'],
    [LCP, 4001, 'poor'],
    [INP, 200, 'good'],
    [INP, 201, 'needs-improvement'],
    [INP, 501, 'poor'],
    [CLS, 0.1, 'good'],
    [CLS, 0.25, 'needs-improvement'],
    [CLS, 0.26, 'poor'],
    [LCP, 0, 'good'],
    [LCP, 999_999, 'poor'],
  ] as const)('puts %s.name %d in a %s bucket (a value on a bound belongs below it)', (spec, value, rating) => {
    expect(bucketRating(spec, bucketIndex(spec, value))).toBe(rating satisfies Rating);
  });

  it('reads the 75th percentile from counts alone, interpolated inside its bucket', () => {
    // 100 loads: 75 at or under 2 s, the rest slow.
    const counts = histogram(LCP, [...Array.from({ length: 60 }, () => 1200), ...Array.from({ length: 15 }, () => 1900), ...Array.from({ length: 25 }, () => 7000)]);
    const result = p75(LCP, counts);
    expect(result).toEqual({ value: 2000, rating: 'good', samples: 100, atLeast: false });
    const slower = p75(LCP, histogram(LCP, [...Array.from({ length: 70 }, () => 1200), ...Array.from({ length: 30 }, () => 4500)]));
    // 5 of the 30 slow loads are needed to reach 75: one sixth of the way through (4 s, 5 s].
    expect(slower?.value).toBeCloseTo(4000 + 1000 / 6);
    expect(slower?.rating).toBe('poor');
  });

  it('says "at least" when the percentile lies in the open top bucket, and nothing without samples', () => {
    expect(p75(INP, histogram(INP, [9000, 9000, 9000, 9000]))).toEqual({ value: 5000, rating: 'poor', samples: 4, atLeast: true });
    expect(p75(INP, [])).toBeNull();
  });

  it('shows times in ms under a second, in seconds above, and CLS as a score', () => {
    expect(formatMetric(INP, 184.4)).toBe('184 ms');
    expect(formatMetric(LCP, 2430)).toBe('2.4 s');
    expect(formatMetric(CLS, 0.051)).toBe('0.05');
  });
});
