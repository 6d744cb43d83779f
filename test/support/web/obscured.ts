import type { Page } from '@playwright/test';

export type FocusStop = { name: string; overlap: number; coveredBy: string };

type Measured = { key: string; name: string; overlap: number; coveredBy: string } | null;

/** Real Tab presses between two reads of the page's record; presses past the end are discarded. */
const TABS_PER_READ = 12;

/**
 * Tabs through the whole page from its start and reports every focused control that something
 * fixed at the bottom of the screen (the elements matched by `floating`) covers, even in part, after
 * the browser has scrolled it into view. Controls inside those elements are not checked against
 * themselves. Stops when focus leaves the page or comes back to the first control.
 *
 * Every stop is reached with a real Tab key (page.keyboard). The page measures each stop itself, in a
 * listener for the next Tab's keydown: a keydown is dispatched before the browser moves focus, so the
 * stop is measured where the previous Tab left it (focused and scrolled into view). Node reads the
 * record once per TABS_PER_READ presses instead of once per press, and the stop after the last press
 * is measured by that read itself.
 */
export async function coveredFocusStops(page: Page, floating: string, maxStops = 600): Promise<{ stops: number; covered: FocusStop[] }> {
  await page.evaluate((selector) => {
    const measure = (): Measured => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const key = `${focused.tagName}|${focused.id}|${(focused.textContent ?? '').trim().slice(0, 40)}|${focused.getAttribute('href') ?? ''}`;
      const box = focused.getBoundingClientRect();
      let worst = { overlap: 0, coveredBy: '' };
      for (const cover of document.querySelectorAll(selector)) {
        if (cover.contains(focused)) continue;
        const area = cover.getBoundingClientRect();
        if (area.width === 0 || area.height === 0) continue;
        const width = Math.min(box.right, area.right) - Math.max(box.left, area.left);
        const height = Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top);
        const overlap = width > 0.5 && height > 0.5 ? (width * height) / Math.max(1, box.width * box.height) : 0;
        if (overlap > worst.overlap) worst = { overlap, coveredBy: cover.className || cover.tagName };
      }
      return { key, name: key.split('|').slice(0, 4).join(' '), ...worst };
    };
    const record = { measure, stops: [] as Measured[] };
    (window as unknown as { __focusStops: typeof record }).__focusStops = record;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Tab') record.stops.push(measure());
      },
      { capture: true },
    );
  }, floating);

  // measured[i] is the stop after the (i + 1)th Tab.
  const measured: Measured[] = [];
  let beforeFirstTab = true;
  let current: Measured = null;
  for (let pressed = 0; pressed < maxStops; ) {
    const presses = Math.min(TABS_PER_READ, maxStops - pressed);
    for (let press = 0; press < presses; press += 1) await page.keyboard.press('Tab');
    pressed += presses;
    const read = await page.evaluate(() => {
      const record = (window as unknown as { __focusStops: { measure: () => Measured; stops: Measured[] } }).__focusStops;
      return { recorded: record.stops.splice(0), current: record.measure() };
    });
    // The first keydown measured the page before any Tab.
    if (beforeFirstTab) read.recorded.shift();
    beforeFirstTab = false;
    measured.push(...read.recorded);
    // The stop after this read's last press is measured again by the next press's keydown.
    current = read.current;
    const end = endOfTour([...measured, current]);
    if (end !== undefined) return summarise(measured, end);
  }
  return summarise([...measured, current], maxStops);
}

/** The number of stops before focus left the page or came back to the first control, if it has. */
function endOfTour(measured: readonly Measured[]): number | undefined {
  const first = measured[0]?.key;
  const end = measured.findIndex((stop, index) => stop === null || (index > 0 && stop.key === first));
  return end < 0 ? undefined : end;
}

function summarise(measured: readonly Measured[], stops: number): { stops: number; covered: FocusStop[] } {
  const covered = measured
    .slice(0, stops)
    .filter((stop): stop is NonNullable<Measured> => stop !== null && stop.overlap > 0)
    .map((stop) => ({ name: stop.name, overlap: Math.round(stop.overlap * 100) / 100, coveredBy: stop.coveredBy }));
  return { stops, covered };
}
