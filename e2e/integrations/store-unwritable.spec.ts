import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { testSettings } from '../../test/support/settings';

/**
 * A server whose site database cannot be written (DATA_DIR lies inside a regular file, which no one,
 * not even root, can create folders in): the visitor must be told the request was not sent, keep
 * what they typed and see the phone number; a reader signing up for the newsletter must be told they
 * are not subscribed yet and to try again in a minute. Started here, for these tests only.
 */

// One server on one port for both tests: they run in one worker, in order. In the project's fully
// parallel mode each worker ran beforeAll, the second server could not take the port but found the
// first one answering, and the first worker's afterAll then stopped the server the other was using.
test.describe.configure({ mode: 'default' });

let server: ChildProcess | undefined;
const baseURL = `http://127.0.0.1:${testSettings.ports.brokenStore}`;

test.beforeAll(async () => {
  server = spawn('npx', ['next', 'start', '-p', String(testSettings.ports.brokenStore), '-H', '127.0.0.1'], {
    // A newsletter provider is configured, so sign-ups reach the (unwritable) store.
    env: { ...process.env, NEXT_DIST_DIR: testSettings.dist.site, DATA_DIR: '/dev/null/leads', NEWSLETTER_WEBHOOK_URL: `${testSettings.urls.webhookReceiver}/hooks/newsletter` },
    stdio: 'ignore',
    detached: true,
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (await fetch(`${baseURL}/contact`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server with an unwritable store did not start');
});

test.afterAll(() => {
  // The whole process group: npx and the Next server under it.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('when the request cannot be stored, the visitor is told, keeps the text and sees the phone number', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  await page.goto(`${baseURL}/contact`);
  await page.getByLabel('Full name').fill('Riley Chen');
  await page.getByLabel('Email').fill('riley@example.com');
  await page.getByLabel('Phone').fill('(757) 555-0190');
  await page.getByLabel('Property location').selectOption('chesapeake');
  await page.getByLabel('Service needed').selectOption('carpentry');
  await page.getByLabel('Repairs needed').fill('Soft subfloor by the tub, flagged by the inspector.');
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Request' }).click();
  expect((await posted).status()).toBe(503);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Your request could not be sent.');
  await expect(alert.getByRole('link', { name: '(757) 555-0147' })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByLabel('Repairs needed')).toHaveValue('Soft subfloor by the tub, flagged by the inspector.');
  await expect(page.getByLabel('Full name')).toHaveValue('Riley Chen');
  await expect(page.getByText('Thank you! Your request has been received.')).toHaveCount(0);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((event) => event.event));
  expect(events).not.toContain('form_submit');
});

test('when a newsletter sign-up cannot be stored, the reader is told to try again in a minute and keeps the address', async ({ page }) => {
  await page.goto(`${baseURL}/blog`);
  await page.getByLabel('Email address').fill('reader@example.com');
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const response = await posted;
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('60');
  await expect(page.getByRole('status').filter({ hasText: 'you are not subscribed yet' })).toContainText('try again in a minute');
  await expect(page.getByLabel('Email address')).toHaveValue('reader@example.com');
});
