import type { Page } from '@playwright/test';

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
