import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CORPUS_DIR } from '../../test/support/reports/score';
import { ownerMailMentioning } from '../../test/support/receivers/owner-mail';
import { signInAsOwner } from '../../test/support/web/console';

/**
 * A contact request with the inspection report attached, on the configured server (SMTP receiver,
 * console): the owner's e-mail lists every item read from the report and links to the lead; the
 * console's lead page shows the items and hands over the identical PDF, as a download.
 */

const REPORT = path.join(CORPUS_DIR, 'trec-yorktown.pdf');

for (const javaScriptEnabled of [true, false]) {
  test(`a contact request with a report reaches the owner's e-mail and console (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const name = javaScriptEnabled ? 'Avery Contact-Report-Js' : 'Avery Contact-Report-Plain';
    const visitor = await browser.newPage({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': javaScriptEnabled ? '192.0.2.161' : '192.0.2.162' } });
    await visitor.goto('/contact');
    await visitor.getByLabel('Full name').fill(name);
    await visitor.getByLabel('Email').fill('avery@example.com');
    await visitor.getByLabel('Phone').fill('(757) 555-0177');
    await visitor.getByLabel('Property location').selectOption('yorktown');
    await visitor.getByLabel('Service needed').selectOption('inspection');
    await visitor.getByLabel('Repairs needed').fill('Everything in the attached report, please; we close in three weeks.');
    await visitor.getByLabel(/Inspection report \(optional\)/).setInputFiles(REPORT);
    await visitor.getByRole('button', { name: 'Send Request' }).click();
    await expect(visitor.getByRole('region', { name: 'Thank you! Your request has been received.' })).toContainText('we listed 9 repair items', { timeout: 30_000 });
    await visitor.close();

    await expect.poll(() => ownerMailMentioning(name), { timeout: 30_000 }).toContain('Items to quote (9, as ticked by the visitor):');
    const mail = await ownerMailMentioning(name);
    expect(mail).toContain('The vapor barrier in the crawl space is torn');
    expect(mail).toContain('Exposed nail heads');
    expect(mail).toContain('Everything in the attached report, please');
    const leadPath = /\/admin\/leads\/[\w-]+/.exec(mail)?.[0] ?? '';

    const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': javaScriptEnabled ? '198.51.100.241' : '198.51.100.242' } });
    await signInAsOwner(ownerContext, baseURL);
    const owner = await ownerContext.newPage();
    await owner.goto(leadPath);
    const report = owner.getByRole('region', { name: 'Inspection report' });
    await expect(report).toContainText('Items to quote (9, ticked by the visitor)');
    await expect(report).toContainText('Exposed nail heads');

    const [download] = await Promise.all([owner.waitForEvent('download'), report.getByRole('link', { name: 'Download the original PDF' }).click()]);
    const bytes = await readFile((await download.path())!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(await readFile(REPORT)).digest('hex'));
    const answer = await owner.request.get(`${leadPath}/report`);
    expect(answer.headers()).toMatchObject({ 'content-disposition': 'attachment; filename="trec-yorktown.pdf"', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    await ownerContext.close();
  });
}
