import { parseScryptHash } from '@/lib/admin/password';
import { passwordWeakness } from '@/lib/admin/strength';

export { passwordWeakness };
import { type RetryOptions, loadArticles, quietLog, type SheetConfig, type SheetField } from '@/lib/articles';
import type { TrustedProxies } from '@/lib/request/client-address';
import { missingFacts } from '@/lib/site/owner-facts';
import { WORK_CAPTIONS_FILE, WORK_PHOTO_DIR, type WorkPhoto } from '@/lib/images/work-photos';
import type { SiteSettings } from '@/lib/site/settings';

/**
 * The launch checklist (`npm run doctor`): each check looks at one setting and says ok, warning (the
 * site works, but something is worth fixing) or blocker (do not launch like this). Pure functions of
 * their input, except the sheet check, which reads the sheet through the site's own article loader.
 */

export type CheckStatus = 'ok' | 'warning' | 'blocker';
export type CheckResult = { title: string; status: CheckStatus; detail: string };

const ok = (title: string, detail: string): CheckResult => ({ title, status: 'ok', detail });
const warning = (title: string, detail: string): CheckResult => ({ title, status: 'warning', detail });
const blocker = (title: string, detail: string): CheckResult => ({ title, status: 'blocker', detail });

/** 555-0100 to 555-0199 are reserved for fiction in North America; any 555 exchange is a stand-in. */
export function checkPhone(settings: Pick<SiteSettings, 'phone'>): CheckResult {
  const title = 'Business phone';
  const exchange = settings.phone.replace(/\D/g, '').slice(3, 6);
  if (exchange === '555') return blocker(title, `${settings.phone} is a placeholder (555) number: put the real one in config/site.json.`);
  return ok(title, settings.phone);
}

const SOCIAL_HOSTS: Record<string, string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com', 'youtu.be'],
  x: ['x.com', 'twitter.com'],
  twitter: ['x.com', 'twitter.com'],
  tiktok: ['tiktok.com'],
  nextdoor: ['nextdoor.com'],
  yelp: ['yelp.com'],
  google: ['google.com', 'g.page', 'goo.gl'],
};

const PLACEHOLDER_WORDS = ['example', 'placeholder', 'yourpage', 'yourcompany', 'yourbusiness', 'username', 'changeme', 'todo'];

/** Why a social link looks like a stand-in, or undefined when it looks like a real page. */
export function socialLinkProblem(link: { name: string; href: string }): string | undefined {
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return 'is not a web address';
  }
  const host = url.hostname.replace(/^www\./, '').toLowerCase();
  const whole = `${host}${url.pathname}`.toLowerCase().replace(/[-_.]/g, '');
  if (PLACEHOLDER_WORDS.some((word) => whole.includes(word))) return 'looks like a placeholder address';
  if (url.pathname.replace(/\/+$/, '') === '' && !url.search) return "is the network's home page, not the business's page";
  const expected = SOCIAL_HOSTS[link.name.trim().toLowerCase()];
  if (expected && !expected.some((domain) => host === domain || host.endsWith(`.${domain}`))) return `is not on ${expected[0]}`;
  return undefined;
}

export function checkSocialLinks(settings: Pick<SiteSettings, 'social'>): CheckResult {
  const title = 'Social links';
  const problems = settings.social.flatMap((link) => {
    const problem = socialLinkProblem(link);
    return problem ? [`${link.name} (${link.href}) ${problem}`] : [];
  });
  if (problems.length) return blocker(title, `${problems.join('; ')}. Fix or remove them in config/site.json.`);
  if (!settings.social.length) return warning(title, 'none listed: the footer shows no social links.');
  return ok(title, `${settings.social.length} links`);
}

/** The facts a visitor can check: each missing one is named, because the pages leave its sentence out. */
export function checkOwnerFacts(settings: SiteSettings): CheckResult {
  const title = "Owner's facts";
  const missing = missingFacts(settings);
  if (missing.length) return warning(title, `not in config/site.json yet, so the pages leave them out: ${missing.join('; ')}.`);
  return ok(title, 'license, insurer, warranty, year founded, owner, address and reviews are all given');
}

export function checkWorkPhotos(reading: { photos: readonly WorkPhoto[]; problems: readonly string[] }): CheckResult {
  const title = 'Photos of real work';
  if (reading.problems.length) return warning(title, `${reading.problems.join('; ')}.`);
  if (!reading.photos.length) return warning(title, `none yet: put photos in ${WORK_PHOTO_DIR} and a caption for each in ${WORK_CAPTIONS_FILE}; the About page shows them.`);
  return ok(title, `${reading.photos.length} captioned photo${reading.photos.length === 1 ? '' : 's'}`);
}

export function checkSiteUrl(siteUrl: string | undefined): CheckResult {
  const title = 'SITE_URL';
  // Unset, SITE_URL defaults to http://localhost:3000; no public site lives on a local address.
  const local = siteUrl ? /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/.test(new URL(siteUrl).hostname) : true;
  if (!siteUrl || local) return blocker(title, 'not set (or a local address): canonical links, the sitemap, the feed and the links in lead e-mails would point at this machine.');
  if (!siteUrl.startsWith('https://')) return warning(title, `${siteUrl} is not https: the console cookie is Secure and visitors expect TLS.`);
  return ok(title, siteUrl);
}

export function checkLeadDelivery(delivery: { smtpUrl?: string | undefined; leadsEmailTo?: string | undefined; webhookUrl?: string | undefined }): CheckResult {
  const title = 'Lead delivery';
  const ways = [delivery.smtpUrl && delivery.leadsEmailTo ? `e-mail to ${delivery.leadsEmailTo}` : undefined, delivery.webhookUrl ? 'webhook' : undefined].filter(Boolean);
  if (delivery.smtpUrl && !delivery.leadsEmailTo) return blocker(title, 'SMTP_URL is set but LEADS_EMAIL_TO is not: nobody would get the e-mails.');
  if (!ways.length) return blocker(title, 'neither SMTP_URL (with LEADS_EMAIL_TO) nor CONTACT_WEBHOOK_URL is set: requests are stored but nobody is told.');
  return ok(title, ways.join(' and '));
}

export function checkAdminPassword(env: { ADMIN_PASSWORD?: string | undefined; ADMIN_PASSWORD_HASH?: string | undefined }): CheckResult {
  const title = 'ADMIN_PASSWORD';
  if (env.ADMIN_PASSWORD_HASH) {
    // A hash the console cannot read lets nobody in: the owner would be locked out at launch.
    if (!parseScryptHash(env.ADMIN_PASSWORD_HASH)) return blocker(title, 'ADMIN_PASSWORD_HASH is not a hash made by npm run admin:hash (scrypt:N:r:p:salt:hash).');
    return ok(title, 'set as a hash (ADMIN_PASSWORD_HASH)');
  }
  if (!env.ADMIN_PASSWORD) return blocker(title, 'not set: the owner has no console to see leads in (npm run admin:hash makes a hash to set instead).');
  const weakness = passwordWeakness(env.ADMIN_PASSWORD);
  if (weakness) return blocker(title, `weak: it ${weakness}.`);
  return ok(title, 'set and not weak');
}

/** Without trusted proxies every visitor shares one allowance on the forms and logins (lib/doctor/start-checks.ts). */
export function checkTrustedProxies(trust: TrustedProxies): CheckResult {
  const title = 'TRUSTED_PROXIES';
  if (trust.kind === 'none') return warning(title, 'not set: visitors cannot be told apart, so every visitor shares one allowance on the forms and console logins. Behind the nginx recipe, set TRUSTED_PROXIES=1.');
  return ok(title, trust.kind === 'hops' ? `${trust.count} proxy hop${trust.count === 1 ? '' : 's'}` : `${trust.ranges.length} proxy range${trust.ranges.length === 1 ? '' : 's'}`);
}

/**
 * A report read limit shorter than 10 s is a test deployment's setting: the 150-page sample report
 * takes seconds to read on a busy two-core server, and a report past the limit is left to the owner
 * instead of listed for the visitor.
 */
export function checkReportReadTimeout(timeoutMs: number): CheckResult {
  const title = 'REPORT_READ_TIMEOUT_MS';
  const seconds = `${Number((timeoutMs / 1000).toFixed(1))} s`;
  if (timeoutMs < 10_000) return warning(title, `${seconds}: a long report on a busy server may take longer, and is then kept for the owner to read instead of listed for the visitor. Unset it for the reader's own 20 s.`);
  return ok(title, `${seconds} per report`);
}

export function checkRevalidateSecret(secret: string | undefined): CheckResult {
  const title = 'REVALIDATE_SECRET';
  if (!secret) return blocker(title, 'not set: edits in the sheet appear only after the 5-minute refresh, and the content report API is off.');
  if (secret.length < 16) return warning(title, `only ${secret.length} characters; use 16 or more random characters.`);
  return ok(title, 'set');
}

/** Columns without which no row can be published, and those whose absence only loses something. */
const REQUIRED_COLUMNS: SheetField[] = ['title', 'status'];
const USEFUL_COLUMNS: SheetField[] = ['slug', 'publishDate', 'company', 'excerpt', 'category', 'tags'];

export async function checkSheet(sheet: SheetConfig, fetchOptions: RetryOptions = {}): Promise<CheckResult> {
  const title = 'Article sheet';
  const { apiKey, sheetId } = sheet;
  if (!apiKey || !sheetId) return warning(title, 'GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID are not both set: the blog shows only the committed snapshot.');
  // The rows are read and drafted as the site reads them (the same tab, the same header rules); no
  // article is built, so no document is fetched.
  const result = await loadArticles({ trigger: 'sync', sheet, only: [], offline: true, docsBaseUrl: '', posts: [], fetchOptions, log: quietLog });
  if (result.report.sheetStatus === 'failed') return blocker(title, `not reachable: ${result.message}`);
  const { rowsRead = 0, columns = [] } = result.pipeline ?? {};
  if (!rowsRead && !columns.length) return blocker(title, 'reachable, but empty: no header row.');
  const fields = new Set<SheetField>(columns);
  const missing = REQUIRED_COLUMNS.filter((field) => !fields.has(field));
  if (!fields.has('content') && !fields.has('documentUrl')) missing.push('content');
  if (missing.length) return blocker(title, `missing columns: ${missing.join(', ')}.`);
  const absent = USEFUL_COLUMNS.filter((field) => !fields.has(field));
  const rows = `${rowsRead} rows`;
  if (absent.length) return warning(title, `reachable, ${rows}; no column for ${absent.join(', ')} (defaults are used).`);
  return ok(title, `reachable, ${rows}, every column present`);
}
