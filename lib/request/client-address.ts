import { addressKey, inRange, parseIp, parseRange, type IpRange } from './ip';

/**
 * Who sent a request, for rate limiting. The only evidence is X-Forwarded-For, and a client can put
 * anything in it: only the entries appended by proxies we trust count.
 *
 * `next start` sets X-Forwarded-For to the socket's peer address only when the request has none, and
 * a route handler sees nothing else of the socket. So without a trusted proxy the header may be the
 * peer or a client's invention, and every direct client shares one bucket.
 */

export type TrustedProxies =
  | { kind: 'none' }
  /** This many proxies each append the address they received from; the N-th entry from the right is the client. */
  | { kind: 'hops'; count: number }
  /** Proxies at these addresses: the right-most entry that is not one of them is the client. */
  | { kind: 'ranges'; ranges: IpRange[] };

/** The key every client shares when its address cannot be told apart from a forged one. */
export const DIRECT_CLIENT = 'direct';

/** Header entries read at most; a longer chain is padding from the client, not a proxy chain. */
const MAX_FORWARDED_ENTRIES = 32;

/**
 * TRUSTED_PROXIES: unset or "none"; a hop count ("1" behind the nginx recipe); or a comma-separated
 * list of addresses and CIDR ranges (a CDN's published ranges). Invalid list entries are ignored.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'none' || text === '0') return { kind: 'none' };
  if (/^\d{1,2}$/.test(text)) return { kind: 'hops', count: Number(text) };
  const ranges = text
    .split(',')
    .map((entry) => parseRange(entry))
    .filter((range): range is IpRange => range !== undefined);
  return ranges.length ? { kind: 'ranges', ranges } : { kind: 'none' };
}

function forwardedEntries(request: Request): string[] {
  const header = request.headers.get('x-forwarded-for') ?? '';
  const entries = header.split(',').map((entry) => entry.trim());
  return entries.slice(-MAX_FORWARDED_ENTRIES);
}

/** The rate-limit key of the client: an IPv4 address, an IPv6 /64, or DIRECT_CLIENT. */
export function clientAddress(request: Request, trust: TrustedProxies): string {
  if (trust.kind === 'none') return DIRECT_CLIENT;
  const entries = forwardedEntries(request);
  if (trust.kind === 'hops') {
    // Fewer entries than proxies: the request did not come through them all, so nothing in it is ours.
    if (entries.length < trust.count) return DIRECT_CLIENT;
    const address = parseIp(entries[entries.length - trust.count] ?? '');
    return address ? addressKey(address) : DIRECT_CLIENT;
  }
  let leftmostTrusted: string | undefined;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const address = parseIp(entries[index] ?? '');
    // Our proxies write valid addresses: garbage means we already walked past them.
    if (!address) return DIRECT_CLIENT;
    const key = addressKey(address);
    if (!trust.ranges.some((range) => inRange(address, range))) return key;
    leftmostTrusted = key;
  }
  // Every hop is a trusted proxy (a health check from the proxy itself): it is the client.
  return leftmostTrusted ?? DIRECT_CLIENT;
}
