import { expect, test, type Page } from '@playwright/test';
import { testSettings } from '../../test/support/settings';
import { expectNoAxeViolations, expectNoAxeViolationsAtEveryWidth, VIEWPORTS } from '../../test/support/web/page';
import type { ReceivedMail } from '../../test/support/receivers/smtp-receiver';

/**
 * The configured deployment: CONTACT_WEBHOOK_URL and NEWSLETTER_WEBHOOK_URL point at a local receiver,
 * SMTP_URL at a real SMTP server on 127.0.0.1, and leads are stored in a temp DATA_DIR.
 * Each test comes from its own address so the per-address rate limit never trips between tests.
 */

test.describe.configure({ mode: 'serial' });

async function received(hook: string): Promise<Record<string, unknown>[]> {
  return (await fetch(`${testSettings.urls.webhookReceiver}/received/${hook}`)).json();
}

async function mails(): Promise<ReceivedMail[]> {
  return (await fetch(`${testSettings.urls.smtpControl}/received`)).json();
}

async function answer(hook: string, status: number) {
  await fetch(`${testSettings.urls.webhookReceiver}/control/${hook}?status=${status}`, { method: 'POST' });
}

test.beforeEach(async ({ page }, testInfo) => {
  await fetch(`${testSettings.urls.webhookReceiver}/control/reset`, { method: 'POST' });
  await fetch(`${testSettings.urls.smtpControl}/control/reset`, { method: 'POST' });
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

test('a contact request arrives by e-mail and at the webhook, both carrying the lead id', async ({ page }) => {
  await page.goto('/contact');
  await fillContactForm(page, 'Slow leak under the kitchen sink and a running toilet from the inspection.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Thank you! Your request has been received.')).toBeVisible();
  await expect.poll(async () => (await received('contact')).length).toBe(1);
  const [delivered] = await received('contact');
  await expect.poll(async () => (await mails()).length).toBe(1);
  const [mail] = await mails();
  expect(mail).toMatchObject({
    to: ['owner@tidewaterinspectionrepairs.com'],
    replyTo: '"Morgan Ellis" <morgan@example.com>',
    subject: 'Quote request: Plumbing in Hampton from Morgan Ellis',
    leadId: (delivered as { leadId: string }).leadId,
  });
  expect(mail?.text).toContain('Phone:    (757) 555-0188');
  expect(mail?.text).toContain(`/admin/leads/${(delivered as { leadId: string }).leadId}`);
  expect(delivered).toMatchObject({
    leadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    name: 'Morgan Ellis',
    email: 'morgan@example.com',
    phone: '(757) 555-0188',
    location: 'hampton',
    serviceType: 'plumbing',
    urgency: 'standard',
    message: 'Slow leak under the kitchen sink and a running toilet from the inspection.',
  });
  // The confirmation stands in place of the form; another request starts from an empty one.
  await page.getByRole('button', { name: 'Send another request' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('a webhook outage loses nothing: the visitor is thanked, the e-mail goes out, the webhook is retried', async ({ page }) => {
  await answer('contact', 500);
  await page.goto('/contact');
  await fillContactForm(page, 'GFCI missing in both bathrooms.');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Thank you! Your request has been received.')).toBeVisible();
  await expect.poll(async () => (await mails()).map((mail) => mail.subject)).toEqual(['Quote request: Plumbing in Hampton from Morgan Ellis']);
  // The webhook was tried and refused; the outbox keeps the lead for the next attempt.
  await expect.poll(async () => (await received('contact')).length).toBe(1);
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

test('newsletter double opt-in: a confirmation e-mail, the confirm page, then the webhook', async ({ page }) => {
  await page.goto('/blog');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
  await form.getByLabel('Email address').fill('reader@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Almost done: we sent you an email with a confirmation link. Open it within 48 hours to start receiving new articles.');
  await expect.poll(async () => (await mails()).length).toBe(1);
  const [mail] = await mails();
  expect(mail?.to).toEqual(['reader@example.com']);
  // Nothing reaches the newsletter service before the reader confirms.
  expect(await received('newsletter')).toEqual([]);

  const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing/');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await expect.poll(async () => (await received('newsletter')).length).toBe(1);
  expect(JSON.stringify((await received('newsletter'))[0])).toContain('reader@example.com');

  const unsubscribe = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing/');
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await page.getByRole('button', { name: 'Unsubscribe and delete my address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
});

test('the newsletter pages have no axe violations at 375 and 1280 px, and a broken link says so', async ({ page }) => {
  // Each page is loaded once and analysed at both widths (the widths differ in CSS only).
  for (const [path, heading] of [
    ['/newsletter/confirm?token=not-a-real-token-but-long-enough', 'Confirm your subscription'],
    ['/newsletter/confirm', 'This link does not work'],
    ['/newsletter/unsubscribe?token=not-a-real-token-but-long-enough', 'Unsubscribe from our newsletter'],
    ['/newsletter/unsubscribe', 'Nothing to unsubscribe'],
  ] as const) {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolationsAtEveryWidth(page);
  }
  // A visitor at either width posts the same form; the phone width is the one most confirmations are opened at.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/newsletter/confirm?token=not-a-real-token-but-long-enough');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
});
