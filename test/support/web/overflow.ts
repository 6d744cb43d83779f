import { expect, type Page } from '@playwright/test';

export type Overflow = { documentWidth: number; viewportWidth: number; elements: string[] };

/**
 * What sticks out past the right edge of the viewport: the document's scroll width, and every
 * visible element or text whose box ends to the right of the screen, unless an ancestor that clips its
 * overflow (overflow hidden or clip) ends within the screen, because then the visitor never sees
 * it. Elements are named by tag, id and the start of their text so that the failure says where.
 */
export async function pageOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const edge = viewportWidth + 1;
    const clipsWithinScreen = (element: Node): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    const elements: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (clipsWithinScreen(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
      elements.push(`${name} "${(element.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(box.right)}`);
    }
    // Text that runs out of its box (a long address that does not wrap) is not part of the box's rectangle.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.right <= edge || clipsWithinScreen(node)) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      elements.push(`text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${parent.tagName.toLowerCase()} right=${Math.round(box.right)}`);
    }
    return { documentWidth: document.documentElement.scrollWidth, viewportWidth, elements: elements.slice(0, 10) };
  });
}

/**
 * The overflow gate on a loaded page: at each width (resizing the one load; the widths differ in CSS
 * media queries only, no script of the site reads the viewport's width) no element or text runs past
 * the right edge and the document is no wider than the screen. At each width the page is measured at
 * its top and again scrolled to its end, so that blocks drawn only near the viewport
 * (content-visibility) and elements shown after scrolling are laid out at their real size.
 */
export async function expectNoOverflowAtWidths(page: Page, path: string, widths: readonly number[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const top = await pageOverflow(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const end = await pageOverflow(page);
    for (const overflow of [top, end]) {
      expect(overflow.elements, `elements past the right edge of ${path} at ${width} px`).toEqual([]);
      expect(overflow.documentWidth, `document width of ${path} at ${width} px`).toBeLessThanOrEqual(overflow.viewportWidth);
    }
  }
}
