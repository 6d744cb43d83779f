import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against production builds (scripts/test.sh builds them first):
 * - site: the default build (no analytics ids), on the committed content;
 * - tags: a second build with test GTM and Meta pixel ids, for the analytics specs only;
 * - sheet and integrations: the site build again, started as a fully configured deployment: a fake
 *   Google server (e2e/sheet/fake-google.ts), a revalidation secret, contact and newsletter webhooks
 *   answered by a local receiver (e2e/integrations/webhook-receiver.ts), and a real SMTP server that
 *   receives the lead e-mails (e2e/integrations/smtp-receiver.ts).
 * Chromium is Debian's (/usr/bin/chromium); Playwright never downloads a browser here.
 */

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports and build folders can be moved so that several people can test in one work tree at once.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const TAGS_PORT = Number(process.env.E2E_TAGS_PORT ?? 3101);
export const SITE_DIST = process.env.E2E_SITE_DIST ?? '.next';
const TAGS_DIST = process.env.E2E_TAGS_DIST ?? '.next-tags';
const withTags = process.env.E2E_SKIP_TAGS !== '1';
const SHEET_PORT = Number(process.env.E2E_SHEET_PORT ?? 3102);
const FAKE_GOOGLE_PORT = Number(process.env.E2E_FAKE_GOOGLE_PORT ?? 3103);
const FAKE_GOOGLE_CONTROL_PORT = Number(process.env.E2E_FAKE_GOOGLE_CONTROL_PORT ?? 3104);
const withSheet = process.env.E2E_SKIP_SHEET !== '1';
const RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT ?? 3105);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3121);
const SMTP_CONTROL_PORT = Number(process.env.E2E_SMTP_CONTROL_PORT ?? 3122);
/** A server started by e2e/integrations/store-unwritable.spec.ts whose lead database cannot be written. */
export const BROKEN_STORE_PORT = Number(process.env.E2E_BROKEN_STORE_PORT ?? 3123);
/** Each server keeps its leads in a temp folder of its own, emptied at start (one embedded database per process). */
const dataDir = (port: number) => path.join(os.tmpdir(), `tidewater-e2e-data-${port}`);
const freshData = (port: number) => `rm -rf ${dataDir(port)} && `;

/** Stands in for the owner's contact and newsletter webhooks on the configured server. */
export const WEBHOOK_RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;
export const SHEET_CONTROL_URL = `http://127.0.0.1:${FAKE_GOOGLE_CONTROL_PORT}`;
/** The SMTP receiver's control port (e2e/integrations/smtp-receiver.ts): what the owner was e-mailed. */
export const SMTP_CONTROL_URL = `http://127.0.0.1:${SMTP_CONTROL_PORT}`;
export const SHEET_REVALIDATE_SECRET = 'e2e-revalidate-secret';
const SHEET_ID = 'e2e-sheet';
const SHEET_DIST = `${SITE_DIST}-sheet`;
/** The owner's console password on the configured server (e2e/admin). */
export const ADMIN_PASSWORD = 'e2e-Mobjack-oyster-skiff-41';
/** The default server, which has no console password: /admin is a 404 there. */
export const SITE_SERVER_URL = `http://127.0.0.1:${SITE_PORT}`;

export const TEST_GTM_ID = 'GTM-TEST123';
export const TEST_PIXEL_ID = '1234567890';

export default defineConfig({
  testDir: './e2e',
  // One output folder per build folder, so parallel runs in one work tree don't delete each other's traces.
  outputDir: `test-results/${SITE_DIST.replace(/^\.+/, '')}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /(tags|sheet|integrations|admin)\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${SITE_PORT}` } },
    ...(withTags ? [{ name: 'tags', testMatch: /tags\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${TAGS_PORT}` } }] : []),
    ...(withSheet
      ? [
          // One worker: every spec here rewrites the one fake sheet (e2e/sheet, e2e/security/sheet).
          { name: 'sheet', testMatch: /sheet\/.*\.spec\.ts/, workers: 1, use: { baseURL: `http://127.0.0.1:${SHEET_PORT}` } },
          { name: 'integrations', testMatch: /integrations\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${SHEET_PORT}` } },
          // After 'sheet': the console's draft preview and content report read the fixture sheet that those specs rewrite.
          { name: 'admin', testMatch: /admin\/.*\.spec\.ts/, dependencies: ['sheet'], use: { baseURL: `http://127.0.0.1:${SHEET_PORT}` } },
        ]
      : []),
  ],
  webServer: [
    {
      command: `${freshData(SITE_PORT)}npx next start -p ${SITE_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      env: { NEXT_DIST_DIR: SITE_DIST, DATA_DIR: dataDir(SITE_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withTags
      ? [
          {
            command: `${freshData(TAGS_PORT)}npx next start -p ${TAGS_PORT} -H 127.0.0.1`,
            url: `http://127.0.0.1:${TAGS_PORT}/`,
            env: { NEXT_DIST_DIR: TAGS_DIST, DATA_DIR: dataDir(TAGS_PORT) },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(withSheet
      ? [
          {
            command: `npx tsx e2e/sheet/fake-google.ts --port ${FAKE_GOOGLE_PORT} --control-port ${FAKE_GOOGLE_CONTROL_PORT} --sheet-id ${SHEET_ID}`,
            url: `${SHEET_CONTROL_URL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            command: `npx tsx e2e/integrations/webhook-receiver.ts --port ${RECEIVER_PORT}`,
            url: `${WEBHOOK_RECEIVER_URL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            command: `npx tsx e2e/integrations/smtp-receiver.ts --port ${SMTP_PORT} --control-port ${SMTP_CONTROL_PORT}`,
            url: `${SMTP_CONTROL_URL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            // The same build as 'site', copied so that its regenerated pages never reach the 'site' server's
            // cache: pages start from the snapshot and switch to the sheet on revalidation.
            command: `${freshData(SHEET_PORT)}rm -rf ${SHEET_DIST} && cp -r ${SITE_DIST} ${SHEET_DIST} && rm -rf ${SHEET_DIST}/cache && npx next start -p ${SHEET_PORT} -H 127.0.0.1`,
            url: `http://127.0.0.1:${SHEET_PORT}/`,
            env: {
              NEXT_DIST_DIR: SHEET_DIST,
              GOOGLE_SHEETS_API_KEY: 'e2e-key',
              GOOGLE_SHEETS_ID: SHEET_ID,
              GOOGLE_SHEETS_API_URL: `http://127.0.0.1:${FAKE_GOOGLE_PORT}`,
              GOOGLE_DOCS_URL: `http://127.0.0.1:${FAKE_GOOGLE_PORT}`,
              REVALIDATE_SECRET: SHEET_REVALIDATE_SECRET,
              CONTACT_WEBHOOK_URL: `${WEBHOOK_RECEIVER_URL}/hooks/contact`,
              NEWSLETTER_WEBHOOK_URL: `${WEBHOOK_RECEIVER_URL}/hooks/newsletter`,
              DATA_DIR: dataDir(SHEET_PORT),
              SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
              LEADS_EMAIL_TO: 'owner@tidewaterinspectionrepairs.com',
              LEADS_EMAIL_FROM: 'website@tidewaterinspectionrepairs.com',
              ADMIN_PASSWORD,
              // Tests tell clients apart by X-Forwarded-For, as one proxy in front would.
              TRUSTED_PROXIES: '1',
            },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
