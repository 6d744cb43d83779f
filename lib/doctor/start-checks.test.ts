import { parseTrustedProxies } from '@/lib/request/client-address';
import { startChecks } from './start-checks';

const base = { ADMIN_PASSWORD: undefined, ADMIN_PASSWORD_HASH: undefined, TRUSTED_PROXIES: parseTrustedProxies('1') };

describe('checks at server start', () => {
  it('refuses a weak ADMIN_PASSWORD', () => {
    expect(startChecks({ ...base, ADMIN_PASSWORD: 'admin12345678' }).fatal[0]).toMatch(/ADMIN_PASSWORD is weak: it contains "admin"/);
    expect(startChecks({ ...base, ADMIN_PASSWORD: 'short' }).fatal).toHaveLength(1);
  });

  it('starts with a strong password or a hash', () => {
    expect(startChecks({ ...base, ADMIN_PASSWORD: 'oyster-skiff-Mobjack-41' })).toEqual({ fatal: [], warnings: [] });
    expect(startChecks({ ...base, ADMIN_PASSWORD_HASH: 'scrypt:131072:8:1:pnbnOEq32XDfr6O_xb7yhA:QezahiedVCP4xAgj2iD9Xk7HMsyIF5ZPBSMC_NqJwZ8' }).fatal).toEqual([]);
  });

  it('warns that every visitor shares one allowance without TRUSTED_PROXIES', () => {
    expect(startChecks({ ...base, TRUSTED_PROXIES: parseTrustedProxies(undefined) }).warnings[0]).toMatch(/every visitor shares one allowance/);
  });
});
