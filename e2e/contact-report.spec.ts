import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CORPUS_DIR } from '../test/support/reports/score';
import { expectNoAxeViolationsAtEveryWidth, VIEWPORTS } from '../test/support/web/page';

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
  test('the file field is labelled, optional and takes PDFs', async ({ page }) => {
    await page.goto('/contact');
    const file = page.getByLabel(FILE_LABEL);
    await expect(file).toHaveAttribute('type', 'file');
    await expect(file).toHaveAttribute('accept', 'application/pdf,.pdf');
    await expect(file).not.toHaveAttribute('required');
    await expect(file).toHaveAccessibleDescription(/One PDF, up to 25 MB/);
    await expect(page.getByText('All fields are required except urgency and the inspection report.')).toBeVisible();
  });

  test('with JavaScript: the report goes with the request, and the confirmation says what was read', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, 'Casey Report-Contact');
    await page.getByLabel(FILE_LABEL).setInputFiles(REPORT);
    await page.getByRole('button', { name: 'Send Request' }).click();
    const confirmation = page.getByRole('region', { name: 'Thank you! Your request has been received.' });
    await expect(confirmation).toBeFocused({ timeout: 30_000 });
    await expect(confirmation).toContainText('we listed 9 repair items from it for the owner');
    await expect(confirmation).toContainText(/Your reference is [0-9A-F]{4}-[0-9A-F]{4}/);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('with JavaScript: a file that is not a PDF, or is locked, is refused beside the field and nothing typed is lost', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, 'Casey Refused-Js');
    const file = page.getByLabel(FILE_LABEL);
    await file.setInputFiles(hostile('renamed-docx.pdf'));
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(formAlert(page)).toContainText('That file is not a PDF.');
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file).toHaveAccessibleDescription(/That file is not a PDF/);
    await expect(page.getByLabel('Full name')).toHaveValue('Casey Refused-Js');

    await file.setInputFiles(hostile('encrypted.pdf'));
    await expect(file).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(formAlert(page)).toContainText('protected by a password', { timeout: 30_000 });
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

  test('has no axe violations at 375 and 1280 px with a refused file, and on the pages a browser without JavaScript lands on', async ({ page }) => {
    test.setTimeout(90_000);
    // Each state is loaded once and analysed at both widths (the widths differ in CSS only).
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/contact');
    await fillForm(page, 'Casey Axe');
    await page.getByLabel(FILE_LABEL).setInputFiles(hostile('empty.pdf'));
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(formAlert(page)).toContainText('That file is empty');
    await page.mouse.move(0, 0);
    await expectNoAxeViolationsAtEveryWidth(page);

    // The same server-rendered pages as without JavaScript (axe itself needs script to run).
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/contact/request?error=not_pdf');
    await expect(formAlert(page)).toContainText('That file is not a PDF.');
    await expectNoAxeViolationsAtEveryWidth(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/contact/request?sent=3F9A-2C1B&report=scanned&items=0');
    await expect(page.getByRole('region', { name: 'Thank you! Your request has been received.' })).toContainText('the owner reads it himself');
    await expectNoAxeViolationsAtEveryWidth(page);
  });
});
