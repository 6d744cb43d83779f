import { expect, test, type Page } from '@playwright/test';
import { ownerMailMentioning } from '../../test/support/receivers/owner-mail';
import { testSettings } from '../../test/support/settings';
import { logInThroughForm as logIn, signInAsOwner } from '../../test/support/web/console';
import { expectNoAxeViolationsAtEveryWidth, VIEWPORTS } from '../../test/support/web/page';

/**
 * The owner's console on the configured server (ADMIN_PASSWORD set, site database in a temp folder,
 * the fake Google sheet with its Draft row). Each test comes from its own address (X-Forwarded-For
 * behind TRUSTED_PROXIES=1), so the login limit of one test never locks another out.
 */

let address = 0;
test.beforeEach(async ({ page }, testInfo) => {
  address += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(testInfo.workerIndex * 40 + testInfo.retry * 20 + address) % 250 + 1}` });
});

test('the console does not exist on a server without a console password', async ({ request }) => {
  for (const path of ['/admin', '/admin/login', '/admin/leads']) {
    expect((await request.get(`${testSettings.urls.site}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('console pages are never indexed or cached, and need a session', async ({ request }) => {
  const login = await request.get('/admin/login');
  expect(login.status()).toBe(200);
  expect(login.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(login.headers()['cache-control']).toContain('no-store');
  expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow');
  const leads = await request.get('/admin/leads', { maxRedirects: 0 });
  expect(leads.status()).toBeGreaterThanOrEqual(300);
  expect(leads.status()).toBeLessThan(400);
  expect(leads.headers()['location']).toContain('/admin/login');
});

test('the owner sees the lead a visitor sent, marks it contacted, exports it as CSV, deletes it on request and logs out', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.77' } });
  await visitor.goto('/contact');
  await visitor.getByLabel('Full name').fill('Dana Whitfield');
  await visitor.getByLabel('Email').fill('dana.whitfield@example.com');
  await visitor.getByLabel('Phone').fill('(757) 555-0142');
  await visitor.getByLabel('Property location').selectOption('yorktown');
  await visitor.getByLabel('Service needed').selectOption('electrical');
  await visitor.getByLabel('Repairs needed').fill('Double-tapped breaker and ungrounded outlets from the buyer\'s inspection in Yorktown.');
  await visitor.getByRole('button', { name: 'Send Request' }).click();
  // The first request of a fresh server creates and migrates the embedded database: give it time.
  await expect(visitor.getByText('Thank you! Your request has been received.')).toBeVisible({ timeout: 30_000 });
  await visitor.close();

  // The owner's e-mail about it links to the lead in the console.
  await expect.poll(() => ownerMailMentioning('Dana Whitfield'), { timeout: 30_000 }).toMatch(/\/admin\/leads\/[\w-]+/);
  const mailText = await ownerMailMentioning('Dana Whitfield');
  const leadPath = /\/admin\/leads\/[\w-]+/.exec(mailText)?.[0] ?? '';

  await logIn(page);
  await page.goto(leadPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('E-mail: sent');

  await page.goto('/admin/leads');
  await page.getByLabel('Search name, e-mail, phone or message').fill('Whitfield');
  await page.getByRole('button', { name: 'Search' }).click();
  const lead = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dana Whitfield' }) });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText('Electrical');
  await expect(lead).toContainText('Yorktown');

  await lead.getByRole('link', { name: 'Dana Whitfield' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
  await expect(page.getByText('Double-tapped breaker and ungrounded outlets')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Webhook:');
  await page.getByLabel('Status of Dana Whitfield').selectOption('contacted');
  await page.getByRole('button', { name: 'Save status of Dana Whitfield' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Status saved.');
  await expect(page.getByLabel('Status of Dana Whitfield')).toHaveValue('contacted');

  await page.getByRole('link', { name: 'All leads' }).click();
  await page.getByLabel('Search name, e-mail, phone or message').fill('Whitfield');
  await page.getByRole('button', { name: 'Search' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /Export CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  const [header, row, ...rest] = text.trim().split('\r\n');
  expect(header).toContain('Name,Email,Phone');
  expect(rest).toEqual([]);
  expect(row).toContain(',contacted,Dana Whitfield,dana.whitfield@example.com,(757) 555-0142,Electrical,Yorktown,');

  // A privacy request: the lead goes, after a confirmation step.
  await page.getByRole('link', { name: 'Dana Whitfield' }).click();
  await page.getByRole('link', { name: 'Delete this lead…' }).click();
  await expect(page.getByText('Delete everything stored about Dana Whitfield?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The lead was deleted.');
  await page.getByLabel('Search name, e-mail, phone or message').fill('Whitfield');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No lead matches this search.')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You are logged out.');
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('wrong passwords make the client wait longer each time, the right one included, without locking out others', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.goto('/admin/login');
  // 3 wrong passwords are free; each further one doubles the wait, from the deployment's first wait
  // (ADMIN_LOGIN_FIRST_WAIT_MS: 0.4 s, 0.8 s, 1.6 s, 3.2 s, 6.4 s). An attempt during a wait is refused
  // unchecked, as an attacker retrying at once would be.
  let wrong = 0;
  for (let attempt = 1; wrong < 8 && attempt <= 200; attempt += 1) {
    await page.getByLabel('Password').fill(`guess-${attempt}-hampton`);
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(/That password is not right|Too many attempts/);
    if ((await alert.textContent())?.includes('not right')) wrong += 1;
  }
  expect(wrong).toBe(8);
  await page.getByLabel('Password').fill(testSettings.deployment.adminPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Too many attempts. Logging in is locked for this device; try again in 1 minute.');
  await expect(page).toHaveURL(/\/admin\/login\?error=locked/);

  const owner = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.201' } });
  await logIn(owner);
  await owner.close();
});

test('an editor previews a Draft row of the sheet as its article page, and only in preview', async ({ page, browser, baseURL }) => {
  await signInAsOwner(page.context(), baseURL);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Drafts' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Fixture: Draft Article' });
  await expect(row).toContainText('/blog/fixture-draft-article');
  await row.getByRole('button', { name: 'Preview Fixture: Draft Article' }).click();
  await expect(page).toHaveURL(/\/blog\/fixture-draft-article$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fixture: Draft Article' })).toBeVisible();
  await expect(page.locator('.article-body')).toHaveText('Not ready yet.');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

  const reader = await browser.newPage();
  expect((await reader.goto('/blog/fixture-draft-article'))?.status()).toBe(404);
  await reader.close();

  await page.goto('/admin/drafts');
  await page.getByRole('button', { name: 'Turn preview off' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Preview is off');
  expect((await page.goto('/blog/fixture-draft-article'))?.status()).toBe(404);
});

test('the content report tells the owner which sheet rows were left out and why', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  // A refresh, then a blog page: the configured server reads the fixture sheet again and records the report.
  expect((await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': testSettings.deployment.revalidateSecret } })).status()).toBe(200);
  await page.goto('/blog');
  await signInAsOwner(page.context(), baseURL);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Content report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content report' })).toBeVisible();
  // The blog page regenerates in the background, so the report can come a moment after the visit.
  await expect(async () => {
    await page.goto('/admin/content');
    await expect(page.getByRole('region', { name: /Rows skipped/ })).toContainText('Fixture: Draft Article', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Last refresh' })).toBeVisible();
  const skipped = page.getByRole('region', { name: /Rows skipped/ });
  await expect(skipped).toContainText('Fixture: Draft Article');
  await expect(skipped).toContainText('status is "Draft", not Published');
  await expect(skipped).toContainText('Fixture: Another Company');
});

/** A lead of a test's own, sent as the contact form sends it; resolves with its console address. */
async function sendLead(page: Page, baseURL: string | undefined, name: string, address: string): Promise<string> {
  const sent = await page.request.post('/api/contact', {
    headers: { origin: baseURL ?? '', 'x-forwarded-for': address },
    data: { name, email: 'axe.check@example.com', phone: '(757) 555-0190', location: 'norfolk', serviceType: 'hvac', urgency: 'urgent', message: 'Condensate line clogged; the inspector flagged water in the pan.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { leadId } = (await sent.json()) as { leadId?: string };
  expect(leadId).toMatch(/^[\w-]+$/);
  return `/admin/leads/${leadId}`;
}

/** Each screen loaded once (at the phone width) and analysed by axe at both widths. */
async function checkScreens(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page);
  }
}

// Nine console screens and the login page, in two tests so that other workers can take one each.
test('the login page and the dashboard, leads and subscribers screens have no axe violations at 375 and 1280 px', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const leadPath = await sendLead(page, baseURL, 'Axe Check', '192.0.2.31');
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/admin/login?error=invalid');
  await expectNoAxeViolationsAtEveryWidth(page);
  await signInAsOwner(page.context(), baseURL);
  await checkScreens(page, ['/admin', '/admin/leads']);
  // The list links to the lead (the newest first).
  await expect(page.getByRole('link', { name: 'Axe Check', exact: true }).first()).toHaveAttribute('href', leadPath);
  await checkScreens(page, ['/admin/subscribers']);
});

test('the content report, drafts, checklist, a lead and its delete confirmation have no axe violations at 375 and 1280 px', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const leadPath = await sendLead(page, baseURL, 'Axe Check Detail', '192.0.2.32');
  await signInAsOwner(page.context(), baseURL);
  await checkScreens(page, ['/admin/content', '/admin/drafts', '/admin/checklist', leadPath]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Axe Check Detail');
  await checkScreens(page, [`${leadPath}?confirm=delete`]);
  await expect(page.getByText('Delete everything stored about Axe Check Detail?')).toBeVisible();
});
