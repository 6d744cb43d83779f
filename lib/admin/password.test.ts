import { hashPassword, parseScryptHash, verifyPassword } from './password';

// Small scrypt parameters keep the tests fast; the rule under test does not depend on them.
const FAST = { N: 1024, r: 8, p: 1 };

describe('console password', () => {
  it('accepts the plain ADMIN_PASSWORD and nothing else', async () => {
    const credential = { kind: 'plain', password: 'Hampton-roads-2026!' } as const;
    await expect(verifyPassword('Hampton-roads-2026!', credential)).resolves.toBe(true);
    await expect(verifyPassword('hampton-roads-2026!', credential)).resolves.toBe(false);
    await expect(verifyPassword('Hampton-roads-2026', credential)).resolves.toBe(false);
    await expect(verifyPassword('', credential)).resolves.toBe(false);
  });

  it('accepts the password behind an scrypt hash made by admin:hash, and nothing else', async () => {
    const hash = await hashPassword('Yorktown tide tables', FAST);
    expect(hash).toMatch(/^scrypt:1024:8:1:[\w-]+:[\w-]+$/);
    await expect(verifyPassword('Yorktown tide tables', { kind: 'hash', hash })).resolves.toBe(true);
    await expect(verifyPassword('Yorktown tide table', { kind: 'hash', hash })).resolves.toBe(false);
  });

  it('salts every hash, so one password never gives the same hash twice', async () => {
    expect(await hashPassword('same password', FAST)).not.toBe(await hashPassword('same password', FAST));
  });

  it.each([
    ['not a hash', 'correct horse'],
    ['another algorithm', 'bcrypt:10:abc:def:ghi:jkl'],
    ['dollar signs that an .env file would have expanded', 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['N not a power of two', 'scrypt:1000:8:1:c2FsdHNhbHRzYWx0:a2V5a2V5a2V5a2V5a2V5a2V5'],
    ['N far too large', `scrypt:${2 ** 30}:8:1:c2FsdHNhbHRzYWx0:a2V5a2V5a2V5a2V5a2V5a2V5`],
    ['a short salt', 'scrypt:1024:8:1:c2Fs:a2V5a2V5a2V5a2V5a2V5a2V5'],
  ])('refuses a malformed ADMIN_PASSWORD_HASH (%s) instead of letting anyone in', async (_case, hash) => {
    expect(parseScryptHash(hash)).toBeUndefined();
    await expect(verifyPassword('', { kind: 'hash', hash })).resolves.toBe(false);
  });
});
