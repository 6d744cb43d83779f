import { createSession, csrfToken, isValidCsrfToken, readSession, sessionCookieOptions, sessionKey, SESSION_TTL_MS } from './session';

const SALT = Buffer.alloc(32, 7);
const key = sessionKey({ kind: 'plain', password: 'Chesapeake-bay-1607' }, SALT);
const NOW = Date.UTC(2026, 10, 22, 14, 0);

describe('console session cookie', () => {
  it('reads back the session it issued', () => {
    const { session, cookieValue } = createSession(key, NOW);
    expect(readSession(key, cookieValue, NOW + 1000)).toEqual(session);
  });

  it('ends after eight hours', () => {
    const { cookieValue } = createSession(key, NOW);
    expect(readSession(key, cookieValue, NOW + SESSION_TTL_MS - 1)).toBeDefined();
    expect(readSession(key, cookieValue, NOW + SESSION_TTL_MS)).toBeUndefined();
  });

  it.each([
    ['a later expiry written in by hand', (value: string) => value.replace(/^v1\.\d+/, `v1.${NOW + 10 * SESSION_TTL_MS}`)],
    ['another id', (value: string) => value.replace(/^(v1\.\d+\.)[^.]+/, '$1forged')],
    ['a cut signature', (value: string) => value.slice(0, -2)],
    ['no signature', (value: string) => value.split('.').slice(0, 3).join('.')],
    ['an empty value', () => ''],
  ])('refuses a cookie with %s', (_case, tamper) => {
    const { cookieValue } = createSession(key, NOW);
    expect(readSession(key, tamper(cookieValue), NOW)).toBeUndefined();
  });

  it('ends every session when the password changes', () => {
    const { cookieValue } = createSession(key, NOW);
    const newKey = sessionKey({ kind: 'plain', password: 'Newport-news-1896' }, SALT);
    expect(readSession(newKey, cookieValue, NOW)).toBeUndefined();
  });

  it("derives another key with another deployment's salt: a cookie signed elsewhere is not valid here", () => {
    const { cookieValue } = createSession(key, NOW);
    expect(readSession(sessionKey({ kind: 'plain', password: 'Chesapeake-bay-1607' }, Buffer.alloc(32, 8)), cookieValue, NOW)).toBeUndefined();
  });

  it('gives each session its own CSRF token and accepts only that one', () => {
    const first = createSession(key, NOW).session;
    const second = createSession(key, NOW).session;
    expect(isValidCsrfToken(key, first, csrfToken(key, first))).toBe(true);
    expect(isValidCsrfToken(key, first, csrfToken(key, second))).toBe(false);
    expect(isValidCsrfToken(key, first, undefined)).toBe(false);
    expect(isValidCsrfToken(key, first, '')).toBe(false);
  });

  it('is HttpOnly, SameSite=Strict, limited to /admin, and Secure only when asked', () => {
    expect(sessionCookieOptions(true)).toEqual({ httpOnly: true, secure: true, sameSite: 'strict', path: '/admin', maxAge: 8 * 60 * 60 });
    expect(sessionCookieOptions(false).secure).toBe(false);
  });
});
