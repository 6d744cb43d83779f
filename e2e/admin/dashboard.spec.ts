import { expect, test, type Page } from '@playwright/test';
import { tapContactLinkOnArrival } from '../../test/support/web/campaign';
import { signInAsOwner } from '../../test/support/web/console';

/**
 * First-party attribution and counts, end to end on the configured server: a visitor follows a
 * campaign link from another site, reads two pages and sends a request; the owner finds where they
 * came from on the lead, in the CSV and on the dashboard. Other specs use this server at the same
 * time, so the dashboard is read before and after and the difference is what this visit added.
 */

const LANDING = '/seller-repairs';
const MAILER = 'http://mailer.example';
// Playwright's desktop Chrome user agent, without "Headless": the site does not count headless browsers.
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The count in a dashboard table's row (0 when the row is not there). */
async function count(page: Page, region: string, label: string, column = 0): Promise<number> {
  const row = page
    .getByRole('region', { name: region, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').nth(column).textContent())?.replace(/,/g, ''));
}

type Figures = { landingViews: number; contactViews: number; fromMailer: number; landedHere: number; landingLeads: number };

async function figures(page: Page, landing = LANDING, source = 'spring-mailer'): Promise<Figures> {
  await page.goto('/admin');
  // The owner's dashboard, not the login page (whose missing rows would read as zeros).
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return {
    landingViews: await count(page, 'Views and leads per page', landing, 0),
    contactViews: await count(page, 'Views and leads per page', '/contact', 0),
    landingLeads: await count(page, 'Views and leads per page', landing, 1),
    fromMailer: await count(page, 'Leads by source', source),
    landedHere: await count(page, 'Leads by landing page', landing),
  };
}

/** Fills and sends the contact form as the visitor would. */
async function sendRequest(tab: Page, name: string, email: string) {
  await tab.getByLabel('Full name').fill(name);
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel('Phone').fill('(757) 555-0168');
  await tab.getByLabel('Property location').selectOption('norfolk');
  await tab.getByLabel('Service needed').selectOption('plumbing');
  await tab.getByLabel('Repairs needed').fill('Seller credit negotiation: corroded galvanized supply lines and a slow drain under the hall bath.');
  await tab.getByRole('button', { name: 'Send Request' }).click();
  await expect(tab.getByText('Thank you! Your request has been received.')).toBeVisible({ timeout: 30_000 });
}

/** The lead's 'Request' region, found by the visitor's e-mail address. */
async function openLead(page: Page, name: string, email: string) {
  await page.goto('/admin/leads');
  await page.getByLabel('Search name, e-mail, phone or message').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.getByRole('region', { name: 'Request', exact: true });
}

test('a campaign visit of two pages that ends in a request: the lead, the CSV and the dashboard say where it came from', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.240' });
  await signInAsOwner(page.context(), baseURL);
  const before = await figures(page);

  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.140' } });
  const tab = await visitor.newPage();
  // The mailer's web page, served by the test: a plain link, so the browser sends its origin as referrer.
  await tab.route(`${MAILER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Spring mailer</title><a href="${baseURL}${LANDING}?utm_source=spring-mailer&utm_medium=email&utm_campaign=spring-2026">Get your repair list done</a>`,
    }),
  );
  await tab.goto(`${MAILER}/spring`);
  await tab.getByRole('link', { name: 'Get your repair list done' }).click();
  await expect(tab).toHaveURL(new RegExp(`${LANDING}\\?utm_source=spring-mailer`));
  // Interception off again: with it on, the beacon a leaving page sends would wait for the test's routing.
  await tab.unrouteAll();
  // The visitor moves on at once: the visit was noted as the page arrived, hydrated or not.
  await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(tab).toHaveURL(/\/contact$/);
  await sendRequest(tab, 'Rosa Delgado', 'rosa.delgado@example.com');
  // Closing the tab hides the page: the beacon goes with the two page views (the browser sends it
  // after the page is gone, so the visitor's browser stays open until the dashboard has counted it).
  await tab.close({ runBeforeUnload: true });

  // The lead says where the visitor came from.
  const request = await openLead(page, 'Rosa Delgado', 'rosa.delgado@example.com');
  await expect(request).toContainText(`Arrived from mailer.example on ${LANDING}, 2 pages, source spring-mailer, medium email, campaign spring-2026.`);
  await expect(request.getByRole('listitem')).toHaveText([LANDING, '/contact']);

  // So does the CSV.
  await page.goto('/admin/leads?q=rosa.delgado%40example.com');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /Export CSV/ }).click();
  const text = Buffer.concat(await (await (await downloading).createReadStream()).toArray()).toString('utf8');
  const [header, ...rows] = text.trim().split('\r\n');
  expect(header).toContain('Source,Landing page,Referring site,UTM source,UTM medium,UTM campaign,Pages viewed,Pages');
  expect(rows.find((row) => row.includes('Rosa Delgado'))).toContain(`,spring-mailer,${LANDING},mailer.example,spring-mailer,email,spring-2026,2,${LANDING} > /contact`);

  // The dashboard counts the two views and the lead.
  await expect.poll(async () => (await figures(page)).landingViews, { timeout: 20_000 }).toBe(before.landingViews + 1);
  const after = await figures(page);
  expect(after.contactViews).toBeGreaterThanOrEqual(before.contactViews + 1);
  expect(after.fromMailer).toBe(before.fromMailer + 1);
  expect(after.landedHere).toBe(before.landedHere + 1);
  expect(after.landingLeads).toBe(before.landingLeads + 1);
  await visitor.close();
});

test('a campaign visitor on a slow phone who follows a link before the page has hydrated is attributed and counted', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const landing = '/buyer-repairs';
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.241' });
  await signInAsOwner(page.context(), baseURL);
  const before = await figures(page, landing, 'fall-postcard');

  const visitor = await browser.newContext({ userAgent: VISITOR_AGENT, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.141' } });
  const tab = await visitor.newPage();
  // A phone: a processor four times slower than this machine's on a slow mobile connection (400 ms
  // round trips, 400 kbit/s each way), so the page's scripts (about 190 KB) arrive seconds after the
  // HTML has drawn its links.
  const cdp = await visitor.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const phoneNetwork = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  // The first link to /contact is followed as soon as the page's HTML has it, before the page's scripts.
  await tapContactLinkOnArrival(tab, `${landing}?utm_source=fall-postcard&utm_medium=print&utm_campaign=fall-2026`);
  // The visitor takes their time over the form; the rest of the visit runs at this machine's speed.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', { ...phoneNetwork, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await sendRequest(tab, 'Dale Whitcomb', 'dale.whitcomb@example.com');
  await tab.close({ runBeforeUnload: true });

  const request = await openLead(page, 'Dale Whitcomb', 'dale.whitcomb@example.com');
  await expect(request).toContainText(`Arrived directly or from an unknown site on ${landing}, 2 pages, source fall-postcard, medium print, campaign fall-2026.`);
  await expect(request.getByRole('listitem')).toHaveText([landing, '/contact']);

  await expect.poll(async () => (await figures(page, landing, 'fall-postcard')).landingViews, { timeout: 20_000 }).toBe(before.landingViews + 1);
  const after = await figures(page, landing, 'fall-postcard');
  expect(after.fromMailer).toBe(before.fromMailer + 1);
  expect(after.landedHere).toBe(before.landedHere + 1);
  await visitor.close();
});
