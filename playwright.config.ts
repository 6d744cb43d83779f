import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testSettings } from './test/support/settings';

/**
 * End-to-end tests against production builds (scripts/test.sh builds them first):
 * - site: the default build (no analytics ids), on the committed content;
 * - tags: a second build with test GTM and Meta pixel ids, for the analytics specs only;
 * - sheet and integrations: the site build again, started as a fully configured deployment: a fake
 *   Google server (test/support/google/fake-google-server.ts), a revalidation secret, contact and
 *   newsletter webhooks answered by a local receiver (test/support/receivers/webhook-receiver.ts), and a
 *   real SMTP server that receives the lead e-mails (test/support/receivers/smtp-receiver.ts).
 * - cluster: two more servers of the site build sharing a Redis, started by the spec itself on free ports.
 * Ports, build folders and the deployment's fixed values come from test/support/settings.ts.
 * Chromium is Debian's (/usr/bin/chromium); Playwright never downloads a browser here.
 */

const { ports, urls, dist, skip, deployment } = testSettings;
const withTags = !skip.tags;
const withSheet = !skip.sheet;
const withCluster = !skip.cluster;
/** Each server keeps its leads in a temp folder of its own, emptied at start (one embedded database per process). */
const dataDir = (port: number) => path.join(os.tmpdir(), `tidewater-e2e-data-${port}`);
const freshData = (port: number) => `rm -rf ${dataDir(port)} && `;

export default defineConfig({
  testDir: './e2e',
  // One output folder per build folder, so parallel runs in one work tree don't delete each other's traces.
  outputDir: `test-results/${dist.site.replace(/^\.+/, '')}`,
  fullyParallel: true,
  // CI: three workers on two cores unless E2E_WORKERS says otherwise. The tests mostly wait (page
  // loads, animation frames, servers): at two workers Chromium, the runner and the server used about
  // half of the two cores (148 CPU-seconds for tests that take 285 worker-seconds), and a third worker
  // took no more CPU for the same tests (133 CPU-seconds), so it fills the wait without saturating
  // them. A fourth did not: the step took 11.1 minutes against 9.2 at three, and the report reads
  // beside it slowed past their timeout.
  workers: testSettings.workers ?? (process.env.CI ? 3 : undefined),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: testSettings.chromiumPath,
      args: testSettings.chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /(tags|sheet|integrations|admin|cluster)\/.*\.spec\.ts/, use: { baseURL: urls.site } },
    // Instances of the site build on PostgreSQL and Redis: each spec starts its own servers (test/support/cluster).
    ...(withCluster ? [{ name: 'cluster', testMatch: /cluster\/.*\.spec\.ts/ }] : []),
    ...(withTags ? [{ name: 'tags', testMatch: /tags\/.*\.spec\.ts/, use: { baseURL: urls.tags } }] : []),
    ...(withSheet
      ? [
          // One worker: every spec here rewrites the one fake sheet (e2e/sheet, e2e/security/sheet).
          { name: 'sheet', testMatch: /sheet\/.*\.spec\.ts/, workers: 1, use: { baseURL: urls.sheet } },
          { name: 'integrations', testMatch: /integrations\/.*\.spec\.ts/, use: { baseURL: urls.sheet } },
          // Beside 'sheet' from the start: the console's draft preview and content report read only the fixture
          // rows, which every sheet spec keeps in the sheet it writes (a refresh asked for meanwhile reads the sheet anew).
          { name: 'admin', testMatch: /admin\/.*\.spec\.ts/, use: { baseURL: urls.sheet } },
        ]
      : []),
  ],
  webServer: [
    {
      command: `${freshData(ports.site)}npx next start -p ${ports.site} -H 127.0.0.1`,
      url: `${urls.site}/`,
      env: { NEXT_DIST_DIR: dist.site, DATA_DIR: dataDir(ports.site) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withTags
      ? [
          {
            command: `${freshData(ports.tags)}npx next start -p ${ports.tags} -H 127.0.0.1`,
            url: `${urls.tags}/`,
            env: { NEXT_DIST_DIR: dist.tags, DATA_DIR: dataDir(ports.tags) },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(withSheet
      ? [
          {
            command: `npx tsx test/support/google/fake-google-server.ts --port ${ports.fakeGoogle} --control-port ${ports.fakeGoogleControl} --sheet-id ${deployment.sheetId}`,
            url: `${urls.fakeGoogleControl}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            command: `npx tsx test/support/receivers/webhook-receiver.ts --port ${ports.webhookReceiver}`,
            url: `${urls.webhookReceiver}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            command: `npx tsx test/support/receivers/smtp-receiver.ts --port ${ports.smtp} --control-port ${ports.smtpControl}`,
            url: `${urls.smtpControl}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
          {
            // The same build as 'site', copied without its cache folder so that its regenerated pages never
            // reach the 'site' server's cache: pages start from the snapshot and switch to the sheet on revalidation.
            command: `${freshData(ports.sheet)}rm -rf ${dist.sheet} && mkdir ${dist.sheet} && find ${dist.site} -mindepth 1 -maxdepth 1 ! -name cache -exec cp -r -t ${dist.sheet} {} + && npx next start -p ${ports.sheet} -H 127.0.0.1`,
            url: `${urls.sheet}/`,
            env: {
              NEXT_DIST_DIR: dist.sheet,
              GOOGLE_SHEETS_API_KEY: 'e2e-key',
              GOOGLE_SHEETS_ID: deployment.sheetId,
              GOOGLE_SHEETS_API_URL: urls.fakeGoogle,
              GOOGLE_DOCS_URL: urls.fakeGoogle,
              REVALIDATE_SECRET: deployment.revalidateSecret,
              CONTACT_WEBHOOK_URL: `${urls.webhookReceiver}/hooks/contact`,
              NEWSLETTER_WEBHOOK_URL: `${urls.webhookReceiver}/hooks/newsletter`,
              DATA_DIR: dataDir(ports.sheet),
              SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
              LEADS_EMAIL_TO: deployment.leadsEmailTo,
              LEADS_EMAIL_FROM: deployment.leadsEmailFrom,
              ADMIN_PASSWORD: deployment.adminPassword,
              ADMIN_LOGIN_FIRST_WAIT_MS: String(deployment.adminLoginFirstWaitMs),
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
