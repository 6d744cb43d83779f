import { METRIC_NAMES } from './body';
import { METRIC_SPECS } from './histogram';
import { interactions, layoutShifts, rateVital, THRESHOLDS } from './vitals';

describe('Web Vitals measured in the browser', () => {
  it("rates each metric with the thresholds the dashboard's histograms use", () => {
    for (const name of METRIC_NAMES) expect(THRESHOLDS[name]).toEqual([METRIC_SPECS[name].good, METRIC_SPECS[name].poor]);
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('INP', 201)).toBe('needs-improvement');
    expect(rateVital('TTFB', 1801)).toBe('poor');
  });

  describe('CLS', () => {
    it('is 0 without shifts, and leaves out shifts right after an input', () => {
      const shifts = layoutShifts();
      expect(shifts.value()).toBe(0);
      shifts.add({ startTime: 100, value: 0.5, hadRecentInput: true });
      expect(shifts.value()).toBe(0);
    });

    it('adds shifts less than 1 s apart into one window, and keeps the largest window', () => {
      const shifts = layoutShifts();
      shifts.add({ startTime: 100, value: 0.05 });
      shifts.add({ startTime: 900, value: 0.05 });
      shifts.add({ startTime: 1800, value: 0.05 });
      expect(shifts.value()).toBeCloseTo(0.15);
      // 1.2 s of quiet: a new window, smaller than the first, which stays the figure.
      shifts.add({ startTime: 3000, value: 0.02 });
      expect(shifts.value()).toBeCloseTo(0.15);
      shifts.add({ startTime: 3500, value: 0.2 });
      expect(shifts.value()).toBeCloseTo(0.22);
    });

    it('closes a window after 5 s even while shifts keep coming', () => {
      const shifts = layoutShifts();
      for (let time = 0; time <= 6000; time += 500) shifts.add({ startTime: time, value: 0.01 });
      // 0 .. 4500 ms: ten shifts in the first window; 5000 .. 6000 ms: three in the next.
      expect(shifts.value()).toBeCloseTo(0.1);
    });
  });

  describe('INP', () => {
    it('has no value before an interaction, and ignores entries that are not part of one', () => {
      const longest = interactions();
      longest.add({ duration: 300 });
      longest.add({ interactionId: 0, duration: 300 });
      expect(longest.estimate(0)).toBeUndefined();
    });

    it("takes an interaction's longest entry as its latency", () => {
      const longest = interactions();
      longest.add({ interactionId: 7, duration: 48 });
      longest.add({ interactionId: 7, duration: 120 });
      longest.add({ interactionId: 7, duration: 64 });
      expect(longest.estimate(1)).toBe(120);
    });

    it('is the longest interaction below 50 interactions, and skips one more for every 50', () => {
      const longest = interactions();
      const latencies = [400, 300, 250, 200, 180, 160, 150, 140, 130, 120, 110, 100];
      latencies.forEach((duration, index) => longest.add({ interactionId: (index + 1) * 7, duration }));
      expect(longest.estimate(49)).toBe(400);
      expect(longest.estimate(50)).toBe(300);
      expect(longest.estimate(120)).toBe(250);
      // Only the ten longest are kept: at 1,000 interactions the estimate is the tenth longest.
      expect(longest.estimate(1000)).toBe(120);
    });
  });
});
