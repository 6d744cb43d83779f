import { BlockList, isIP } from 'node:net';

/**
 * IP addresses as proxies write them, read by Node's own parser (net.isIP) and matched against CIDR
 * ranges by Node's net.BlockList, which also matches IPv4-mapped IPv6 addresses against IPv4 ranges
 * and the other way round. What is ours: the proxies' spellings ("[v6]:port", "v4:port") and the
 * rate-limit key of an IPv6 client (its /64).
 */

export type IpAddress = { version: 4 | 6; text: string };
export type IpRange = { version: 4 | 6; prefix: number; list: BlockList };

/** Longest text form of an address we parse; anything longer is not an address. */
const MAX_ADDRESS_CHARS = 64;

const FAMILY = { 4: 'ipv4', 6: 'ipv6' } as const;

/** The eight 16-bit groups of an IPv6 address that net.isIP has accepted (no zone). */
function hextets(text: string): number[] {
  const groups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = text.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Parses an address as proxies write it: bare, "[v6]", "[v6]:port" or "v4:port". IPv4-mapped IPv6
 * ("::ffff:203.0.113.9", what a dual-stack socket reports) is the IPv4 address it carries.
 */
export function parseIp(input: string): IpAddress | undefined {
  let text = input.trim();
  if (text === '' || text.length > MAX_ADDRESS_CHARS) return undefined;
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close < 0) return undefined;
    const rest = text.slice(close + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return undefined;
    text = text.slice(1, close);
  } else if (/^[\d.]+:\d{1,5}$/.test(text)) {
    text = text.slice(0, text.indexOf(':'));
  }
  const version = isIP(text);
  if (version === 4) return { version, text };
  if (version !== 6) return undefined;
  const zoneless = (text.split('%')[0] ?? '').toLowerCase();
  const groups = hextets(zoneless);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!mapped) return { version: 6, text: zoneless };
  const [high = 0, low = 0] = groups.slice(6);
  return { version: 4, text: [high >> 8, high & 255, low >> 8, low & 255].join('.') };
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address (a /32 or /128). Undefined when invalid. */
export function parseRange(input: string): IpRange | undefined {
  const [addressText = '', prefixText, extra] = input.trim().split('/');
  const version = isIP(addressText);
  if (extra !== undefined || (version !== 4 && version !== 6)) return undefined;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? (version === 4 ? 32 : 128) : Number(prefixText);
  const list = new BlockList();
  try {
    list.addSubnet(addressText, prefix, FAMILY[version]);
  } catch {
    // A prefix longer than the address (10.0.0.0/33).
    return undefined;
  }
  return { version, prefix, list };
}

export function inRange(address: IpAddress, range: IpRange): boolean {
  return range.list.check(address.text, FAMILY[address.version]);
}

/**
 * The rate-limit key for an address: IPv4 as written, IPv6 by its /64, because one subscriber line
 * gets a whole /64 and can pick a fresh address from it for every request.
 */
export function addressKey(address: IpAddress): string {
  if (address.version === 4) return address.text;
  return `${hextets(address.text)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
