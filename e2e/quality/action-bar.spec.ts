import { expect, test, type Page } from '@playwright/test';
import { OFFSCREEN } from '../../components/blog/offscreen';
import { siteConfig } from '../../lib/site/config';
import { expectFocusedControlsUncovered } from '../../test/support/web/obscured';
import { dataLayerEvents } from '../../test/support/web/page';

/**
 * The action bar (Call, Text, Request a Quote) at the bottom of phones, and the Top button above it:
 * they work, and they never cover a focused control (WCAG 2.2 2.4.11) or the page's last lines.
 */

const PHONE = { width: 390, height: 740 };

function actionBar(page: Page) {
  return page.getByRole('navigation', { name: 'Call, text or request a quote' });
}

/**
 * Every route kind is tabbed through at 390 px by the accessibility gate (accessibility.spec.ts, on
 * the one load it makes of each), with expectFocusedControlsUncovered. Here: that check fails when the
 * page stops keeping focused controls clear of the floating elements.
 */
test.describe('the tab-through at 390 px', () => {
  test.use({ viewport: PHONE });

  for (const [reserve, coveredBy] of [
    ['0px', 'action-bar'],
    ['var(--action-bar-cover)', 'scroll-top-button'],
  ] as const) {
    test(`reports the controls the ${coveredBy === 'action-bar' ? 'action bar' : 'Top button'} covers when the page keeps no room for it`, async ({ page }) => {
      await page.goto('/blog');
      // The browser scrolls a focused control clear of the bottom by scroll-padding-bottom only.
      await page.addStyleTag({ content: `html { scroll-padding-bottom: ${reserve} !important; }` });
      const failure = await expectFocusedControlsUncovered(page).then(
        () => undefined,
        (error: unknown) => String(error),
      );
      expect(failure).toContain(`"coveredBy": "${coveredBy}`);
    });
  }

  // The blog draws its cards only near the viewport. A card still holding its placeholder height (or
  // the one it had at another width) took its real height a frame after the keyboard had scrolled a
  // link into view, and moved the link under the action bar in about one tab-through in ten.
  test('draws every block of the blog while the keyboard has focus, and none that is far away before', async ({ page }) => {
    await page.goto('/blog');
    const selector = Object.values(OFFSCREEN)
      .map((name) => `.${name}`)
      .join(', ');
    const drawing = () => page.evaluate((blocks) => [...document.querySelectorAll(blocks)].map((block) => getComputedStyle(block).contentVisibility), selector);
    expect(new Set(await drawing())).toEqual(new Set(['auto']));
    // A click on the page's heading moves no keyboard focus.
    await page.getByRole('heading', { level: 1 }).click();
    expect(new Set(await drawing())).toEqual(new Set(['auto']));
    await page.keyboard.press('Tab');
    const blocks = await drawing();
    expect(blocks.length).toBeGreaterThan(8);
    expect(new Set(blocks)).toEqual(new Set(['visible']));
  });
});

test.describe('the action bar on a phone', () => {
  test.use({ viewport: PHONE });

  test('calls and texts the business number, with a short message ready, and both count as leads', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    });
    await page.goto('/blog');
    const bar = actionBar(page);
    const call = bar.getByRole('link', { name: `Call ${siteConfig.phone}` });
    const text = bar.getByRole('link', { name: `Text ${siteConfig.phone}` });
    await expect(call).toHaveAttribute('href', `tel:${siteConfig.phoneE164}`);
    await expect(text).toHaveAttribute('href', `sms:${siteConfig.phoneE164}?&body=${encodeURIComponent(siteConfig.textMessage)}`);
    // The phone's dialer and messaging app are not part of the browser under test: keep the page.
    for (const link of [call, text]) {
      await link.evaluate((element) => element.addEventListener('click', (event) => event.preventDefault()));
      await link.click();
    }
    const events = await dataLayerEvents(page);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'phone_click', click_location: 'action_bar' }),
        expect.objectContaining({ event: 'text_click', click_location: 'action_bar' }),
        expect.objectContaining({ event: 'generate_lead', method: 'text', lead_source: 'action_bar' }),
      ]),
    );
  });

  test('Request a Quote leads to the request form, in view', async ({ page }) => {
    await page.goto('/seller-repairs');
    await actionBar(page).getByRole('link', { name: 'Request a Quote' }).click();
    await expect(page).toHaveURL(/\/contact#request-form$/);
    await expect(page.getByRole('form', { name: 'Repair request' })).toBeInViewport();
  });

  test('stays at the bottom of the screen and leaves the end of the page uncovered', async ({ page }) => {
    await page.goto('/contact');
    const bar = actionBar(page);
    const top = (await bar.boundingBox())?.y ?? 0;
    expect(Math.round(top + ((await bar.boundingBox())?.height ?? 0))).toBe(PHONE.height);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const topButton = await page.getByRole('button', { name: 'Scroll to top' }).boundingBox();
    expect((topButton?.y ?? 0) + (topButton?.height ?? 0)).toBeLessThanOrEqual(top);
    // The footer's last line of text ends above the Top button and the bar.
    const lastText = await page.getByRole('contentinfo').evaluate((footer) => {
      const range = document.createRange();
      range.selectNodeContents(footer);
      return range.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(footer).paddingBottom);
    });
    expect(lastText).toBeLessThanOrEqual(topButton?.y ?? 0);
  });
});

test('on a desktop the action bar is hidden and the header shows the number', async ({ page }) => {
  await page.goto('/');
  await expect(actionBar(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: siteConfig.phone })).toBeVisible();
});
