import { clientAddress, DIRECT_CLIENT, parseTrustedProxies } from './client-address';

function request(forwardedFor?: string): Request {
  return new Request('http://127.0.0.1/api/contact', { method: 'POST', headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
}

describe('TRUSTED_PROXIES', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['none', { kind: 'none' }],
    ['NONE', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['1', { kind: 'hops', count: 1 }],
    ['2', { kind: 'hops', count: 2 }],
    ['not-an-address, also/bad', { kind: 'none' }],
  ])('reads %p as %p', (value, expected) => {
    expect(parseTrustedProxies(value)).toEqual(expected);
  });

  it('ignores invalid entries in a list of ranges and keeps the valid ones', () => {
    const trust = parseTrustedProxies('10.0.0.0/8, banana, 300.1.1.1, 10.0.0.0/33, 2001:db8::/32, 192.0.2.7');
    expect(trust.kind).toBe('ranges');
    expect(trust.kind === 'ranges' && trust.ranges.map((range) => range.prefix)).toEqual([8, 32, 32]);
  });
});

describe('client address from X-Forwarded-For', () => {
  const cdn = '173.245.48.0/20, 2400:cb00::/32';
  it.each<[string, string | undefined, string, string]>([
    // trust, header, expected key, why
    ['none', '203.0.113.9', DIRECT_CLIENT, 'without a trusted proxy the header is the client talking'],
    ['none', undefined, DIRECT_CLIENT, 'no header at all'],
    ['none', '203.0.113.9, 127.0.0.1', DIRECT_CLIENT, 'appending loopback earns nothing'],
    ['1', '203.0.113.9', '203.0.113.9', 'the nginx recipe overwrites the header with the peer'],
    ['1', '6.6.6.6, 203.0.113.9', '203.0.113.9', 'one appending proxy: the right-most entry is what it saw'],
    ['1', '203.0.113.9, 127.0.0.1', '127.0.0.1', 'the right-most entry is what the proxy saw, whatever it names'],
    ['2', '6.6.6.6, 203.0.113.9, 10.0.0.2', '203.0.113.9', 'two proxies: the second from the right'],
    ['2', '203.0.113.9', DIRECT_CLIENT, 'fewer entries than proxies: the request skipped them'],
    ['1', 'garbage', DIRECT_CLIENT, 'an unreadable entry is no address'],
    ['1', '', DIRECT_CLIENT, 'an empty header'],
    ['1', '[2001:db8:1:2:3:4:5:6]:443', '2001:db8:1:2::/64', 'IPv6 with brackets and port, grouped by /64'],
    ['1', '2001:db8:1:2::99', '2001:db8:1:2::/64', 'another address in the same /64 shares the bucket'],
    ['1', '::ffff:203.0.113.9', '203.0.113.9', 'an IPv4-mapped address is its IPv4 address'],
    ['1', '203.0.113.9:51234', '203.0.113.9', 'IPv4 with a port'],
    ['1', '010.0.0.1', DIRECT_CLIENT, 'octal-looking octets are refused'],
    [cdn, '6.6.6.6, 203.0.113.9, 173.245.48.7', '203.0.113.9', 'right-most address outside the CDN ranges wins'],
    [cdn, '203.0.113.9, 2400:cb00:1::1', '203.0.113.9', 'IPv6 proxy hop skipped'],
    [cdn, '6.6.6.6, 203.0.113.9', '203.0.113.9', 'a direct request is keyed by its last entry, forged entries to the left ignored'],
    [cdn, '173.245.48.1, 173.245.48.2', '173.245.48.1', 'every hop trusted: the left-most is the client'],
    [cdn, 'garbage, 173.245.48.7', DIRECT_CLIENT, 'garbage behind a trusted proxy is not an address to trust'],
    [cdn, undefined, DIRECT_CLIENT, 'no header'],
  ])('TRUSTED_PROXIES=%p, X-Forwarded-For %p -> %p (%s)', (trust, header, expected) => {
    expect(clientAddress(request(header), parseTrustedProxies(trust))).toBe(expected);
  });

  it('gives rotating forged entries no new bucket behind one proxy', () => {
    const trust = parseTrustedProxies('1');
    const keys = new Set(Array.from({ length: 50 }, (_, index) => clientAddress(request(`10.9.${index}.1, 203.0.113.9`), trust)));
    expect([...keys]).toEqual(['203.0.113.9']);
  });

  it('reads only the last 32 entries of a padded header', () => {
    const padded = `${Array.from({ length: 5000 }, () => '1.1.1.1').join(', ')}, 203.0.113.9`;
    expect(clientAddress(request(padded), parseTrustedProxies('1'))).toBe('203.0.113.9');
  });
});
