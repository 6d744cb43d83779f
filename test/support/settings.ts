import { z } from 'zod';

/**
 * Every setting of the test run in one place: the ports of the servers the end-to-end tests start,
 * the build folders they serve, and the fixed values the configured test deployment runs with.
 * Imported by playwright.config.ts and the specs; scripts/test.sh reads the same values from
 *   tsx test/support/settings.ts --shell
 * so that the builds it makes are the ones Playwright serves.
 *
 * Ports and build folders can be moved with the E2E_* variables below, so that several people can
 * test on one machine at once. A build folder must be named `.next` or `.next-<name>`: .gitignore,
 * the eslint ignores and the typecheck (whose `**` never enters dot folders; `next build` adds the
 * folder's generated types to tsconfig.json's include by itself) all rely on that prefix, and the
 * Playwright config copies and deletes folders by these names.
 */

const PORT_DEFAULTS = {
  E2E_SITE_PORT: 3100,
  E2E_TAGS_PORT: 3101,
  E2E_SHEET_PORT: 3102,
  E2E_FAKE_GOOGLE_PORT: 3103,
  E2E_FAKE_GOOGLE_CONTROL_PORT: 3104,
  E2E_RECEIVER_PORT: 3105,
  E2E_TRAP_PORT: 3116,
  E2E_POSTGRES_PORT: 3120,
  E2E_SMTP_PORT: 3121,
  E2E_SMTP_CONTROL_PORT: 3122,
  E2E_BROKEN_STORE_PORT: 3123,
} as const;

type PortName = keyof typeof PORT_DEFAULTS;

/** An unset or empty variable takes the default; anything else must be what it claims to be. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const portSchema = (fallback: number) => z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(65_535).default(fallback));
const distSchema = (fallback: string) =>
  z.preprocess(unsetIfEmpty, z.string().regex(/^\.next(-[A-Za-z0-9_-]+)?$/, 'a build folder is named .next or .next-<letters, digits, - or _>').default(fallback));
const flagSchema = z.preprocess(unsetIfEmpty, z.enum(['0', '1']).default('0'));

const schema = z.object({
  ...(Object.fromEntries(Object.entries(PORT_DEFAULTS).map(([name, fallback]) => [name, portSchema(fallback)])) as Record<PortName, ReturnType<typeof portSchema>>),
  E2E_SITE_DIST: distSchema('.next'),
  E2E_TAGS_DIST: distSchema('.next-tags'),
  E2E_SKIP_TAGS: flagSchema,
  E2E_SKIP_SHEET: flagSchema,
  E2E_SKIP_CLUSTER: flagSchema,
  CHROMIUM_PATH: z.preprocess(unsetIfEmpty, z.string().default('/usr/bin/chromium')),
  E2E_WORKERS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(16).optional()),
});

export type TestSettings = ReturnType<typeof readTestSettings>;

export function readTestSettings(env: Record<string, string | undefined>) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid test settings: ${problems}`);
  }
  const value = parsed.data;
  const port = (name: PortName) => value[name] as number;
  const local = (name: PortName) => `http://127.0.0.1:${port(name)}`;
  return {
    ports: {
      site: port('E2E_SITE_PORT'),
      tags: port('E2E_TAGS_PORT'),
      sheet: port('E2E_SHEET_PORT'),
      fakeGoogle: port('E2E_FAKE_GOOGLE_PORT'),
      fakeGoogleControl: port('E2E_FAKE_GOOGLE_CONTROL_PORT'),
      webhookReceiver: port('E2E_RECEIVER_PORT'),
      /** A server of the attack specs that records whether the site ever called it. */
      trap: port('E2E_TRAP_PORT'),
      /** The throw-away PostgreSQL that scripts/test.sh starts for the storage tests. */
      postgres: port('E2E_POSTGRES_PORT'),
      smtp: port('E2E_SMTP_PORT'),
      smtpControl: port('E2E_SMTP_CONTROL_PORT'),
      /** A server started by a spec whose site database cannot be written. */
      brokenStore: port('E2E_BROKEN_STORE_PORT'),
    },
    urls: {
      site: local('E2E_SITE_PORT'),
      tags: local('E2E_TAGS_PORT'),
      sheet: local('E2E_SHEET_PORT'),
      fakeGoogle: local('E2E_FAKE_GOOGLE_PORT'),
      /** The fake Google server's control routes: change the sheet while the site runs. */
      fakeGoogleControl: local('E2E_FAKE_GOOGLE_CONTROL_PORT'),
      /** Stands in for the owner's contact and newsletter webhooks. */
      webhookReceiver: local('E2E_RECEIVER_PORT'),
      /** The SMTP receiver's control port: what the owner was e-mailed. */
      smtpControl: local('E2E_SMTP_CONTROL_PORT'),
    },
    dist: {
      /** The default build: no analytics ids, on the committed content. */
      site: value.E2E_SITE_DIST,
      /** The build with the test analytics ids below. */
      tags: value.E2E_TAGS_DIST,
      /** A copy of the site build for the configured server, so its regenerated pages never reach the site server's cache. */
      sheet: `${value.E2E_SITE_DIST}-sheet`,
    },
    /**
     * Projects left out of a run: E2E_SKIP_TAGS=1 (no tags build needed), E2E_SKIP_SHEET=1 (no configured
     * server), E2E_SKIP_CLUSTER=1 (no two-instance deployment; it needs PostgreSQL and redis-server).
     */
    skip: { tags: value.E2E_SKIP_TAGS === '1', sheet: value.E2E_SKIP_SHEET === '1', cluster: value.E2E_SKIP_CLUSTER === '1' },
    chromiumPath: value.CHROMIUM_PATH,
    /** Playwright workers when E2E_WORKERS is set; otherwise playwright.config.ts decides (CI or not). */
    workers: value.E2E_WORKERS,
    /** Flags of every Chromium the tests start: no sandbox (containers), no GPU, nothing fetched behind the tests' back. */
    chromiumArgs: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    /**
     * The read limit of the site server's report reader (REPORT_READ_TIMEOUT_MS): the decompression
     * bomb of e2e/inspection-report.spec.ts is stopped after 6 s instead of the default 20 s (and holds
     * the server's one read at a time for that long only), while the sample reports the specs upload
     * (5 to 26 pages) are read in about a second on a new worker and a tenth of that on a warm one.
     */
    reportReadTimeoutMs: 6_000,
    /** The analytics ids the tags build is made with; the analytics specs look for exactly these. */
    analytics: { gtmId: 'GTM-TEST123', metaPixelId: '1234567890' },
    /** The configured test deployment (fake Google sheet, webhooks, SMTP, owner's console). */
    deployment: {
      sheetId: 'e2e-sheet',
      revalidateSecret: 'e2e-revalidate-secret',
      adminPassword: 'e2e-Mobjack-oyster-skiff-41',
      /**
       * The console's first wait after the free wrong passwords (ADMIN_LOGIN_FIRST_WAIT_MS), doubled for
       * each further one: 0.4, 0.8, 1.6, 3.2, 6.4 s, so that a test goes through the doubling to a lockout
       * in seconds; the last wait leaves the test seconds to show that the right password is refused too.
       */
      adminLoginFirstWaitMs: 400,
      leadsEmailTo: 'owner@tidewaterinspectionrepairs.com',
      leadsEmailFrom: 'website@tidewaterinspectionrepairs.com',
    },
  };
}

/** The values scripts/test.sh needs, as `export NAME='value'` lines for `eval`. */
export function shellExports(settings: TestSettings): string {
  const values: Record<string, string | number> = {
    E2E_SITE_DIST: settings.dist.site,
    E2E_TAGS_DIST: settings.dist.tags,
    E2E_POSTGRES_PORT: settings.ports.postgres,
    TEST_GTM_ID: settings.analytics.gtmId,
    TEST_META_PIXEL_ID: settings.analytics.metaPixelId,
  };
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  return Object.entries(values)
    .map(([name, value]) => `export ${name}=${quote(String(value))}\n`)
    .join('');
}

export const testSettings = readTestSettings(process.env);

if (require.main === module && process.argv.includes('--shell')) process.stdout.write(shellExports(testSettings));
