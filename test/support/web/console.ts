import { expect, request as newRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { testSettings } from '../settings';

/**
 * The owner's console on the configured test deployment (ADMIN_PASSWORD set, TRUSTED_PROXIES=1).
 * Tests about logging in use the login form; the others start signed in, with a session of the
 * worker's own, so that each of them does not pay for a login page, a password check and a dashboard
 * it is not about.
 */

/** The owner logs in through the form, as they would; waits for the dashboard. */
export async function logInThroughForm(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Password').fill(testSettings.deployment.adminPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

type SessionCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** One session per worker process and server, made on first use. */
const sessions = new Map<string, Promise<SessionCookies>>();

/**
 * The session cookie of a login posted as the login form posts it (same origin, URL-encoded
 * password), from an address of its own (X-Forwarded-For) so that no test's wrong passwords slow it.
 * A test that logs out ends its own session, never this one.
 */
function ownerSession(baseURL: string): Promise<SessionCookies> {
  let session = sessions.get(baseURL);
  if (!session) {
    session = (async () => {
      const api = await newRequestContext.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': '198.51.100.253' } });
      try {
        const answer = await api.post('/admin/session', { form: { password: testSettings.deployment.adminPassword }, maxRedirects: 0 });
        expect(answer.status(), 'the owner logs in').toBe(303);
        expect(answer.headers()['location']).toBe('/admin');
        const { cookies } = await api.storageState();
        expect(cookies.length, 'the login set the session cookie').toBeGreaterThan(0);
        return cookies;
      } finally {
        await api.dispose();
      }
    })();
    sessions.set(baseURL, session);
    // A failed login is not kept: the next test tries again and reports its own failure.
    session.catch(() => sessions.delete(baseURL));
  }
  return session;
}

/** Signs the browser context in as the owner (the worker's session cookie). */
export async function signInAsOwner(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('the console tests need a baseURL');
  await context.addCookies(await ownerSession(baseURL));
}
