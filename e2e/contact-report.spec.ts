import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CORPUS_DIR } from '../test/support/reports/score';
import { expectNoAxeViolationsAtEveryWidth } from '../test/support/web/page';

/**
 * The contact form's optional inspection report, as a visitor meets it: labelled and optional, sent
 * with the request with and without JavaScript, and every refusal announced beside the field.
 */

const REPORT = path.join(CORPUS_DIR, 'trec-yorktown.pdf');
const hostile = (name: string) => path.join(CORPUS_DIR, 'hostile', name);
const FILE_LABEL = /Inspection report \(optional\)/;
/** The form's own alert (Next keeps an empty route announcer with the same role). */
const formAlert = (page: Page) => page.locator('#request-form').getByRole('alert');

async function fillForm(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('casey@example.com');
  await page.getByLabel('Phone').fill('(757) 555-0188');
  await page.getByLabel('Property location').selectOption('yorktown');
  await page.getByLabel('Service needed').selectOption('inspection');
  await page.getByLabel('Repairs needed').fill('The repairs from our buyer’s inspection; the addendum is due Friday.');
}

test.describe('contact form with an inspection report', () => {
  // One load with JavaScript, as a visitor who picks the wrong file first: the field as loaded, each
  // refusal beside it (axe at both widths on one of them), then the report that goes with the request.
  test('with JavaScript: the file field is labelled, optional and takes PDFs; a file that is not a PDF, is locked or is empty is refused beside the field and nothing typed is lost; then the report goes with the request and the confirmation says what was read', async ({ page }) => {
    // Three refusals with axe at two widths, then a report read by the server: the budget of the tests this one replaces.
    test.setTimeout(90_000);
    await page.goto('/contact');
    const file = page.getByLabel(FILE_LABEL);
    await test.step('the file field is labelled, optional and takes PDFs', async () => {
      await expect(file).toHaveAttribute('type', 'file');
      await expect(file).toHaveAttribute('accept', 'application/pdf,.pdf');
      await expect(file).not.toHaveAttribute('required');
      await expect(file).toHaveAccessibleDescription(/One PDF, up to 25 MB/);
      await expect(page.getByText('All fields are required except urgency and the inspection report.')).toBeVisible();
    });

    await fillForm(page, 'Casey Report-Contact');
    await test.step('a file that is not a PDF is refused beside the field, and nothing typed is lost', async () => {
      await file.setInputFiles(hostile('renamed-docx.pdf'));
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(formAlert(page)).toContainText('That file is not a PDF.');
      await expect(file).toHaveAttribute('aria-invalid', 'true');
      await expect(file).toHaveAccessibleDescription(/That file is not a PDF/);
      await expect(page.getByLabel('Full name')).toHaveValue('Casey Report-Contact');
    });

    await test.step('a locked PDF is refused', async () => {
      await file.setInputFiles(hostile('encrypted.pdf'));
      await expect(file).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(formAlert(page)).toContainText('protected by a password', { timeout: 30_000 });
    });

    await test.step('an empty file is refused, and the form with its refusal has no axe violations at 375 and 1280 px', async () => {
      await file.setInputFiles(hostile('empty.pdf'));
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(formAlert(page)).toContainText('That file is empty');
      await expect(page.getByLabel('Full name')).toHaveValue('Casey Report-Contact');
      await page.mouse.move(0, 0);
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    await test.step('the report goes with the request, and the confirmation says what was read', async () => {
      await file.setInputFiles(REPORT);
      await expect(file).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: 'Send Request' }).click();
      const confirmation = page.getByRole('region', { name: 'Thank you! Your request has been received.' });
      await expect(confirmation).toBeFocused({ timeout: 30_000 });
      await expect(confirmation).toContainText('we listed 9 repair items from it for the owner');
      await expect(confirmation).toContainText(/Your reference is [0-9A-F]{4}-[0-9A-F]{4}/);
      await expect(page).toHaveURL(/\/contact$/);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts itself, report and all, and lands on the confirmation', async ({ page }) => {
      await page.goto('/contact');
      await fillForm(page, 'Casey Report-Plain');
      await page.getByLabel(FILE_LABEL).setInputFiles(REPORT);
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page).toHaveURL(/\/contact\/request\?sent=[0-9A-F]{4}-[0-9A-F]{4}/, { timeout: 30_000 });
      const confirmation = page.getByRole('region', { name: 'Thank you! Your request has been received.' });
      await expect(confirmation).toContainText('we listed 9 repair items from it for the owner');
      await expect(confirmation.getByRole('link', { name: 'Send another request' })).toHaveAttribute('href', '/contact#request-form');
    });

    test('a request without a file goes too', async ({ page }) => {
      await page.goto('/contact');
      await fillForm(page, 'Casey Plain-No-File');
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByRole('region', { name: 'Thank you! Your request has been received.' })).toContainText(/Your reference is [0-9A-F]{4}-[0-9A-F]{4}/);
      await expect(page.getByRole('link', { name: 'Upload the report' })).toBeVisible();
    });

    test('a refused file comes back with its message beside the field', async ({ page }) => {
      await page.goto('/contact');
      await fillForm(page, 'Casey Refused-Plain');
      await page.getByLabel(FILE_LABEL).setInputFiles(hostile('truncated.pdf'));
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page).toHaveURL(/\/contact\/request\?error=unreadable/, { timeout: 30_000 });
      await expect(formAlert(page)).toContainText('That PDF could not be read');
      await expect(page.getByLabel(FILE_LABEL)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();
    });
  });

  test('the pages a browser without JavaScript lands on have no axe violations at 375 and 1280 px', async ({ page }) => {
    // Two pages at two widths (the form with a refused file is checked above, on its load with JavaScript).
    test.setTimeout(60_000);
    // The same server-rendered pages as without JavaScript (axe itself needs script to run); each state
    // is loaded once and analysed at both widths (the widths differ in CSS only).
    await page.goto('/contact/request?error=not_pdf');
    await expect(formAlert(page)).toContainText('That file is not a PDF.');
    await expectNoAxeViolationsAtEveryWidth(page);
    await page.goto('/contact/request?sent=3F9A-2C1B&report=scanned&items=0');
    await expect(page.getByRole('region', { name: 'Thank you! Your request has been received.' })).toContainText('the owner reads it himself');
    await expectNoAxeViolationsAtEveryWidth(page);
  });
});
