import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { CORPUS_DIR } from '../../test/support/reports/score';
import { testSettings } from '../../test/support/settings';

/**
 * A report request from upload to the owner, on the configured server (SMTP receiver, console): the
 * owner's e-mail lists the items the visitor kept ticked and links to the lead; the console shows the
 * items, the range and the deadline, sorts by deadline, and hands over the identical PDF, as a download.
 * Two visitors send theirs at the same time, one with JavaScript and one without, and the owner then
 * goes through both in one session, as he would on a morning with two requests waiting.
 */

const REPORT = path.join(CORPUS_DIR, 'trec-yorktown.pdf');
/** A repair deadline `days` ahead, as a visitor under contract would enter it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const VISITORS = [
  { javaScriptEnabled: true, name: 'Morgan Report-Js', address: '192.0.2.151', deadlineDays: 40 },
  { javaScriptEnabled: false, name: 'Morgan Report-Plain', address: '192.0.2.152', deadlineDays: 20 },
] as const;
type Visitor = (typeof VISITORS)[number];
const how = (visitor: Visitor) => (visitor.javaScriptEnabled ? 'with JavaScript' : 'without JavaScript');

async function sendReportRequest(browser: Browser, visitor: Visitor) {
  const page = await browser.newPage({ javaScriptEnabled: visitor.javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': visitor.address } });
  await page.goto('/inspection-report');
  await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(REPORT);
  await page.getByRole('button', { name: 'Read my report' }).click();
  await expect(page.getByRole('status')).toHaveText('We found 9 repair items in your report.', { timeout: 30_000 });
  await page.getByRole('checkbox', { name: /Exposed nail heads/ }).uncheck();
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('E-mail').fill('morgan@example.com');
  await page.getByLabel('Phone').fill('(757) 555-0119');
  await page.getByLabel('City').selectOption('yorktown');
  await page.getByLabel(/Repair deadline/).fill(daysAhead(visitor.deadlineDays));
  await page.getByLabel(/Who is asking/).selectOption('seller');
  await page.getByRole('button', { name: 'Send my repair request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible({ timeout: 30_000 });
  await page.close();
}

/** The owner's e-mail about this visitor's request, once the real SMTP receiver has it; returns the lead's console path. */
async function ownerMailLeadPath(visitor: Visitor): Promise<string> {
  let mail = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${testSettings.urls.smtpControl}/received`)).json()) as { text: string }[];
        mail = mails.find((entry) => entry.text.includes(visitor.name))?.text ?? '';
        return mail;
      },
      { timeout: 30_000 },
    )
    .toContain('Items to quote (8, as ticked by the visitor):');
  expect(mail).toContain('The vapor barrier in the crawl space is torn');
  expect(mail).not.toContain('Exposed nail heads');
  expect(mail).toMatch(/Typical range from the report's text \(shown to the visitor, not a quote\): \$[\d,]+–\$[\d,]+/);
  const leadPath = /\/admin\/leads\/[\w-]+/.exec(mail)?.[0] ?? '';
  expect(leadPath).not.toBe('');
  return leadPath;
}

test("a report request reaches the owner's e-mail and console, with and without JavaScript", async ({ browser }) => {
  test.setTimeout(120_000);
  await Promise.all(VISITORS.map((visitor) => test.step(`the visitor ${how(visitor)} sends the request`, () => sendReportRequest(browser, visitor))));
  const leadPaths = new Map<Visitor, string>();
  for (const visitor of VISITORS) {
    await test.step(`the owner's e-mail for the request ${how(visitor)}`, async () => leadPaths.set(visitor, await ownerMailLeadPath(visitor)));
  }

  const owner = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.231' } });
  await owner.goto('/admin/login');
  await owner.getByLabel('Password').fill(testSettings.deployment.adminPassword);
  await owner.getByRole('button', { name: 'Log in' }).click();
  await expect(owner).toHaveURL(/\/admin$/);
  const original = createHash('sha256').update(await readFile(REPORT)).digest('hex');
  for (const visitor of VISITORS) {
    await test.step(`the console's lead page of the request ${how(visitor)}`, async () => {
      const leadPath = leadPaths.get(visitor)!;
      await owner.goto(leadPath);
      await expect(owner.getByRole('heading', { level: 1 })).toContainText(visitor.name);
      const report = owner.getByRole('region', { name: 'Inspection report' });
      await expect(report).toContainText('Items to quote (8, ticked by the visitor)');
      await expect(report).not.toContainText('Exposed nail heads');
      await expect(report).toContainText('Typical range shown to the visitor');
      await expect(owner.getByRole('main')).toContainText('Who is asking');

      const [download] = await Promise.all([owner.waitForEvent('download'), report.getByRole('link', { name: 'Download the original PDF' }).click()]);
      const bytes = await readFile((await download.path())!);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(original);
      const answer = await owner.request.get(`${leadPath}/report`);
      expect(answer.headers()).toMatchObject({ 'content-disposition': 'attachment; filename="trec-yorktown.pdf"', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    });
  }

  // Sorted by deadline, the request due in 20 days comes before the one due in 40.
  await owner.goto('/admin/leads?sort=deadline');
  const items = owner.getByRole('listitem');
  for (const visitor of VISITORS) await expect(items.filter({ hasText: visitor.name })).toContainText('Repair deadline');
  const names = (await items.allTextContents()).map((text) => VISITORS.find((visitor) => text.includes(visitor.name))?.name).filter(Boolean);
  expect(names.indexOf('Morgan Report-Plain')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('Morgan Report-Plain')).toBeLessThan(names.indexOf('Morgan Report-Js'));
  await owner.close();
});

test('a report is never served to anyone without the owner’s session', async ({ request }) => {
  const answer = await request.get('/admin/leads/00000000-0000-0000-0000-000000000000/report', { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toContain('/admin/login');
});
