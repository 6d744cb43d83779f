import { expect, test, type APIRequestContext } from '@playwright/test';
import { testSettings } from '../../test/support/settings';
import { fixtureRows, sheetRow } from '../../test/support/google/fixture-rows';

/**
 * The live site against the fake Google server: old slugs move to the new one, an edited row shows
 * after a refresh, and the owner can read why a row is missing from the content report.
 */

const COMPANY = 'Tidewater Inspection Repairs';
const secret = { 'x-revalidate-secret': testSettings.deployment.revalidateSecret };

async function setSheet(request: APIRequestContext, rows: string[][]): Promise<void> {
  const put = await request.put(`${testSettings.urls.fakeGoogleControl}/sheet`, { data: { values: [...fixtureRows, ...rows] } });
  expect(put.status()).toBe(204);
}

async function refresh(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/revalidate', { headers: secret })).status()).toBe(200);
}

const article = (title: string, extra: Record<string, string> = {}) =>
  sheetRow({
    company: COMPANY,
    title,
    status: 'Published',
    publishdate: '2099-02-01',
    category: 'Guides',
    content: 'Why crawl spaces sweat\n\nSummer humidity in Chesapeake and Norfolk condenses on cool ductwork and joists under the house. Inspectors note damp insulation and staining; a vapor barrier and a dehumidifier fix it.',
    ...extra,
  });

test.afterEach(async ({ request }) => {
  await request.post(`${testSettings.urls.fakeGoogleControl}/reset`);
  await refresh(request);
});

test('an article’s old address moves (308) to its new one after its title is edited', async ({ request, page }) => {
  const stamp = Date.now().toString(36);
  await setSheet(request, [article(`Crawl Space Condensation ${stamp}`)]);
  await refresh(request);
  expect((await request.get(`/blog/crawl-space-condensation-${stamp}`)).status()).toBe(200);

  await setSheet(request, [article(`Crawl Space Condensation in Summer ${stamp}`)]);
  await refresh(request);
  const moved = await request.get(`/blog/crawl-space-condensation-${stamp}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(new RegExp(`/blog/crawl-space-condensation-in-summer-${stamp}$`));
  await page.goto(`/blog/crawl-space-condensation-${stamp}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Crawl Space Condensation in Summer ${stamp}`);
});

test('an edited row shows on its page after a refresh', async ({ request, page }) => {
  const stamp = Date.now().toString(36);
  const slug = `vapor-barriers-${stamp}`;
  await setSheet(request, [article(`Vapor Barriers ${stamp}`, { slug })]);
  await refresh(request);
  await setSheet(request, [article(`Vapor Barriers ${stamp}`, { slug, excerpt: 'A 6-mil barrier, taped seams and a sealed vent: what a Norfolk crawl space repair includes.' })]);
  await refresh(request);
  await expect
    .poll(async () => (await (await request.get(`/blog/${slug}`)).text()).includes('A 6-mil barrier, taped seams'), { timeout: 30_000, intervals: [250, 500, 1000] })
    .toBe(true);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText('A 6-mil barrier, taped seams and a sealed vent')).toBeVisible();
});

test.describe('content report', () => {
  test('is refused without the secret', async ({ request }) => {
    expect((await request.get('/api/content-report')).status()).toBe(401);
    expect((await request.get('/api/content-report', { headers: { 'x-revalidate-secret': 'wrong' } })).status()).toBe(401);
  });

  test('tells the owner which rows were skipped and why', async ({ request }) => {
    const stamp = Date.now().toString(36);
    await setSheet(request, [sheetRow({ company: COMPANY, title: `Still Being Written ${stamp}`, status: 'Draft', content: 'Draft body.' })]);
    await refresh(request);
    const response = await request.get('/api/content-report', { headers: secret });
    expect(response.status()).toBe(200);
    const report = (await response.json()) as { verdict: string; rowsRead: number; skipped: { rowNumber?: number; title?: string; reason: string }[] };
    expect(report.verdict).toBe('publish');
    expect(report.rowsRead).toBe(fixtureRows.length);
    expect(report.skipped).toContainEqual({ origin: `sheet row ${fixtureRows.length + 1}`, rowNumber: fixtureRows.length + 1, title: `Still Being Written ${stamp}`, reason: 'status is "Draft", not Published' });
  });
});
