import { parseTrustedProxies } from '@/lib/request/client-address';
import { loginClientKey } from './client-key';

const request = (forwardedFor: string) => new Request('https://tidewater.example/admin/session', { method: 'POST', headers: { 'x-forwarded-for': forwardedFor } });

describe('whose login attempts count together', () => {
  it('believes no X-Forwarded-For without trusted proxies: a forged address gets no fresh allowance', () => {
    expect(loginClientKey(request('203.0.113.7'), parseTrustedProxies(undefined))).toBe(loginClientKey(request('198.51.100.9'), parseTrustedProxies(undefined)));
  });

  it('tells clients apart behind one trusted proxy', () => {
    const trust = parseTrustedProxies('1');
    expect(loginClientKey(request('203.0.113.7'), trust)).toBe('login:203.0.113.7');
    expect(loginClientKey(request('203.0.113.7'), trust)).not.toBe(loginClientKey(request('198.51.100.9'), trust));
  });
});
