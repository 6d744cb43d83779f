import type { Page } from '@playwright/test';

export type FocusStop = { name: string; overlap: number; coveredBy: string };

/**
 * Tabs through the whole page from its start and reports every focused control that something
 * fixed at the bottom of the screen (the elements matched by `floating`) covers, even in part, after
 * the browser has scrolled it into view. Controls inside those elements are not checked against
 * themselves. Stops when focus leaves the page or comes back to the first control.
 */
export async function coveredFocusStops(page: Page, floating: string, maxStops = 600): Promise<{ stops: number; covered: FocusStop[] }> {
  const covered: FocusStop[] = [];
  let first: string | undefined;
  let stops = 0;
  for (; stops < maxStops; stops += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((selector) => {
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
    }, floating);
    if (stop === null || stop.key === first) break;
    first ??= stop.key;
    if (stop.overlap > 0) covered.push({ name: stop.name, overlap: Math.round(stop.overlap * 100) / 100, coveredBy: stop.coveredBy });
  }
  return { stops, covered };
}
