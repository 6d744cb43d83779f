import type { ServerEnv } from '@/lib/process/env';
import { isSameOriginRequest } from '@/lib/request/origin';
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
 * A form post from one of this site's pages. On top of the shared same-origin rule, the console
 * requires the Origin header: every browser that can run the console sends it on a POST, so a post
 * without one is not a form of ours.
 */
export function isSameOriginPost(request: Request, siteUrl: string): boolean {
  return request.headers.get('origin') !== null && isSameOriginRequest(request, siteUrl);
}
