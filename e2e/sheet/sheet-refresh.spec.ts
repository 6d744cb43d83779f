import { expect, test } from '@playwright/test';
import { testSettings } from '../../test/support/settings';
import { fixtureRows, sheetRow as row } from '../../test/support/google/fixture-rows';

/**
 * An article added to the sheet shows on /blog, on its own page and in the sitemap after a
 * revalidation, without a rebuild. The site runs `next start` of the normal build, pointed at the fake
 * Google server (playwright.config.ts, project 'sheet').
 */

test.afterEach(async ({ request }) => {
  await request.post(`${testSettings.urls.fakeGoogleControl}/reset`);
});

test('an article added to the sheet appears on /blog, its page and the sitemap after a revalidation', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const title = `Flashing Repairs After a Nor'easter ${stamp}`;
  const slug = `flashing-repairs-after-a-noreaster-${stamp}`;
  const newRow = row({
    company: 'Tidewater Inspection Repairs',
    title,
    slug,
    author: 'Dana Whitfield',
    tags: 'Roof, Storm Damage',
    metadescription: 'Why Hampton Roads inspectors flag roof flashing after a nor’easter, and what the repair involves.',
    excerpt: 'Loose step flashing is the most common roof note after a coastal storm. Here is what the repair involves.',
    publishdate: '2099-01-01',
    status: 'Published',
    content:
      'Why flashing fails\n\nWind-driven rain from a nor’easter finds every gap where the roof meets a wall or chimney. Inspectors in Hampton and Norfolk note lifted step flashing, cracked sealant and missing kick-out flashing, and buyers ask for the repair under PICRA.\n\nWhat the repair involves\n\nA roofer lifts the shingles, replaces the step flashing piece by piece, adds a kick-out where the roof edge meets siding, and seals the counter-flashing. Most jobs take one day.',
    category: 'Guides',
  });
  const put = await request.put(`${testSettings.urls.fakeGoogleControl}/sheet`, { data: { values: [...fixtureRows, newRow] } });
  expect(put.status()).toBe(204);

  const revalidate = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': testSettings.deployment.revalidateSecret } });
  expect(revalidate.status()).toBe(200);

  // The first request after the revalidation may still get the previous render while the new one is made.
  await expect
    .poll(async () => (await (await request.get('/blog')).text()).includes(`href="/blog/${slug}"`), { timeout: 30_000, intervals: [250, 500, 1000] })
    .toBe(true);
  await page.goto('/blog');
  await expect(page.getByRole('region', { name: 'All Articles' }).getByRole('heading', { name: title })).toBeVisible();

  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'What the repair involves' })).toBeVisible();

  await expect
    .poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`/blog/${slug}</loc>`), { timeout: 30_000, intervals: [250, 500, 1000] })
    .toBe(true);
});
