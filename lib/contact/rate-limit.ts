/**
 * A fixed-size, in-memory sliding-window rate limiter: at most `limit` hits per key within
 * `windowMs`. Per server instance only, which is enough to stop one client flooding the contact
 * webhook; the clock is injectable so tests need no timers.
 */

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };

export type RateLimiter = { hit(key: string): RateLimitResult; reset(): void };

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys tracked at once; the oldest are dropped beyond it, so memory stays bounded. */
  maxKeys?: number;
};

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 10_000 }: RateLimiterOptions): RateLimiter {
  const hits = new Map<string, number[]>();

  return {
    hit(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((stamp) => time - stamp < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? time;
        return { allowed: false, remaining: 0, retryAfterMs: Math.max(0, oldest + windowMs - time) };
      }
      recent.push(time);
      // Re-insert so that Map order stays least-recently-used first.
      hits.delete(key);
      hits.set(key, recent);
      while (hits.size > maxKeys) {
        const first = hits.keys().next().value;
        if (first === undefined) break;
        hits.delete(first);
      }
      return { allowed: true, remaining: limit - recent.length, retryAfterMs: 0 };
    },
    reset() {
      hits.clear();
    },
  };
}

/** 5 requests per 10 minutes per client (the contact form's flood limit). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;
