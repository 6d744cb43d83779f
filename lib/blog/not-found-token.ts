import { randomUUID } from 'node:crypto';
import { processHolder } from '@/lib/process/singleton';

/**
 * The value of BLOG_NOT_FOUND_HEADER on the proxy's own request for a blog 404 page: random per server
 * process and shared through globalThis, so the page answers only the proxy, never a visitor who sets
 * the header.
 */
export function blogNotFoundToken(): string {
  return processHolder('blogNotFoundToken', () => ({ token: randomUUID() })).token;
}
