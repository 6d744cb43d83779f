import type { ServerEnv } from '@/lib/env';
import type { AdminCredential } from './password';

/**
 * Who may use the console and from where. The console exists only when ADMIN_PASSWORD or
 * ADMIN_PASSWORD_HASH is set (the hash wins when both are); every state-changing request must come
 * from a page of this same site (Origin check, on top of the SameSite=Strict cookie and the form's
 * CSRF token).
 */

export type AdminEnv = Pick<ServerEnv, 'ADMIN_PASSWORD' | 'ADMIN_PASSWORD_HASH' | 'NODE_ENV'>;

export function adminCredential(env: AdminEnv): AdminCredential | undefined {
  if (env.ADMIN_PASSWORD_HASH) return { kind: 'hash', hash: env.ADMIN_PASSWORD_HASH };
  if (env.ADMIN_PASSWORD) return { kind: 'plain', password: env.ADMIN_PASSWORD };
  return undefined;
}

/** Browsers accept Secure cookies over https only (and on localhost); production always has TLS in front. */
export function secureCookies(env: AdminEnv): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * A form post from this site: the browser's Origin names the host the request went to. A missing or
 * 'null' Origin, or a cross-site Sec-Fetch-Site, is refused: every browser that can run the console
 * sends them on a POST.
 */
export function isSameOriginPost(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}
