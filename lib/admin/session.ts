import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { AdminCredential } from './password';

/**
 * The console's session: a signed cookie whose id must also be live in the session store
 * (lib/admin/session-store.ts: shared by every instance, survives a restart, ended by logging out).
 * Value: v1.{expiresAt ms}.{random id}.{HMAC}. The signing key is derived from the password (or its
 * hash) with scrypt and the deployment's random salt, so changing the password ends every session
 * and a captured cookie cannot be used to guess a weak password quickly. Each session has its own
 * CSRF token, an HMAC of its id, put in every form of the console.
 */

export const SESSION_COOKIE = 'tidewater_admin';
export const SESSION_PATH = '/admin';
/** An owner's working day; after that, log in again. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export type AdminSession = { id: string; expiresAt: number };

export type SessionKey = Buffer;

const keys = new Map<string, SessionKey>();

/** The HMAC key of this credential and deployment salt; derived once per process (scrypt takes a moment on purpose). */
export function sessionKey(credential: AdminCredential, salt: Buffer): SessionKey {
  const secret = credential.kind === 'plain' ? `plain:${credential.password}` : `hash:${credential.hash}`;
  const cacheKey = `${salt.toString('base64url')}:${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = scryptSync(secret, Buffer.concat([Buffer.from('tidewater-admin-session-v2:'), salt]), 32, { N: 2 ** 14, r: 8, p: 1 });
    keys.clear();
    keys.set(cacheKey, key);
  }
  return key;
}

function mac(key: SessionKey, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSession(key: SessionKey, now: number = Date.now()): { session: AdminSession; cookieValue: string } {
  const session = { id: randomBytes(18).toString('base64url'), expiresAt: now + SESSION_TTL_MS };
  const payload = `v1.${session.expiresAt}.${session.id}`;
  return { session, cookieValue: `${payload}.${mac(key, payload)}` };
}

/** The session in a cookie value, or undefined when it is missing, forged, altered or expired. */
export function readSession(key: SessionKey, cookieValue: string | undefined, now: number = Date.now()): AdminSession | undefined {
  if (!cookieValue || cookieValue.length > 200) return undefined;
  const parts = cookieValue.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return undefined;
  const [, expires = '', id = '', signature = ''] = parts;
  if (!sameText(signature, mac(key, `v1.${expires}.${id}`))) return undefined;
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return undefined;
  return { id, expiresAt };
}

export function csrfToken(key: SessionKey, session: AdminSession): string {
  return mac(key, `csrf.${session.id}`);
}

export function isValidCsrfToken(key: SessionKey, session: AdminSession, token: unknown): boolean {
  return typeof token === 'string' && sameText(token, csrfToken(key, session));
}

export type CookieOptions = { httpOnly: true; secure: boolean; sameSite: 'strict'; path: string; maxAge: number };

/** HttpOnly, SameSite=Strict, only sent to /admin; Secure in production. */
export function sessionCookieOptions(secure: boolean, maxAgeMs: number = SESSION_TTL_MS): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'strict', path: SESSION_PATH, maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)) };
}
