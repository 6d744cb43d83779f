import type { RateLimiterOptions } from './rate-limit';

/**
 * Allowances of the public POST routes, per client (an IPv4 address or an IPv6 /64, see
 * clientAddress) and per server instance. `newKeysPerWindow` bounds what rotating addresses can
 * get through in one window: beyond it, new clients share one overflow allowance.
 */
export const POST_LIMITS = {
  /** The contact form: 5 requests per 10 minutes; at most 100 new senders per 10 minutes get their own. */
  contact: { limit: 5, windowMs: 10 * 60 * 1000, maxKeys: 10_000, newKeysPerWindow: 100 },
  /** Newsletter sign-ups: 5 per 10 minutes. */
  newsletter: { limit: 5, windowMs: 10 * 60 * 1000, maxKeys: 10_000, newKeysPerWindow: 100 },
  /** Page-view beacons: 60 per 10 minutes (one per page a visitor leaves); 1,000 new senders per 10 minutes. */
  vitals: { limit: 60, windowMs: 10 * 60 * 1000, maxKeys: 10_000, newKeysPerWindow: 1000 },
  /** Inspection report uploads: 12 reports read per hour (a visitor who picks a wrong file has room); 100 new senders per hour. */
  upload: { limit: 12, windowMs: 60 * 60 * 1000, maxKeys: 10_000, newKeysPerWindow: 100 },
} as const satisfies Record<string, RateLimiterOptions>;

/**
 * The blog search endpoint (GET): 120 searches per minute per client, about one every half second
 * all minute long, far above a reader who types and pauses; at most 1,000 new clients a minute get
 * their own allowance.
 */
export const SEARCH_LIMITS = { limit: 120, windowMs: 60 * 1000, maxKeys: 10_000, newKeysPerWindow: 1_000 } as const satisfies RateLimiterOptions;

/** Largest body each route reads, in bytes: far above any valid request, far below harm. */
export const POST_MAX_BYTES = {
  /** A 5,000-character message in any script (up to 4 bytes per character) plus the short fields. */
  contact: 32 * 1024,
  newsletter: 2 * 1024,
  /** One 25 MB PDF plus the multipart envelope (boundaries, headers, the short fields). */
  upload: 25 * 1024 * 1024 + 64 * 1024,
} as const;

/** A filled honeypot field marks a bot: it gets the answer a person would, and nothing happens. */
export function honeypotFilled(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  return typeof value === 'string' && value.trim() !== '';
}
