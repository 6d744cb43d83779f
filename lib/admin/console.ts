import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { serverEnv } from '@/lib/process/env';
import { outboxService } from '@/lib/outbox';
import { adminCredential, secureCookies } from './access';
import { createDatabaseSessionStore } from './session-store';
import { loginClientKey } from './client-key';
import { createLoginHandler, createLogoutHandler, type ConsoleDeps } from './handlers';
import { limiterClient } from '@/lib/request/route-limiter';
import { createLoginBackoff, type LoginBackoff } from './login-backoff';
import { createSharedLoginBackoff } from './shared-login-backoff';
import { csrfToken, readSession, sessionKey, SESSION_COOKIE, type AdminSession } from './session';

/** The console wired to this server's environment: what pages and route handlers under /admin use. */

export const consoleDeps: ConsoleDeps = {
  credential: () => adminCredential(serverEnv()),
  sessions: createDatabaseSessionStore(async () => (await outboxService()).db),
  secure: () => secureCookies(serverEnv()),
  siteUrl: () => serverEnv().SITE_URL,
};

let configuredBackoff: LoginBackoff | undefined;

/**
 * Wrong passwords counted in Redis when REDIS_URL is set (all instances alike), in this process otherwise,
 * with the first wait ADMIN_LOGIN_FIRST_WAIT_MS. Built on first use.
 */
function loginBackoff(): LoginBackoff {
  if (configuredBackoff) return configuredBackoff;
  const { REDIS_URL: url, ADMIN_LOGIN_FIRST_WAIT_MS: firstWaitMs } = serverEnv();
  const local = createLoginBackoff(Date.now, firstWaitMs);
  configuredBackoff = url ? createSharedLoginBackoff({ client: () => limiterClient(url), local, firstWaitMs }) : local;
  return configuredBackoff;
}

export const handleLogin = createLoginHandler({
  ...consoleDeps,
  backoff: { wait: (key) => loginBackoff().wait(key), failed: (key) => loginBackoff().failed(key), succeeded: (key) => loginBackoff().succeeded(key) },
  clientKey: (request) => loginClientKey(request, serverEnv().TRUSTED_PROXIES),
});

export const handleLogout = createLogoutHandler(consoleDeps);

/** 404 unless the console is on: a site without a console password has no /admin at all. */
export function requireConsoleEnabled(): void {
  if (!consoleDeps.credential()) notFound();
}

export type ConsolePage = { session: AdminSession; csrf: string };

/** The owner's session for a console page; without one, the login page. Once per request. */
export const requireAdmin = cache(async (): Promise<ConsolePage> => {
  const credential = consoleDeps.credential();
  if (!credential) notFound();
  const key = sessionKey(credential, await consoleDeps.sessions.salt());
  const signed = readSession(key, (await cookies()).get(SESSION_COOKIE)?.value);
  const session = signed && (await consoleDeps.sessions.isLive(signed.id, Date.now())) ? signed : undefined;
  if (!session) redirect('/admin/login');
  return { session, csrf: csrfToken(key, session) };
});

/** Whether this request carries a valid session (the login page sends the owner on). */
export async function hasAdminSession(): Promise<boolean> {
  const credential = consoleDeps.credential();
  if (!credential) return false;
  const session = readSession(sessionKey(credential, await consoleDeps.sessions.salt()), (await cookies()).get(SESSION_COOKIE)?.value);
  return session !== undefined && (await consoleDeps.sessions.isLive(session.id, Date.now()));
}
