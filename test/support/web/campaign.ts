import { expect, type Page } from '@playwright/test';

/**
 * A visitor who arrives on `landing` (a campaign link: the query names the campaign) and taps its
 * first visible link to /contact as soon as the page's HTML has drawn it, without waiting for the
 * page's scripts: before hydration the link is a plain one, so the browser loads /contact afresh.
 * The tap goes where the link is, at once (a locator's click would first wait for the page to settle).
 * Resolves once the browser is on /contact.
 */
export async function tapContactLinkOnArrival(tab: Page, landing: string): Promise<void> {
  await tab.goto(landing, { waitUntil: 'commit' });
  const link = tab.locator('a[href="/contact"]:visible').first();
  await link.waitFor();
  const box = await link.boundingBox();
  if (!box) throw new Error(`the first link to /contact on ${landing} has no box`);
  await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(tab).toHaveURL(/\/contact$/);
}
