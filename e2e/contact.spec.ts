import { expect, test, type Page } from '@playwright/test';
import { siteConfig } from '../lib/site/config';
import { dataLayerEvents, expectNoAxeViolationsAtEveryWidth } from '../test/support/web/page';

/** Records pixel calls and keeps a data layer, as the tag manager and the Meta pixel would. */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { dataLayer: unknown[]; fbq: (...args: unknown[]) => void; __pixelCalls: unknown[][] };
    win.dataLayer = [];
    win.__pixelCalls = [];
    win.fbq = (...args: unknown[]) => {
      win.__pixelCalls.push(args);
    };
  });
}

function pixelCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __pixelCalls: unknown[][] }).__pixelCalls);
}

async function fillForm(page: Page) {
  await page.getByLabel('Full name').fill('Jordan Reyes');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Phone').fill('(757) 555-0123');
  await page.getByLabel('Property location').selectOption('newport-news');
  await page.getByLabel('Service needed').selectOption('electrical');
  await page.getByLabel('Urgent (Same day)').check();
  await page.getByLabel('Repairs needed').fill('The inspector found two ungrounded outlets and a double-tapped breaker.');
}

test.describe('contact page', () => {
  // The page as loaded, then the two things a visitor can do without sending anything (an empty
  // submit, the hero's button), on one load; one step each.
  test('shows the hero, contact methods, hours, What to Expect, the FAQ and the form; an empty submit is blocked; Request Free Quote Now scrolls to the form and counts no lead', async ({ page }) => {
    // Four tests' checks on one load: a budget for all of them.
    test.setTimeout(60_000);
    await recordAnalytics(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);

    await test.step('shows the hero, three contact methods, hours, What to Expect and the FAQ', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /Request Free Quote Now/ })).toHaveAttribute('href', '/contact#request-form');
      for (const method of ['Phone', 'Email', 'Quick quote']) await expect(page.getByRole('heading', { level: 3, name: method }), method).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'info@tidewaterinspectionrepairs.com' })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByRole('main').getByText('Monday-Friday')).toBeVisible();
      await expect(page.getByRole('main').getByText('8:00 AM-6:00 PM')).toBeVisible();
      await expect(page.getByRole('main').getByText('9:00 AM-4:00 PM')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'What to Expect' })).toBeVisible();
      await expect(page.getByRole('list').filter({ has: page.getByRole('heading', { name: /Step 4/ }) }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByText('Is the quote really free?')).toBeVisible();
    });

    await test.step('the form has its fields, placeholders and options', async () => {
      await expect(page.getByLabel('Full name')).toHaveAttribute('placeholder', 'Your full name');
      await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
      await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', '(757) 555-0123');
      await expect(page.getByLabel('Repairs needed')).toHaveAttribute('placeholder', 'Please describe the repairs needed, inspection issues, or any specific requirements...');
      await expect(page.getByLabel('Standard (1-3 days)')).toBeChecked();
      await expect(page.getByLabel('Emergency (ASAP)')).not.toBeChecked();
      const locations = await page.getByLabel('Property location').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(locations).toEqual(['', 'hampton', 'newport-news', 'norfolk', 'chesapeake', 'yorktown', 'other']);
    });

    await test.step('an empty submit is blocked by the browser', async () => {
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByLabel('Full name')).toHaveJSProperty('validity.valid', false);
      expect(await page.getByLabel('Full name').evaluate((input) => input.matches(':invalid'))).toBe(true);
      await expect(page.getByText('Thank you! Your request has been received.')).toHaveCount(0);
      expect(posted).toBe(false);
      expect((await dataLayerEvents(page)).filter((event) => event.event === 'form_submit')).toEqual([]);
    });

    await test.step('without a quote application, Request Free Quote Now scrolls to the form and counts no lead', async () => {
      await page.getByRole('link', { name: 'Request Free Quote Now' }).click();
      await expect(page).toHaveURL(/\/contact#request-form$/);
      await expect(page.getByRole('form', { name: 'Repair request' })).toBeInViewport();
      expect(page.context().pages()).toHaveLength(1);
      const events = await dataLayerEvents(page);
      expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'cta_click', cta_location: 'contact_hero' })]));
      expect(events.filter((event) => event.event === 'generate_lead' || event.event === 'quote_request')).toEqual([]);
      expect((await pixelCalls(page)).filter((call) => call[1] === 'Lead')).toEqual([]);
      expect(posted).toBe(false);
    });
  });

  test('no axe violations at 375 and 1280 px before and after a submit; a filled submit sends the analytics events and puts the confirmation in place of the form', async ({ page }) => {
    // Four axe runs (before and after, at two widths): twice the budget of a test with one page.
    test.setTimeout(60_000);
    await recordAnalytics(page);
    await page.goto('/contact');
    await test.step('the form as loaded has no axe violations at 375 and 1280 px', async () => {
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    await fillForm(page);
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Request' }).click();
    // 200 only once the request is stored in the server's database (204 used to mean "sent nowhere").
    expect((await posted).status()).toBe(200);

    const confirmation = page.getByRole('region', { name: 'Thank you! Your request has been received.' });
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('form', { name: 'Repair request' })).toHaveCount(0);
    await test.step('the analytics events and pixel calls of a lead', async () => {
      const events = await dataLayerEvents(page);
      expect(events).toEqual(
        expect.arrayContaining([
          { event: 'form_submit', form_name: 'contact_request', service_type: 'electrical', location: 'newport-news', urgency: 'urgent' },
          expect.objectContaining({ event: 'conversion', value: 100, currency: 'USD' }),
        ]),
      );
      const calls = await pixelCalls(page);
      expect(calls).toEqual(
        expect.arrayContaining([
          ['track', 'SubmitApplication'],
          ['track', 'Lead', expect.objectContaining({ value: 150, currency: 'USD' })],
        ]),
      );
    });

    await test.step('the confirmation has no axe violations at 375 and 1280 px', async () => {
      // Move the pointer off the button: axe would otherwise judge the shared .btn-primary hover colors.
      await page.mouse.move(0, 0);
      await expectNoAxeViolationsAtEveryWidth(page);
    });

    await test.step('another request starts from an empty form', async () => {
      await page.getByRole('button', { name: 'Send another request' }).click();
      await expect(page.getByLabel('Full name')).toHaveValue('');
      await expect(page.getByLabel('Email')).toHaveValue('');
      await expect(page.getByLabel('Repairs needed')).toHaveValue('');
      await expect(page.getByLabel('Standard (1-3 days)')).toBeChecked();
    });
  });

  test('on a 390 px phone, the confirmation is in view and focused after Send Request, with what happens next and a reference', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await fillForm(page);
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Request' }).click();
    const { reference } = (await (await posted).json()) as { reference: string };
    expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);

    const confirmation = page.getByRole('region', { name: 'Thank you! Your request has been received.' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    await expect(confirmation.getByRole('heading', { name: 'Thank you! Your request has been received.' })).toBeInViewport({ ratio: 1 });
    await expect(confirmation).toContainText(`Your reference is ${reference}`);
    await expect(confirmation).toContainText(`We reply ${siteConfig.responseTime}`);
    await expect(confirmation.getByRole('link', { name: 'Upload the report' })).toHaveAttribute('href', '/inspection-report');
    await expect(confirmation.getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', `tel:${siteConfig.phoneE164}`);
  });
});
