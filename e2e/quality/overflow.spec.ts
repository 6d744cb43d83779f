import { expect, test } from '@playwright/test';
import { pageOverflow } from '../../test/support/web/overflow';

/**
 * Overflow gate: no page is wider than the screen (no sideways scrolling, no title or excerpt running
 * off the right edge). axe does not measure this. Every route kind is measured at the phone widths
 * (320, 375, 390 px) by the accessibility gate (accessibility.spec.ts), on the one load it makes of
 * each; this file holds the desktop header's own widths.
 */

test('the full header (menu, phone number and Request Quote) fits from 1024 px, the narrowest width that shows it', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact');
    const overflow = await pageOverflow(page);
    expect(overflow.elements, `${width} px`).toEqual([]);
    const header = page.getByRole('banner');
    const box = await header.getByRole('link', { name: 'Request Quote' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${width} px`).toBeLessThanOrEqual(width);
    const links = await header.getByRole('navigation', { name: 'Main' }).getByRole('link').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    // One line each: a label that wraps would make its link twice as tall.
    expect(Math.max(...links), `${width} px`).toBeLessThan(60);
  }
});
