import { parseCookie, stringifySetCookie } from 'cookie';
import type { CookieOptions } from './session';

/** A Set-Cookie header value; route handlers build responses by hand so that they can be unit-tested. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return stringifySetCookie(name, value, {
    path: options.path,
    maxAge: options.maxAge,
    // A cleared cookie also carries an expiry in the past, for clients that do not know Max-Age.
    ...(options.maxAge === 0 ? { expires: new Date(0) } : {}),
    httpOnly: true,
    secure: options.secure,
    sameSite: 'strict',
  });
}

/** The value of one cookie in a Cookie request header (the first one of that name, percent-encoding undone). */
export function readCookie(header: string | null, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}
