import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The console password: ADMIN_PASSWORD as plain text, or ADMIN_PASSWORD_HASH made by
 * `npm run admin:hash` in the form scrypt:N:r:p:salt:hash (salt and hash in base64url). Colons, not
 * the usual dollar signs: Next expands $NAME in .env files, which would silently break the hash.
 * Every comparison takes the same time whatever the candidate, so timing tells an attacker nothing.
 */

export type AdminCredential = { kind: 'plain'; password: string } | { kind: 'hash'; hash: string };

export type ScryptHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

/** OWASP's minimum for scrypt (N=2^17, r=8, p=1): 128 x N x r bytes, 128 MB of memory a check. */
export const DEFAULT_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function memoryFor({ N, r }: { N: number; r: number }): number {
  return 128 * N * r * 2;
}

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...params, maxmem: memoryFor(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(':');
}

/** Reads scrypt:N:r:p:salt:hash; undefined for anything else. */
export function parseScryptHash(text: string): ScryptHash | undefined {
  const parts = text.trim().split(':');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  // N a power of two, bounded parameters: a hand-edited hash must not make one login take minutes.
  const valid = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0 && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
  if (!valid || salt.length < 8 || key.length < 16) return undefined;
  return { N, r, p, salt, key };
}

/** Equal-length digests compared in constant time, so the candidate's length leaks nothing either. */
function sameSecret(candidate: string, expected: string): boolean {
  const digest = (value: string) => createHmac('sha256', 'tidewater-admin-compare').update(value, 'utf8').digest();
  return timingSafeEqual(digest(candidate), digest(expected));
}

export async function verifyPassword(candidate: string, credential: AdminCredential): Promise<boolean> {
  if (credential.kind === 'plain') return sameSecret(candidate, credential.password);
  const parsed = parseScryptHash(credential.hash);
  if (!parsed) return false;
  const key = await scryptAsync(candidate, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p, maxmem: memoryFor(parsed) });
  return timingSafeEqual(key, parsed.key);
}
