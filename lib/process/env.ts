import { z } from 'zod';
import { parseTrustedProxies } from '../request/client-address';

/**
 * Environment, read and validated once; no other module reads process.env. Every variable is optional; a
 * fresh checkout runs on the committed article snapshot with no secrets at all.
 */

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalString.pipe(z.url().optional());

const urlWithDefault = (fallback: string) =>
  optionalString.transform((value) => (value ?? fallback).replace(/\/+$/, '')).pipe(z.url());

export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Google's image hosts that the image optimizer may fetch from unless IMAGE_HOSTS says otherwise. */
export const DEFAULT_IMAGE_HOSTS = ['lh3.googleusercontent.com', 'lh4.googleusercontent.com', 'lh5.googleusercontent.com', 'lh6.googleusercontent.com', 'drive.google.com'];

export const serverEnvSchema = z.object({
  GOOGLE_SHEETS_API_KEY: optionalString,
  GOOGLE_SHEETS_ID: optionalString,
  /** The sheet (tab) holding the articles; unset: the first sheet of the spreadsheet. */
  GOOGLE_SHEETS_NAME: optionalString,
  GOOGLE_SHEETS_API_URL: urlWithDefault('https://sheets.googleapis.com'),
  GOOGLE_DOCS_URL: urlWithDefault('https://docs.google.com'),
  SITE_URL: urlWithDefault(DEFAULT_SITE_URL),
  REVALIDATE_SECRET: optionalString,
  /** Folder of the article snapshot and posts, relative to the working directory (the benchmark's generated content). */
  CONTENT_DIR: optionalString,
  /** Build output folder (next.config.ts's distDir); the live site keeps its article state under its cache/. */
  NEXT_DIST_DIR: optionalString,
  /** Where the live site keeps the articles it last published (facts such as first-seen dates survive a restart). */
  ARTICLE_STATE_DIR: optionalString,
  /** Set by `next start` to the port it listens on; the proxy renders blog 404 pages over this loopback port. */
  PORT: optionalString.pipe(z.string().regex(/^\d{1,5}$/).optional()),
  CONTACT_WEBHOOK_URL: optionalUrl,
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  /** Turns the owner's console at /admin on; unset (and no hash): /admin answers 404. */
  ADMIN_PASSWORD: optionalString,
  /** The console password as an scrypt hash (npm run admin:hash), instead of ADMIN_PASSWORD. */
  ADMIN_PASSWORD_HASH: optionalString,
  /**
   * The console's wait after the first wrong password beyond the three free ones, in ms; each further
   * one doubles it (up to 15 minutes). 100 to 60,000: from 100 ms the doubling still reaches 15 minutes
   * within 14 more guesses. Unset: the console's own first wait (1 s). A longer one slows a guesser more;
   * a shorter one lets the test deployment go through the doubling in seconds.
   */
  ADMIN_LOGIN_FIRST_WAIT_MS: optionalString.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(100).max(60_000).optional()),
  /**
   * The wall time one uploaded report may take to read, in ms; a report that takes longer is kept and
   * left to the owner to read. 1,000 to 120,000. Unset: the reader's own limit (20 s, time for a
   * 150-page report on a busy two-core server). A shorter one answers a hostile file sooner and lists
   * fewer long reports; the test deployment uses one so that its decompression bomb is stopped in seconds.
   */
  REPORT_READ_TIMEOUT_MS: optionalString.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1_000).max(120_000).optional()),
  /** Set by next build / next start to 'production': the console's cookie is then Secure. */
  NODE_ENV: optionalString,
  /** Which X-Forwarded-For entries to believe: unset/"none", a hop count, or proxy addresses and CIDR ranges. */
  TRUSTED_PROXIES: optionalString.transform(parseTrustedProxies),
  /** "off" drops Strict-Transport-Security (a host served over plain HTTP on a real name). */
  HSTS: optionalString.pipe(z.enum(['on', 'off']).optional()).transform((value) => value !== 'off'),
  /** Contact requests each client may send per 10 minutes (an office behind one address, or a load test, may need more); unset: the route's own allowance. */
  CONTACT_RATE_LIMIT: optionalString.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1).max(1_000_000).optional()),
  /** Share of page-view beacons counted, from 0 (none) to 1 (all, the default); counted ones stand for 1/rate views each. */
  VITALS_SAMPLE_RATE: optionalString.transform((value) => (value === undefined ? 1 : Number(value))).pipe(z.number().min(0).max(1)),
  /** Page-view beacons each client may send per 10 minutes; unset: the route's own allowance. */
  VITALS_RATE_LIMIT: optionalString.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1).max(1_000_000).optional()),
  /** Folder of the embedded site database (PGlite), relative to the working directory. */
  DATA_DIR: optionalString.transform((value) => value ?? 'data'),
  /** PostgreSQL instead of the embedded database (several instances or a serverless host). */
  DATABASE_URL: optionalString.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional()),
  /** Redis shared by several instances (Next's page and data cache), e.g. redis://cache.internal:6379; unset: each process caches on its own disk. */
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  /** Starts every shared-cache key (then the build id): one value per deployment sharing a Redis, e.g. "tidewater-prod"; unset: "tidewater". */
  CACHE_KEY_PREFIX: optionalString.pipe(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, dash or underscore, at most 64').optional()),
  /** The build's id (e.g. the commit) when the same code is built on several machines; unset: Next picks one per build. */
  BUILD_ID: optionalString.pipe(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, dash or underscore, at most 64').optional()),
  /** SMTP server that delivers leads and newsletter confirmations, e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  LEADS_EMAIL_TO: optionalString.pipe(z.email().optional()),
  LEADS_EMAIL_FROM: optionalString.pipe(z.email().optional()),
  /** Leads older than this many days are deleted. */
  LEADS_RETENTION_DAYS: optionalString.transform((value) => (value === undefined ? 365 : Number(value))).pipe(z.number().int().min(1).max(3650)),
  IMAGE_HOSTS: optionalString.transform((value) =>
    value === undefined
      ? DEFAULT_IMAGE_HOSTS
      : value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_QUOTE_URL: optionalUrl,
  NEXT_PUBLIC_GTM_ID: optionalString.pipe(z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX').optional()),
  NEXT_PUBLIC_META_PIXEL_ID: optionalString.pipe(z.string().regex(/^\d+$/, 'must be digits').optional()),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid environment: ${formatIssues(result.error)}`);
  return result.data;
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicEnvSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid public environment: ${formatIssues(result.error)}`);
  return result.data;
}

let cachedServerEnv: ServerEnv | undefined;

/** Server-only values. Read lazily so that a test can set process.env first, then cached. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv(process.env);
  return cachedServerEnv;
}

/** True while `next build` runs (no server: nothing to start). */
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** Forget the cached server environment (tests only). */
export function resetServerEnv(): void {
  cachedServerEnv = undefined;
}

/**
 * Values the browser needs. Next inlines NEXT_PUBLIC_* only where they are written out literally,
 * so each one is named here, once.
 */
export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_QUOTE_URL: process.env.NEXT_PUBLIC_QUOTE_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_META_PIXEL_ID: process.env.NEXT_PUBLIC_META_PIXEL_ID,
});

/** Where quote buttons go: the external quote application, or the request form on the contact page when unset. */
export const quoteUrl: string = publicEnv.NEXT_PUBLIC_QUOTE_URL ?? '/contact#request-form';

/** Whether quote buttons lead to an external quote application (new tab, counted as a lead on click). */
export const hasQuoteApplication: boolean = publicEnv.NEXT_PUBLIC_QUOTE_URL !== undefined;

/** Absolute URL on SITE_URL for a path ('/blog' -> 'https://example.com/blog'). */
export function absoluteUrl(path: string, env: Pick<ServerEnv, 'SITE_URL'> = serverEnv()): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${env.SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
