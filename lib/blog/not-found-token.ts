import { randomUUID } from 'node:crypto';

/**
 * The value of BLOG_NOT_FOUND_HEADER on the proxy's own request for a blog 404 page: random per server
 * process and shared through globalThis, so the page answers only the proxy, never a visitor who sets
 * the header.
 */
const KEY = Symbol.for('tidewater.blogNotFoundToken');
const holder = globalThis as Record<symbol, string | undefined>;

export function blogNotFoundToken(): string {
  holder[KEY] ??= randomUUID();
  return holder[KEY];
}
