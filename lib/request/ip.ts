/**
 * IP addresses as numbers, for matching proxies' CIDR ranges and for grouping IPv6 clients. Written
 * out rather than regex-matched: every step is linear in the (short, capped) input.
 */

export type IpAddress = { version: 4 | 6; value: bigint };
export type IpRange = { version: 4 | 6; base: bigint; prefix: number };

/** Longest text form of an address we parse; anything longer is not an address. */
const MAX_ADDRESS_CHARS = 64;

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    // Decimal only, no leading zeros: "010" is octal to some parsers and decimal to others.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseHextets(text: string): number[] | undefined {
  if (text === '') return [];
  const groups = text.split(':');
  const hextets: number[] = [];
  for (const [index, group] of groups.entries()) {
    if (index === groups.length - 1 && group.includes('.')) {
      const v4 = parseIpv4(group);
      if (v4 === undefined) return undefined;
      hextets.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
    } else {
      if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
      hextets.push(parseInt(group, 16));
    }
  }
  return hextets;
}

function parseIpv6(text: string): bigint | undefined {
  const zoneless = text.split('%')[0] ?? '';
  const halves = zoneless.split('::');
  if (halves.length > 2) return undefined;
  const head = parseHextets(halves[0] ?? '');
  const tail = halves.length === 2 ? parseHextets(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const hextets = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return hextets.reduce((value, hextet) => (value << 16n) | BigInt(hextet), 0n);
}

const IPV4_MAPPED_PREFIX = 0xffffn << 32n;

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
  if (!text.includes(':')) {
    const value = parseIpv4(text);
    return value === undefined ? undefined : { version: 4, value };
  }
  const value = parseIpv6(text);
  if (value === undefined) return undefined;
  if (value >> 32n === IPV4_MAPPED_PREFIX >> 32n) return { version: 4, value: value & 0xffffffffn };
  return { version: 6, value };
}

const BITS = { 4: 32, 6: 128 } as const;

function mask(version: 4 | 6, prefix: number): bigint {
  const bits = BigInt(BITS[version]);
  return ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(prefix))) - 1n);
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address (a /32 or /128). Undefined when invalid. */
export function parseRange(input: string): IpRange | undefined {
  const [addressText = '', prefixText, extra] = input.trim().split('/');
  if (extra !== undefined) return undefined;
  const address = parseIp(addressText);
  if (!address) return undefined;
  const bits = BITS[address.version];
  // A mapped IPv4 range such as ::ffff:10.0.0.0/104 is written in IPv6 bits; count it in IPv4 bits.
  const offset = address.version === 4 && addressText.includes(':') ? 96 : 0;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return undefined;
    prefix = Number(prefixText) - offset;
    if (prefix < 0 || prefix > bits) return undefined;
  }
  return { version: address.version, base: address.value & mask(address.version, prefix), prefix };
}

export function inRange(address: IpAddress, range: IpRange): boolean {
  return address.version === range.version && (address.value & mask(range.version, range.prefix)) === range.base;
}

/**
 * The rate-limit key for an address: IPv4 as written, IPv6 by its /64, because one subscriber line
 * gets a whole /64 and can pick a fresh address from it for every request.
 */
export function addressKey(address: IpAddress): string {
  if (address.version === 4) {
    const v = address.value;
    return [v >> 24n, (v >> 16n) & 255n, (v >> 8n) & 255n, v & 255n].join('.');
  }
  const hextets = [48n, 32n, 16n, 0n].map((shift) => ((address.value >> (64n + shift)) & 0xffffn).toString(16));
  return `${hextets.join(':')}::/64`;
}
