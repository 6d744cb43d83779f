import { readBody } from '@/lib/request/body';
import { readCookie, serializeCookie } from './cookie';
import { isSameOriginPost } from './access';
import type { LoginBackoff } from './login-backoff';
import type { SessionStore } from './session-store';
import { CONSOLE_HOME } from './nav';
import { verifyPassword, type AdminCredential } from './password';
import { createSession, isValidCsrfToken, readSession, sessionCookieOptions, sessionKey, SESSION_COOKIE, type AdminSession } from './session';


/**
 * The console's route handlers, built from injected parts so that tests can drive them with plain
 * Requests: login, logout, and the wrapper every mutation and export goes through. Forms are
 * ordinary URL-encoded posts (no client JavaScript) answered with 303 redirects.
 */

export type ConsoleDeps = {
  /** undefined: the console is off and every route answers 404. */
  credential: () => AdminCredential | undefined;
  secure: () => boolean;
  /** SITE_URL: posts from it are same-origin even when a proxy changes the Host header. */
  siteUrl: () => string;
  /** Live sessions and the deployment's salt (lib/admin/session-store.ts). */
  sessions: SessionStore;
  now?: () => number;
};

export type LoginDeps = ConsoleDeps & {
  /** Wrong passwords per client address, with exponential backoff; no site-wide cap (see login-backoff). */
  backoff: LoginBackoff;
  clientKey: (request: Request) => string;
};

/** Far above any console form (a status, a token, a confirmation). */
export const MAX_FORM_CHARS = 8_000;
const MAX_PASSWORD_CHARS = 1_000;

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

export function redirectTo(location: string, setCookie?: string): Response {
  const headers = new Headers({ ...NO_STORE, location });
  if (setCookie) headers.append('set-cookie', setCookie);
  return new Response(null, { status: 303, headers });
}

export function plainResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' } });
}

const notFound = () => plainResponse(404, 'Not found');
const forbidden = () => plainResponse(403, 'This form must be sent from the console itself. Reload the page and try again.');

/** The URL-encoded form of a request, or undefined when it is too large or not a form. */
async function readForm(request: Request): Promise<URLSearchParams | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined;
  // Read as a stream with a byte cap: a huge body is refused without being held in memory.
  const read = await readBody(request, { maxBytes: MAX_FORM_CHARS * 4 });
  if (!read.ok || read.text.length > MAX_FORM_CHARS) return undefined;
  return new URLSearchParams(read.text);
}

export function createLoginHandler(deps: LoginDeps) {
  const { credential, secure, now = Date.now, backoff, clientKey } = deps;
  return async function login(request: Request): Promise<Response> {
    const current = credential();
    if (!current) return notFound();
    if (!isSameOriginPost(request, deps.siteUrl())) return forbidden();
    // A client still waiting is refused before its password is checked, so it learns nothing about it.
    const client = clientKey(request);
    const wait = await backoff.wait(client);
    if (wait > 0) return redirectTo(`/admin/login?error=locked&minutes=${Math.max(1, Math.ceil(wait / 60_000))}`);
    const form = await readForm(request);
    const password = form?.get('password') ?? '';
    // Only a real password check counts against the address: an empty or oversized form costs nothing.
    if (!password || password.length > MAX_PASSWORD_CHARS) return redirectTo('/admin/login?error=invalid');
    if (!(await verifyPassword(password, current))) {
      await backoff.failed(client);
      return redirectTo('/admin/login?error=invalid');
    }
    await backoff.succeeded(client);
    const key = sessionKey(current, await deps.sessions.salt());
    const { session, cookieValue } = createSession(key, now());
    await deps.sessions.add(session.id, session.expiresAt, now());
    return redirectTo(CONSOLE_HOME, serializeCookie(SESSION_COOKIE, cookieValue, sessionCookieOptions(secure())));
  };
}

export type AdminRequestContext = { request: Request; session: AdminSession; form: URLSearchParams };

/** The session of a request (signed here, not expired, not ended by a logout), or undefined. */
export async function requestSession(request: Request, current: AdminCredential, sessions: SessionStore, now: number): Promise<AdminSession | undefined> {
  const session = readSession(sessionKey(current, await sessions.salt()), readCookie(request.headers.get('cookie'), SESSION_COOKIE), now);
  return session && (await sessions.isLive(session.id, now)) ? session : undefined;
}

/**
 * A console mutation: the console must be on (else 404), the post must come from this site (else 403),
 * the session valid (else back to the login page) and the form's CSRF token this session's (else 403).
 * `run` answers with the path to go to next, or a Response of its own.
 */
export function createAdminAction<P>(deps: ConsoleDeps, run: (context: AdminRequestContext, params: P) => Promise<string | Response>) {
  const now = deps.now ?? Date.now;
  return async function action(request: Request, params: P): Promise<Response> {
    const current = deps.credential();
    if (!current) return notFound();
    if (!isSameOriginPost(request, deps.siteUrl())) return forbidden();
    const session = await requestSession(request, current, deps.sessions, now());
    if (!session) return redirectTo('/admin/login?error=expired');
    const form = await readForm(request);
    if (!form || !isValidCsrfToken(sessionKey(current, await deps.sessions.salt()), session, form.get('csrf'))) return forbidden();
    const result = await run({ request, session, form }, params);
    return typeof result === 'string' ? redirectTo(result) : result;
  };
}

/** A console download (CSV): a valid session, nothing else changes. */
/** A file the console hands the owner; null when there is none (404). */
export type AdminFile = { filename: string; body: string | Uint8Array<ArrayBuffer>; type: string };

export function createAdminDownload<P>(deps: ConsoleDeps, run: (params: P) => Promise<AdminFile | null>) {
  const now = deps.now ?? Date.now;
  return async function download(request: Request, params: P): Promise<Response> {
    const current = deps.credential();
    if (!current) return notFound();
    if (!(await requestSession(request, current, deps.sessions, now()))) return redirectTo('/admin/login?error=expired');
    const file = await run(params);
    if (!file) return notFound();
    // Always a download, never shown in the console's origin: a file a visitor sent is not trusted content.
    return new Response(file.body, {
      status: 200,
      headers: { ...NO_STORE, 'content-type': file.type, 'content-disposition': `attachment; filename="${file.filename}"`, 'x-content-type-options': 'nosniff' },
    });
  };
}

/** Ends the session on the server (a copy of the cookie stops working too) and clears the cookie. */
export function createLogoutHandler(deps: ConsoleDeps) {
  return createAdminAction(deps, async ({ session }) => {
    await deps.sessions.revoke(session.id);
    return redirectTo('/admin/login?loggedOut=1', serializeCookie(SESSION_COOKIE, '', sessionCookieOptions(deps.secure(), 0)));
  });
}
