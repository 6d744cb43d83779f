import { readCookie, serializeCookie } from './cookie';

const options = { httpOnly: true, secure: true, sameSite: 'strict', path: '/admin', maxAge: 28_800 } as const;

describe('the session cookie', () => {
  it('is written HttpOnly, SameSite=Strict, for /admin, with its lifetime', () => {
    expect(serializeCookie('tidewater_admin', 'v1.1.abc.def', options)).toBe('tidewater_admin=v1.1.abc.def; Max-Age=28800; Path=/admin; HttpOnly; Secure; SameSite=Strict');
  });

  it('is cleared with Max-Age=0 and an expiry in the past', () => {
    expect(serializeCookie('tidewater_admin', '', { ...options, maxAge: 0, secure: false })).toBe('tidewater_admin=; Max-Age=0; Path=/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict');
  });

  it.each([
    ['among other cookies', 'theme=dark; tidewater_admin=v1.2.x.y; _ga=GA1.2', 'v1.2.x.y'],
    ['percent-encoded', 'tidewater_admin=v1.2%2Ex.y', 'v1.2.x.y'],
    ['the first of two with the same name', 'tidewater_admin=first; tidewater_admin=second', 'first'],
    ['absent', 'theme=dark', undefined],
  ])('is read from the Cookie header when %s', (_, header, value) => {
    expect(readCookie(header, 'tidewater_admin')).toBe(value);
  });

  it('is not read from a missing header', () => {
    expect(readCookie(null, 'tidewater_admin')).toBeUndefined();
  });
});
