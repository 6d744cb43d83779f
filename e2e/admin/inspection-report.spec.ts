import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CORPUS_DIR } from '../../test/support/reports/score';
import { testSettings } from '../../test/support/settings';

/**
 * A report request from upload to the owner, on the configured server (SMTP receiver, console): the
 * owner's e-mail lists the items the visitor kept ticked and links to the lead; the console shows the
 * items, the range and the deadline, sorts by deadline, and hands over the identical PDF, as a download.
 */

const REPORT = path.join(CORPUS_DIR, 'trec-yorktown.pdf');
/** A repair deadline `days` ahead, as a visitor under contract would enter it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const javaScriptEnabled of [true, false]) {
  test(`a report request reaches the owner's e-mail and console (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const name = javaScriptEnabled ? 'Morgan Report-Js' : 'Morgan Report-Plain';
    const visitor = await browser.newPage({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': javaScriptEnabled ? '192.0.2.151' : '192.0.2.152' } });
    await visitor.goto('/inspection-report');
    await visitor.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(REPORT);
    await visitor.getByRole('button', { name: 'Read my report' }).click();
    await expect(visitor.getByRole('status')).toHaveText('We found 9 repair items in your report.', { timeout: 30_000 });
    const dropped = visitor.getByRole('checkbox', { name: /Exposed nail heads/ });
    await dropped.uncheck();
    await visitor.getByLabel('Name').fill(name);
    await visitor.getByLabel('E-mail').fill('morgan@example.com');
    await visitor.getByLabel('Phone').fill('(757) 555-0119');
    await visitor.getByLabel('City').selectOption('yorktown');
    await visitor.getByLabel(/Repair deadline/).fill(daysAhead(javaScriptEnabled ? 40 : 20));
    await visitor.getByLabel(/Who is asking/).selectOption('seller');
    await visitor.getByRole('button', { name: 'Send my repair request' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible({ timeout: 30_000 });
    await visitor.close();

    let mail = '';
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${testSettings.urls.smtpControl}/received`)).json()) as { text: string }[];
          mail = mails.find((entry) => entry.text.includes(name))?.text ?? '';
          return mail;
        },
        { timeout: 30_000 },
      )
      .toContain('Items to quote (8, as ticked by the visitor):');
    expect(mail).toContain('The vapor barrier in the crawl space is torn');
    expect(mail).not.toContain('Exposed nail heads');
    expect(mail).toMatch(/Typical range from the report's text \(shown to the visitor, not a quote\): \$[\d,]+–\$[\d,]+/);
    const leadPath = /\/admin\/leads\/[\w-]+/.exec(mail)?.[0] ?? '';

    const owner = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': javaScriptEnabled ? '198.51.100.231' : '198.51.100.232' } });
    await owner.goto('/admin/login');
    await owner.getByLabel('Password').fill(testSettings.deployment.adminPassword);
    await owner.getByRole('button', { name: 'Log in' }).click();
    await expect(owner).toHaveURL(/\/admin$/);
    await owner.goto(leadPath);
    const report = owner.getByRole('region', { name: 'Inspection report' });
    await expect(report).toContainText('Items to quote (8, ticked by the visitor)');
    await expect(report).not.toContainText('Exposed nail heads');
    await expect(report).toContainText('Typical range shown to the visitor');
    await expect(owner.getByRole('main')).toContainText('Who is asking');

    const [download] = await Promise.all([owner.waitForEvent('download'), report.getByRole('link', { name: 'Download the original PDF' }).click()]);
    const bytes = await readFile((await download.path())!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(await readFile(REPORT)).digest('hex'));
    const answer = await owner.request.get(`${leadPath}/report`);
    expect(answer.headers()).toMatchObject({ 'content-disposition': 'attachment; filename="trec-yorktown.pdf"', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });

    await owner.goto('/admin/leads?sort=deadline');
    await expect(owner.getByRole('listitem').filter({ hasText: name })).toContainText('Repair deadline');
    await owner.close();
  });
}

test('a report is never served to anyone without the owner’s session', async ({ request }) => {
  const answer = await request.get('/admin/leads/00000000-0000-0000-0000-000000000000/report', { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toContain('/admin/login');
});
