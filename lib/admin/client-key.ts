import { clientAddress, type TrustedProxies } from '@/lib/request/client-address';

/**
 * Whose login attempts count together: the client's address as the trusted proxies report it
 * (TRUSTED_PROXIES); without trusted proxies every client shares one bucket, because any address in
 * X-Forwarded-For could be forged to get a fresh allowance.
 */
export function loginClientKey(request: Request, trust: TrustedProxies): string {
  return `login:${clientAddress(request, trust)}`;
}
