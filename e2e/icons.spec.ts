import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { serviceList } from '../lib/site/catalogue';
import { testSettings } from '../test/support/settings';
import { changedShare } from '../test/support/web/pixels';

/**
 * The logo and the icons are drawings, not characters: in a Chromium that has no emoji font (Debian's,
 * started here with every color font hidden from it), each is an element without text whose pixels
 * change when its drawing is taken away.
 */
test.use({
  launchOptions: {
    executablePath: testSettings.chromiumPath,
    args: testSettings.chromiumArgs,
    env: { ...process.env, FONTCONFIG_FILE: path.join(process.cwd(), 'test/support/fonts/no-color-fonts.conf') },
  },
});

/** Hides an element's drawing (its background image and its ::before), leaving its tile as it is. */
async function withoutDrawing(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.drawing-off { background-image: none !important; } .drawing-off::before { content: none !important; }' });
}

async function expectDrawn(icon: Locator): Promise<void> {
  // No character: nothing that depends on the visitor's fonts.
  await expect(icon).toHaveText('');
  const drawn = await icon.screenshot({ animations: 'disabled' });
  await icon.evaluate((element) => element.classList.add('drawing-off'));
  const bare = await icon.screenshot({ animations: 'disabled' });
  await icon.evaluate((element) => element.classList.remove('drawing-off'));
  expect(await changedShare(drawn, bare)).toBeGreaterThan(0.05);
}

test.describe('logo and icons without an emoji font', () => {
  test('the home page draws the logo beside the business name and every service icon', async ({ page }) => {
    await page.goto('/');
    await withoutDrawing(page);
    const home = page.getByRole('banner').getByRole('link', { name: 'Tidewater Inspection Repairs' });
    await expectDrawn(home.locator('[aria-hidden="true"]').first());
    for (const service of serviceList) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: service.title }) });
      await expectDrawn(card.locator('[aria-hidden="true"]').first());
    }
  });

  test("a service page draws its service's icon in the hero", async ({ page }) => {
    await page.goto('/electrical-hampton');
    await withoutDrawing(page);
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expectDrawn(hero.locator('span[aria-hidden="true"]').first());
  });
});
