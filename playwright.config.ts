import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against production builds (scripts/test.sh builds them first):
 * - site: the default build (no analytics ids), on the committed content;
 * - tags: a second build with test GTM and Meta pixel ids, for the analytics specs only.
 * Chromium is Debian's (/usr/bin/chromium); Playwright never downloads a browser here.
 */

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports and build folders can be moved so that several people can test in one work tree at once.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const TAGS_PORT = Number(process.env.E2E_TAGS_PORT ?? 3101);
const SITE_DIST = process.env.E2E_SITE_DIST ?? '.next';
const TAGS_DIST = process.env.E2E_TAGS_DIST ?? '.next-tags';
const withTags = process.env.E2E_SKIP_TAGS !== '1';

export const TEST_GTM_ID = 'GTM-TEST123';
export const TEST_PIXEL_ID = '1234567890';

export default defineConfig({
  testDir: './e2e',
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
    { name: 'site', testIgnore: /tags\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${SITE_PORT}` } },
    ...(withTags ? [{ name: 'tags', testMatch: /tags\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${TAGS_PORT}` } }] : []),
  ],
  webServer: [
    {
      command: `npx next start -p ${SITE_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      env: { NEXT_DIST_DIR: SITE_DIST },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(withTags
      ? [
          {
            command: `npx next start -p ${TAGS_PORT} -H 127.0.0.1`,
            url: `http://127.0.0.1:${TAGS_PORT}/`,
            env: { NEXT_DIST_DIR: TAGS_DIST },
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
