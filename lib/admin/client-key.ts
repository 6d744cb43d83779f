import { clientKey } from '@/lib/contact/handle-request';

/**
 * Whose login attempts count together: the client's address as the proxy in front reports it, the
 * same key the contact form's flood limit uses. Kept in its own function so that it can follow the
 * site's trusted-proxy rule in one place.
 */
export function loginClientKey(request: Request): string {
  return `login:${clientKey(request)}`;
}
