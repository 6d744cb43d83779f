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

const { urls, dist, skip } = testSettings;
const withTags = !skip.tags;
const withSheet = !skip.sheet;
const withCluster = !skip.cluster;

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
    // Recording a trace (DOM snapshots and screenshots at every action) costs CPU in the browser and the
    // runner for every test. In CI a failed test is retried once with its trace recorded, so the trace
    // of a failure is still kept; outside CI every failure keeps the trace of its one run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  // Within a phase Playwright hands out tests in the order of this list, so the projects whose tests
  // run longest (restart cycles, instances of their own) come first and the many short page tests of
  // 'site' fill the workers around them, instead of a few long tests ending the run alone.
  projects: [
    ...(withSheet
      ? [
          // Beside 'sheet' from the start: the console's draft preview and content report read only the fixture
          // rows, which every sheet spec keeps in the sheet it writes (a refresh asked for meanwhile reads the sheet anew).
          { name: 'admin', testMatch: /admin\/.*\.spec\.ts/, use: { baseURL: urls.sheet } },
          { name: 'integrations', testMatch: /integrations\/.*\.spec\.ts/, use: { baseURL: urls.sheet } },
        ]
      : []),
    // Instances of the site build on PostgreSQL and Redis: each spec starts its own servers (test/support/cluster).
    ...(withCluster ? [{ name: 'cluster', testMatch: /cluster\/.*\.spec\.ts/ }] : []),
    // One worker: every spec here rewrites the one fake sheet (e2e/sheet, e2e/security/sheet).
    ...(withSheet ? [{ name: 'sheet', testMatch: /sheet\/.*\.spec\.ts/, workers: 1, use: { baseURL: urls.sheet } }] : []),
    ...(withTags ? [{ name: 'tags', testMatch: /tags\/.*\.spec\.ts/, use: { baseURL: urls.tags } }] : []),
    { name: 'site', testIgnore: /(tags|sheet|integrations|admin|cluster)\/.*\.spec\.ts/, use: { baseURL: urls.site } },
  ],
  // The servers (site, tags, the configured deployment and its fakes) start side by side: test/support/server.
  globalSetup: './test/support/server/global-setup.ts',
});
