import type { TrustedProxies } from './client-address';
import type { RateLimiterOptions } from './rate-limit';

/**
 * Allowances of the public routes, per client (an IPv4 address or an IPv6 /64, see clientAddress);
 * per server instance, or shared by all instances through Redis when REDIS_URL is set. Each table
 * holds up to `maxKeys` clients of their own (at most 256 bytes each: 100,000 clients take about
 * 26 MB, plus 1 MB for the fallback sketch); past that, newcomers get half the allowance each, never
 * a shared one (lib/request/rate-limit.ts).
 */
export const POST_LIMITS = {
  /** The contact form: 5 requests per 10 minutes. */
  contact: { limit: 5, windowMs: 10 * 60 * 1000, maxKeys: 100_000 },
  /** Newsletter sign-ups: 5 per 10 minutes. */
  newsletter: { limit: 5, windowMs: 10 * 60 * 1000, maxKeys: 100_000 },
  /** Page-view beacons: 60 per 10 minutes (one per page a visitor leaves). */
  vitals: { limit: 60, windowMs: 10 * 60 * 1000, maxKeys: 100_000 },
  /** Inspection report uploads: 12 reports read per hour (a visitor who picks a wrong file has room). */
  upload: { limit: 12, windowMs: 60 * 60 * 1000, maxKeys: 100_000 },
} as const satisfies Record<string, RateLimiterOptions>;

/**
 * The blog search (the API and the /blog/search page): 120 searches per minute per client, about one
 * every half second all minute long, far above a reader who types and pauses.
 */
export const SEARCH_LIMITS = { limit: 120, windowMs: 60 * 1000, maxKeys: 100_000 } as const satisfies RateLimiterOptions;

/**
 * Without TRUSTED_PROXIES no address can be told from a forged one, so every visitor shares one
 * allowance (DIRECT_CLIENT). It is this many times a single client's, so that the form stays usable
 * for real visitors (100 contact requests per 10 minutes, far above this business's leads) while a
 * flood is still bounded. The server warns about it at start, and so does the doctor.
 */
export const SHARED_ALLOWANCE_FACTOR = 20;

/** The allowance a route uses under this proxy setting (see SHARED_ALLOWANCE_FACTOR). */
export function allowanceFor<T extends RateLimiterOptions>(options: T, trust: TrustedProxies): T {
  return trust.kind === 'none' ? { ...options, limit: options.limit * SHARED_ALLOWANCE_FACTOR } : options;
}

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
