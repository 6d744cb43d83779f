import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { decompressionBomb, paddedReport } from '../test/support/reports/hostile';
import { CORPUS_DIR } from '../test/support/reports/score';
import { expectNoAxeViolations, VIEWPORTS } from '../test/support/web/page';

/**
 * /inspection-report as a visitor uses it: upload the inspector's PDF, see the repairs grouped by
 * service with the typical ranges, uncheck what the other side handles, send the request; with and
 * without JavaScript. Hostile files get their message and the site keeps answering.
 */

const REPORT = path.join(CORPUS_DIR, 'spectora-hampton.pdf');
const hostile = (name: string) => path.join(CORPUS_DIR, 'hostile', name);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A closing a month away, as a buyer under contract would enter it. */
const deadline = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill('pat.nguyen@example.com');
  await page.getByLabel('Phone').fill('(757) 555-0188');
  await page.getByLabel('City').selectOption('hampton');
  await page.getByLabel(/Repair deadline/).fill(deadline());
  await page.getByLabel(/Who is asking/).selectOption('buyer');
}

test('a visitor uploads a report, sees its repairs by service with the range, unchecks one and sends the request', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/inspection-report');
  await expect(page.getByRole('heading', { level: 1, name: 'See what your inspection report will cost to fix' })).toBeVisible();
  await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(REPORT);
  // A mark on this document: it survives only if the results are drawn in place, without a navigation.
  await page.evaluate(() => Object.assign(window, { uploadPageMark: true }));
  await page.getByRole('button', { name: 'Read my report' }).click();

  await expect(page.getByRole('status')).toHaveText('We found 6 repair items in your report.', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/inspection-report\/[\w-]{22}$/);
  expect(await page.evaluate(() => 'uploadPageMark' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Your inspection report' })).toBeFocused();
  const electrical = page.getByRole('group', { name: /^Electrical/ });
  await expect(electrical).toContainText('typically $200–$1,500 each');
  await expect(page.getByRole('group', { name: /^Roof/ })).toContainText('typically $200–$1,200 each');
  const total = page.getByText(/^Typical range for all 6 ticked items: \$\d/);
  await expect(total).toBeVisible();
  const before = await total.textContent();
  await expect(page.getByText('Your request sends all 6 items:')).toBeVisible();
  // The total's own honesty note (the upload page keeps its general one below the results).
  await expect(page.getByRole('form', { name: 'Request a quote for these repairs' }).getByText('They are not a quote: the owner reads your report and confirms the price within 24 hours.')).toBeVisible();
  // Safety hazards lead the list.
  await expect(page.getByRole('checkbox').first()).toHaveAccessibleName(/^Safety hazard/);

  await page.getByRole('checkbox', { name: /Vinyl siding panels are loose/ }).uncheck();
  // The total follows the ticks at once, and says what will be sent.
  const after = page.getByText(/^Typical range for 5 ticked items: \$\d/);
  await expect(after).toBeVisible();
  expect(await after.textContent()).not.toBe(before);
  await expect(page.getByText(/^Your request sends 5 of the 6 items: /)).not.toContainText('Exterior');
  await fillDetails(page, 'Pat Nguyen');
  await page.getByRole('button', { name: 'Send my repair request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toContainText('Your request and your report were received.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts the file and the results page answers; a request with a wrong field names it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/inspection-report');
    await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(path.join(CORPUS_DIR, 'letter-chesapeake.pdf'));
    await page.getByRole('button', { name: 'Read my report' }).click();
    await expect(page).toHaveURL(/\/inspection-report\/[\w-]{22}$/, { timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveText('We found 5 repair items in your report.');
    await expect(page.getByRole('group', { name: /^Carpentry/ })).toContainText('no typical price: the owner prices these on review');
    // The total says which items it covers, and the page without script lists all of them as sent.
    await expect(page.getByText(/^Typical range for the \d ticked items? we have a figure for: \$\d/)).toBeVisible();
    await expect(page.getByText(/^Not in this range: \d carpentry/)).toContainText('which the owner prices on review');
    await expect(page.getByText('Your request sends all 5 items:')).toBeVisible();

    await fillDetails(page, 'Sam Okafor');
    await page.getByLabel('E-mail').fill('sam@example');
    await page.getByRole('button', { name: 'Send my repair request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check these fields' })).toHaveText('Please check these fields: E-mail.');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await fillDetails(page, 'Sam Okafor');
    await page.getByRole('checkbox').first().uncheck();
    await page.getByRole('button', { name: 'Send my repair request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
  });

  test('a file that is not a PDF comes back with its message', async ({ page }) => {
    await page.goto('/inspection-report');
    await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(hostile('renamed-docx.pdf'));
    await page.getByRole('button', { name: 'Read my report' }).click();
    await expect(page).toHaveURL(/\?error=not_pdf$/);
    await expect(page.getByRole('alert').filter({ hasText: 'That file is not a PDF.' })).toBeVisible();
  });
});

test.describe('hostile files', () => {
  for (const [file, message] of [
    ['renamed-docx.pdf', 'That file is not a PDF.'],
    ['empty.pdf', 'That file is empty (0 bytes).'],
    ['encrypted.pdf', 'That PDF is protected by a password'],
    ['truncated.pdf', 'That PDF could not be read: it looks damaged or incomplete'],
  ] as const) {
    test(`${file} gets its message, announced`, async ({ page }) => {
      await page.goto('/inspection-report');
      await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(hostile(file));
      await page.getByRole('button', { name: 'Read my report' }).click();
      // Next's route announcer is an (empty) alert too: ours is the one with the message.
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/inspection-report$/);
    });
  }

  test('a scanned report and one with JavaScript are kept; the scanned one is left to the owner', async ({ page }) => {
    await page.goto('/inspection-report');
    await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(hostile('scanned-image-only.pdf'));
    await page.getByRole('button', { name: 'Read my report' }).click();
    await expect(page.getByRole('status')).toContainText('This report is a scanned image without text', { timeout: 30_000 });

    let dialogs = 0;
    page.on('dialog', () => (dialogs += 1));
    await page.goto('/inspection-report');
    await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(hostile('javascript-open-action.pdf'));
    await page.getByRole('button', { name: 'Read my report' }).click();
    await expect(page.getByRole('status')).toHaveText('We found 1 repair item in your report.', { timeout: 30_000 });
    expect(dialogs).toBe(0);
  });

  test('a decompression bomb is stopped at the worker’s limit while the site keeps answering, and kept for the owner', async ({ request }) => {
    test.setTimeout(90_000);
    const bomb = await decompressionBomb();
    const upload = request.post('/api/inspection-report', {
      headers: { accept: 'application/json', origin: new URL(test.info().project.use.baseURL!).origin },
      multipart: { report: { name: 'bomb.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bomb) } },
      timeout: 60_000,
    });
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    const answer = await upload;
    expect(answer.status()).toBe(201);
    const stored = (await answer.json()) as { url: string; results: { status: string; findings: unknown[] } };
    expect(stored.results).toMatchObject({ status: 'unread', findings: [] });
    const results = await request.get(stored.url);
    expect(await results.text()).toContain('This report is too large or complex to read in a few seconds.');
  });

  test('the upload takes a 24 MB PDF whole through the proxy, and refuses 25.1 MB with the size message', async ({ request }) => {
    test.setTimeout(90_000);
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const big = await paddedReport(24 * 1024 * 1024);
    const accepted = await request.post('/api/inspection-report', {
      headers: { accept: 'application/json', origin },
      multipart: { report: { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.from(big) } },
      timeout: 60_000,
    });
    expect(accepted.status()).toBe(201);
    // Stored byte for byte, and read: the page's text before the 24 MB attachment was found.
    expect(await accepted.json()).toMatchObject({ ok: true, size: big.byteLength, sha256: sha(big), results: { status: 'read' } });

    const huge = Buffer.alloc(Math.ceil(25.1 * 1024 * 1024), 32);
    huge.write('%PDF-1.7\n');
    const refused = await request.post('/api/inspection-report', {
      headers: { accept: 'application/json', origin },
      multipart: { report: { name: 'huge.pdf', mimeType: 'application/pdf', buffer: huge } },
      timeout: 60_000,
    });
    expect(refused.status()).toBe(413);
    expect((await refused.json()).message).toContain('That file is larger than 25 MB');
    expect((await request.get('/inspection-report')).status()).toBe(200);
  });
});

test('the upload is linked from the how-it-works step and the contact, buyer, seller and common-repairs pages', async ({ page }) => {
  // The links are in each page's server-rendered HTML: a visitor has them once the document is parsed,
  // so each page is checked then rather than after its pictures and scripts have loaded.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('link', { name: 'Upload your report' })).toHaveAttribute('href', '/inspection-report');
  for (const path of ['/contact', '/buyer-repairs', '/seller-repairs', '/common-inspection-repairs']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: 'Upload your inspection report' }), path).toHaveAttribute('href', '/inspection-report');
  }
});

test('the upload and results pages are accessible at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/inspection-report');
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.getByLabel('Inspection report (PDF, up to 25 MB)').setInputFiles(path.join(CORPUS_DIR, 'internachi-newport-news.pdf'));
  await page.getByRole('button', { name: 'Read my report' }).click();
  await expect(page.getByRole('status')).toHaveText(/We found \d+ repair items/, { timeout: 30_000 });
  // The results drawn in place, then the same results as the server renders them at their address.
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your inspection report' })).toBeVisible();
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});

test('the upload button and the file field are reachable by keyboard', async ({ page }) => {
  await page.goto('/inspection-report');
  await page.getByLabel('Inspection report (PDF, up to 25 MB)').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Read my report' })).toBeFocused();
});
