import { expect, test, type Page } from '@playwright/test';
import { WEBHOOK_RECEIVER_URL } from '../../playwright.config';

/**
 * The configured deployment: CONTACT_WEBHOOK_URL and NEWSLETTER_WEBHOOK_URL point at a local receiver.
 * Each test comes from its own address so the per-address rate limit never trips between tests.
 */

test.describe.configure({ mode: 'serial' });

async function received(hook: string): Promise<Record<string, unknown>[]> {
  return (await fetch(`${WEBHOOK_RECEIVER_URL}/received/${hook}`)).json();
}

async function answer(hook: string, status: number) {
  await fetch(`${WEBHOOK_RECEIVER_URL}/control/${hook}?status=${status}`, { method: 'POST' });
}

test.beforeEach(async ({ page }, testInfo) => {
  await fetch(`${WEBHOOK_RECEIVER_URL}/control/reset`, { method: 'POST' });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${10 + testInfo.workerIndex * 20 + testInfo.retry * 5 + testInfo.line % 7}` });
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
});

async function fillContactForm(page: Page, message: string) {
  await page.getByLabel('Full name').fill('Morgan Ellis');
  await page.getByLabel('Email').fill('morgan@example.com');
  await page.getByLabel('Phone').fill('(757) 555-0188');
  await page.getByLabel('Property location').selectOption('hampton');
  await page.getByLabel('Service needed').selectOption('plumbing');
  await page.getByLabel('Repairs needed').fill(message);
}

test('a contact request is delivered to the webhook as JSON', async ({ page }) => {
  await page.goto('/contact');
  await fillContactForm(page, 'Slow leak under the kitchen sink and a running toilet from the inspection.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Thank you! Your request has been received.')).toBeVisible();
  await expect.poll(async () => (await received('contact')).length).toBe(1);
  const [delivered] = await received('contact');
  expect(delivered).toMatchObject({
    name: 'Morgan Ellis',
    email: 'morgan@example.com',
    phone: '(757) 555-0188',
    location: 'hampton',
    serviceType: 'plumbing',
    urgency: 'standard',
    message: 'Slow leak under the kitchen sink and a running toilet from the inspection.',
  });
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('a failed delivery tells the visitor, keeps what they typed and counts no conversion', async ({ page }) => {
  await answer('contact', 500);
  await page.goto('/contact');
  await fillContactForm(page, 'GFCI missing in both bathrooms.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('(757) 555-0147');
  await expect(page.getByLabel('Repairs needed')).toHaveValue('GFCI missing in both bathrooms.');
  await expect(page.getByText('Thank you! Your request has been received.')).toHaveCount(0);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((event) => event.event));
  expect(events).not.toContain('form_submit');
});

test('a bot that fills the honeypot is thanked but nothing is delivered', async ({ page }) => {
  await page.goto('/contact');
  await fillContactForm(page, 'Buy cheap links now');
  await page.locator('input[name="website"]').evaluate((input) => {
    const field = input as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(field, 'https://spam.example');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Thank you! Your request has been received.')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await received('contact')).toEqual([]);
});

test('the newsletter hands the address to its webhook', async ({ page }) => {
  await page.goto('/blog');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  await form.getByLabel('Email address').fill('reader@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Thanks! You are on the list for new articles from our Hampton Roads repair team.');
  await expect.poll(async () => (await received('newsletter')).length).toBe(1);
  expect(JSON.stringify((await received('newsletter'))[0])).toContain('reader@example.com');
});
