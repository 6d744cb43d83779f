import type { MetricName } from './body';
import type { Rating } from './histogram';

/**
 * The four Core Web Vitals of the page load (LCP, INP, CLS, TTFB), measured in the browser with
 * PerformanceObserver and reported once each, final. The definitions and the moments of reporting
 * are those of the web-vitals library (6.2.x, its standard build, read in its source and README):
 * - every observer reads the entries buffered before it started (buffered: true), so the figures are
 *   the whole page load's even though this code loads after the page has loaded and gone idle;
 * - times are counted from the page's activation (activationStart, not 0 only for a prerendered page),
 *   and nothing is measured until a prerendered page is shown;
 * - LCP: the last largest-contentful-paint entry painted before the page was first hidden, final at
 *   the first trusted key press or click, or when the visibility changes (then reported when idle);
 * - INP: event-timing entries of 40 ms and more (durationThreshold 40) and the first input, grouped by
 *   interactionId at each interaction's longest entry; the longest of the ten longest interactions,
 *   skipping one for every 50 interactions (an estimate of the 98th percentile); reported when the page
 *   is hidden, and only once there has been an interaction;
 * - CLS: layout shifts without recent input, in session windows (each shift less than 1 s after the
 *   previous one and less than 5 s after the window's first); the largest window, measured only where
 *   the first contentful paint came before the page was first hidden; reported when the page is hidden;
 * - TTFB: the navigation's responseStart, once the page has loaded.
 * Ratings use the same thresholds (good up to the first, poor above the second). Not measured, as the
 * site has no use for them: soft navigations and pages restored from the back/forward cache. One
 * difference on purpose: the largest CLS window is kept shift by shift, as the definition says;
 * web-vitals compares it once per delivered batch, which can miss a window that closed inside a batch.
 */

export type Vital = { name: MetricName; value: number; rating: Rating; id: string };

// Google's thresholds, as in METRIC_SPECS (lib/page-metrics/histogram.ts; its spec object is not
// loaded in the browser for four pairs of numbers: a unit test keeps the two the same).
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], TTFB: [800, 1800] };

export function rateVital(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

type Shift = { startTime: number; value: number; hadRecentInput?: boolean };

/** CLS: the largest session window of layout shifts not caused by recent input. */
export function layoutShifts() {
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  let largest = 0;
  return {
    add(shift: Shift) {
      if (shift.hadRecentInput) return;
      if (windowValue && shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) windowValue += shift.value;
      else {
        windowValue = shift.value;
        windowStart = shift.startTime;
      }
      previous = shift.startTime;
      largest = Math.max(largest, windowValue);
    },
    value: () => largest,
  };
}

type EventEntry = { interactionId?: number; duration: number };

/** INP: the ten longest interactions, and the estimate of the 98th percentile among `count` interactions. */
export function interactions() {
  const longest: { id: number; latency: number }[] = [];
  return {
    add(entry: EventEntry) {
      const id = entry.interactionId;
      if (!id) return;
      const known = longest.find((interaction) => interaction.id === id);
      if (known) known.latency = Math.max(known.latency, entry.duration);
      else if (longest.length < 10 || entry.duration > (longest[longest.length - 1]?.latency ?? 0)) longest.push({ id, latency: entry.duration });
      else return;
      longest.sort((a, b) => b.latency - a.latency);
      longest.length = Math.min(longest.length, 10);
    },
    estimate: (count: number): number | undefined => longest[Math.min(longest.length - 1, Math.floor(count / 50))]?.latency,
  };
}

type Entries = (entries: PerformanceEntry[]) => void;

function observe(type: string, callback: Entries, durationThreshold?: number): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return undefined;
  const observer = new PerformanceObserver((list) => callback(list.getEntries()));
  observer.observe({ type, buffered: true, ...(durationThreshold === undefined ? {} : { durationThreshold }) } as PerformanceObserverInit);
  return observer;
}

/** Runs `callback` once, when the browser is idle (within 1 s) or at once if the page is or becomes hidden. */
function whenIdleOrHidden(callback: () => void) {
  if (document.visibilityState === 'hidden') return callback();
  let done = false;
  const once = () => {
    if (!done) callback();
    done = true;
  };
  addEventListener('visibilitychange', once, { once: true, capture: true });
  if ('requestIdleCallback' in window) requestIdleCallback(once, { timeout: 1000 });
  else setTimeout(once);
}

const uniqueId = () => `v6-${Date.now()}-${Math.floor(Math.random() * (9e12 - 1)) + 1e12}`;

/** Starts measuring; `report` is called once per metric, with its final value. */
export function observeVitals(report: (vital: Vital) => void): void {
  // Each metric once: the first final value (CLS and INP are final at the first hiding; a later
  // hiding may bring the first INP when the first had none).
  const reported = new Set<MetricName>();
  const send = (name: MetricName, value: number) => {
    if (value < 0 || reported.has(name)) return;
    reported.add(name);
    report({ name, value, rating: rateVital(name, value), id: uniqueId() });
  };
  const start = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
    const activationStart = navigation?.activationStart || 0;
    let firstHidden =
      performance.getEntriesByType('visibility-state').find((entry) => entry.name === 'hidden' && entry.startTime >= activationStart)?.startTime ??
      (document.visibilityState === 'hidden' ? 0 : Infinity);
    const onHidden: (() => void)[] = [];
    addEventListener(
      'visibilitychange',
      (event) => {
        if (document.visibilityState !== 'hidden') return;
        for (const callback of onHidden) callback();
        if (firstHidden === Infinity) firstHidden = event.timeStamp;
      },
      true,
    );

    // TTFB, once the page has loaded.
    const ttfb = () => {
      if (navigation && navigation.responseStart > 0 && navigation.responseStart < performance.now()) send('TTFB', Math.max(navigation.responseStart - activationStart, 0));
    };
    if (document.readyState === 'complete') setTimeout(ttfb);
    else addEventListener('load', () => setTimeout(ttfb), { once: true });

    // LCP.
    let lcp = -1;
    const lcpObserver = observe('largest-contentful-paint', (entries) => {
      const last = entries[entries.length - 1];
      if (last && last.startTime < firstHidden) lcp = Math.max(last.startTime - activationStart, 0);
    });
    if (lcpObserver) {
      let final = false;
      const finalize = (event: Event) => {
        if (!event.isTrusted || final) return;
        whenIdleOrHidden(() => {
          if (final) return;
          final = true;
          lcpObserver.disconnect();
          for (const type of ['keydown', 'click', 'visibilitychange']) removeEventListener(type, finalize, true);
          send('LCP', lcp);
        });
      };
      for (const type of ['keydown', 'click', 'visibilitychange']) addEventListener(type, finalize, true);
    }

    // CLS, from the first contentful paint on.
    const paintObserver = observe('paint', (entries) => {
      const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
      if (!fcp) return;
      paintObserver?.disconnect();
      if (fcp.startTime >= firstHidden) return;
      const shifts = layoutShifts();
      const add: Entries = (list) => list.forEach((entry) => shifts.add(entry as PerformanceEntry & Shift));
      const shiftObserver = observe('layout-shift', add);
      if (shiftObserver)
        onHidden.push(() => {
          add(shiftObserver.takeRecords());
          send('CLS', shifts.value());
        });
    });

    // INP, where the browser reports interactions.
    if (!('PerformanceEventTiming' in window && 'interactionId' in PerformanceEventTiming.prototype)) return;
    // Where performance.interactionCount is missing, the count is estimated from the interaction ids
    // seen (Chromium numbers interactions 7 apart), as web-vitals does.
    let lowestId = Infinity;
    let highestId = 0;
    const counter =
      'interactionCount' in performance
        ? undefined
        : observe(
            'event',
            (entries) => {
              for (const { interactionId } of entries as (PerformanceEntry & EventEntry)[]) {
                if (!interactionId) continue;
                lowestId = Math.min(lowestId, interactionId);
                highestId = Math.max(highestId, interactionId);
              }
            },
            0,
          );
    const count = () => (counter ? (highestId ? (highestId - lowestId) / 7 + 1 : 0) : ((performance as { interactionCount?: number }).interactionCount ?? 0));
    const longest = interactions();
    let inp = -1;
    const handle = (entries: PerformanceEntry[]) =>
      whenIdleOrHidden(() => {
        for (const entry of entries) longest.add(entry as PerformanceEntry & EventEntry);
        inp = longest.estimate(count()) ?? inp;
      });
    const events = observe('event', handle, 40);
    const firstInput = observe('first-input', handle);
    if (events)
      onHidden.push(() => {
        handle([...events.takeRecords(), ...(firstInput?.takeRecords() ?? [])]);
        send('INP', inp);
      });
  };
  if ((document as { prerendering?: boolean }).prerendering) addEventListener('prerenderingchange', start, { once: true, capture: true });
  else start();
}
