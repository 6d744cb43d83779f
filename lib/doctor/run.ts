import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type RetryOptions, sheetConfigFromEnv, type SheetEnv } from '@/lib/articles';
import type { ServerEnv } from '@/lib/process/env';
import { parseSiteSettings, SETTINGS_FILE, type SiteSettings } from '@/lib/site/settings';
import { readWorkPhotos } from '@/lib/images/work-photos';
import {
  checkAdminPassword,
  checkLeadDelivery,
  checkOwnerFacts,
  checkPhone,
  checkReportReadTimeout,
  checkRevalidateSecret,
  checkSheet,
  checkSiteUrl,
  checkSocialLinks,
  checkTrustedProxies,
  checkWorkPhotos,
  type CheckResult,
} from './checks';
import { errorText } from '@/lib/process/error-text';
import { checkLeadStore } from './store-check';
import type { DatabaseTarget } from '@/lib/site-database';

/** Runs every check of the launch checklist and prints it; `npm run doctor` is a thin wrapper. */

export type DoctorEnv = Pick<ServerEnv, 'SITE_URL' | 'CONTACT_WEBHOOK_URL' | 'SMTP_URL' | 'LEADS_EMAIL_TO' | 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH' | 'REVALIDATE_SECRET' | 'TRUSTED_PROXIES' | 'REPORT_READ_TIMEOUT_MS'> & SheetEnv;

/** `store`: the lead store to open (npm run doctor passes the configured one; left out, it is not checked). */
export type DoctorOptions = { env: DoctorEnv; cwd?: string; fetchOptions?: RetryOptions; store?: DatabaseTarget };

async function readSettings(cwd: string): Promise<{ settings?: SiteSettings; result: CheckResult }> {
  const title = 'Owner settings';
  try {
    const settings = parseSiteSettings(JSON.parse(await fs.readFile(path.join(cwd, SETTINGS_FILE), 'utf8')));
    return { settings, result: { title, status: 'ok', detail: `${SETTINGS_FILE} is valid` } };
  } catch (error) {
    return { result: { title, status: 'blocker', detail: errorText(error) } };
  }
}

export async function runDoctor({ env, cwd = process.cwd(), fetchOptions = { retries: 1, timeoutMs: 10_000 }, store }: DoctorOptions): Promise<CheckResult[]> {
  const { settings, result } = await readSettings(cwd);
  return [
    result,
    ...(settings ? [checkPhone(settings), checkSocialLinks(settings), checkOwnerFacts(settings)] : []),
    checkWorkPhotos(readWorkPhotos(cwd)),
    checkSiteUrl(env.SITE_URL),
    checkLeadDelivery({ smtpUrl: env.SMTP_URL, leadsEmailTo: env.LEADS_EMAIL_TO, webhookUrl: env.CONTACT_WEBHOOK_URL }),
    checkAdminPassword(env),
    checkRevalidateSecret(env.REVALIDATE_SECRET),
    checkTrustedProxies(env.TRUSTED_PROXIES),
    // Listed only when set: unset, the reader's own limit applies.
    ...(env.REPORT_READ_TIMEOUT_MS === undefined ? [] : [checkReportReadTimeout(env.REPORT_READ_TIMEOUT_MS)]),
    await checkSheet(sheetConfigFromEnv(env), fetchOptions),
    ...(store ? [await checkLeadStore(store)] : []),
  ];
}

const MARKS = { ok: '  ok      ', warning: '! WARNING ', blocker: 'x BLOCKER ' } as const;

export function formatChecklist(results: readonly CheckResult[]): string {
  const blockers = results.filter((check) => check.status === 'blocker').length;
  const warnings = results.filter((check) => check.status === 'warning').length;
  const lines = results.map((check) => `${MARKS[check.status]} ${check.title}: ${check.detail}`);
  const verdict = blockers
    ? `${blockers} blocker${blockers === 1 ? '' : 's'} and ${warnings} warning${warnings === 1 ? '' : 's'}: not ready to launch.`
    : `No blockers${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}: ready to launch.`;
  return ['Launch checklist', '', ...lines, '', verdict].join('\n');
}

/** Non-zero exactly when a blocker remains. */
export function exitCode(results: readonly CheckResult[]): number {
  return results.some((check) => check.status === 'blocker') ? 1 : 0;
}
