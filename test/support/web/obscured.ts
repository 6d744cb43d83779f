import { expect, type Page } from '@playwright/test';
import { uiTimings } from '../../../lib/site/ui-timings';
import { scrollToY } from './page';

export type FocusStop = { name: string; overlap: number; coveredBy: string };

/** Something floating that the page shows only while it is scrolled past a point (the Top button). */
export type ShownPast = { selector: string; scrollY: number };

type Measured = { key: string; name: string; overlap: number; coveredBy: string } | null;

/** Tab presses sent to the browser at once between two reads of the page's record; presses past the end are discarded. */
const TABS_PER_READ = 40;

/** The Tab key as Playwright's keyboard.press('Tab') sends it: a key without text, so a raw keydown. */
const TAB = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 } as const;

/**
 * Tabs through the whole page from its start and reports every focused control that something
 * fixed at the bottom of the screen (the elements matched by `floating`) covers, even in part, after
 * the browser has scrolled it into view. Controls inside those elements are not checked against
 * themselves. Stops when focus leaves the page or comes back to the first control.
 *
 * Every stop is reached with a real Tab key from the browser's input pipeline (CDP
 * Input.dispatchKeyEvent, what page.keyboard.press sends), so the browser itself moves focus and
 * scrolls it into view. The page measures each stop in a listener for the next Tab's keydown: a
 * keydown is dispatched before the browser moves focus, so the stop is measured where the previous
 * Tab left it. The presses are sent TABS_PER_READ at a time without waiting for each one's answer:
 * the browser queues key events and hands them to the page in the order sent, each one's default
 * action (the focus move and its scroll) done before the next keydown is dispatched.
 *
 * What the page shows only after a rendering frame does not keep up with presses that close
 * together: the Top button appears when an IntersectionObserver (run at a frame) has seen the page
 * scrolled past its point and React has rendered it. So `shownPast` names it, and at every stop where
 * the page is scrolled past that point it counts as present at the place it was last seen (it is
 * fixed to the screen), as it is a moment later for a visitor; where it is still in the page it is
 * measured as it is. It must be on screen when the tour starts (scroll past its point first) on a page
 * long enough to show it.
 */
export async function coveredFocusStops(
  page: Page,
  floating: string,
  maxStops = 600,
  shownPast?: ShownPast,
): Promise<{ stops: number; covered: FocusStop[] }> {
  const seenBefore = await page.evaluate(
    ({ selector, shown }) => {
      type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
      let lastSeen: { box: Box; name: string } | undefined;
      const see = () => {
        const element = shown ? document.querySelector(shown.selector) : null;
        if (!element) return undefined;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) lastSeen = { box, name: element.className || element.tagName };
        return element;
      };
      see();
      const measure = (): Measured => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        const key = `${focused.tagName}|${focused.id}|${(focused.textContent ?? '').trim().slice(0, 40)}|${focused.getAttribute('href') ?? ''}`;
        const box = focused.getBoundingClientRect();
        const covers: { box: Box; name: string }[] = [];
        for (const cover of document.querySelectorAll(selector)) {
          if (!cover.contains(focused)) covers.push({ box: cover.getBoundingClientRect(), name: cover.className || cover.tagName });
        }
        const shownElement = see();
        if (shown && !shownElement && lastSeen && window.scrollY > shown.scrollY) covers.push(lastSeen);
        let worst = { overlap: 0, coveredBy: '' };
        for (const { box: area, name } of covers) {
          if (area.width === 0 || area.height === 0) continue;
          const width = Math.min(box.right, area.right) - Math.max(box.left, area.left);
          const height = Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top);
          const overlap = width > 0.5 && height > 0.5 ? (width * height) / Math.max(1, box.width * box.height) : 0;
          if (overlap > worst.overlap) worst = { overlap, coveredBy: name };
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
      return { seen: lastSeen !== undefined, scrollable: document.documentElement.scrollHeight - window.innerHeight };
    },
    { selector: floating, shown: shownPast },
  );
  if (shownPast && !seenBefore.seen && seenBefore.scrollable > shownPast.scrollY) {
    throw new Error(`${shownPast.selector} must be on screen before the tour: the page scrolls past ${shownPast.scrollY} px`);
  }

  const cdp = await page.context().newCDPSession(page);
  try {
    // measured[i] is the stop after the (i + 1)th Tab.
    const measured: Measured[] = [];
    let beforeFirstTab = true;
    let current: Measured = null;
    for (let pressed = 0; pressed < maxStops; ) {
      const presses = Math.min(TABS_PER_READ, maxStops - pressed);
      const sent: Promise<unknown>[] = [];
      for (let press = 0; press < presses; press += 1) {
        sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...TAB }));
        sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...TAB }));
      }
      await Promise.all(sent);
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
      if (end !== undefined) return summarise([...measured, current], end);
    }
    return summarise([...measured, current], maxStops);
  } finally {
    await cdp.detach();
  }
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

/** What floats over the bottom of a phone's screen: the action bar, and the Top button above it. */
export const FLOATING = '.action-bar, .scroll-top-button';
const TOP_BUTTON: ShownPast = { selector: '.scroll-top-button', scrollY: uiTimings.scrollTopThreshold };

/**
 * The action bar gate on the page as it is (a phone-width viewport): Tabs through the whole page
 * and fails on any focused control the action bar or the Top button covers (WCAG 2.2 2.4.11).
 * Focus scrolls in one step (reduced motion), so that each stop is measured where the browser leaves
 * it; the Top button is brought on screen first, as a reader who scrolled down sees it.
 */
export async function expectFocusedControlsUncovered(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByRole('navigation', { name: 'Call, text or request a quote' })).toBeVisible();
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  if (scrollable > TOP_BUTTON.scrollY + 2) {
    await scrollToY(page, Math.min(400, scrollable));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  }
  const { stops, covered } = await coveredFocusStops(page, FLOATING, 600, TOP_BUTTON);
  expect(stops).toBeGreaterThan(5);
  expect(covered, JSON.stringify(covered, null, 2)).toEqual([]);
}
