/**
 * A bounded, in-memory rate limiter: a token bucket per client key (`limit` requests, refilled
 * evenly over `windowMs`), per server instance, with an injectable clock.
 *
 * Rotating keys must end in 429, never in forgetting real clients: the table holds at most `maxKeys`
 * buckets, and only a bucket that has refilled completely (it remembers nothing) is ever dropped to
 * make room. A new key that finds no room, or arrives after `newKeysPerWindow` new keys in the current
 * window, shares one overflow bucket with every other such key.
 */

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };

export type RateLimiter = {
  /** Takes one request from the key's allowance. */
  hit(key: string): RateLimitResult;
  /** Whether the key has a request left, without taking it. */
  peek(key: string): RateLimitResult;
  reset(): void;
};

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** Buckets held at once (fixed memory: one small object per key). */
  maxKeys?: number;
  /** New keys admitted to their own bucket per window; later ones share the overflow bucket. */
  newKeysPerWindow?: number;
  now?: () => number;
};

type Bucket = { tokens: number; updatedAt: number };

/** The key shared by clients that arrive when the table is full or the new-key budget is spent. */
export const OVERFLOW_KEY = '\u0000overflow';

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, newKeysPerWindow = maxKeys, now = Date.now }: RateLimiterOptions): RateLimiter {
  // Map order is least recently touched first: every hit re-inserts its key.
  const buckets = new Map<string, Bucket>();
  let overflow: Bucket = { tokens: limit, updatedAt: now() };
  let newKeys = { windowStart: now(), count: 0 };
  const ratePerMs = limit / windowMs;

  function refill(bucket: Bucket, time: number): void {
    const elapsed = Math.max(0, time - bucket.updatedAt);
    bucket.tokens = Math.min(limit, bucket.tokens + elapsed * ratePerMs);
    bucket.updatedAt = time;
  }

  function isFull(bucket: Bucket, time: number): boolean {
    return bucket.tokens + Math.max(0, time - bucket.updatedAt) * ratePerMs >= limit;
  }

  function admitNewKey(time: number): boolean {
    if (time - newKeys.windowStart >= windowMs) newKeys = { windowStart: time, count: 0 };
    if (newKeys.count >= newKeysPerWindow) return false;
    if (buckets.size >= maxKeys) {
      const [oldestKey, oldest] = buckets.entries().next().value ?? [];
      if (oldestKey === undefined || !oldest || !isFull(oldest, time)) return false;
      buckets.delete(oldestKey);
    }
    newKeys.count += 1;
    return true;
  }

  function bucketFor(key: string, time: number, create: boolean): Bucket | undefined {
    const existing = buckets.get(key);
    if (existing) {
      buckets.delete(key);
      buckets.set(key, existing);
      return existing;
    }
    if (!create) return undefined;
    if (!admitNewKey(time)) return overflow;
    const bucket = { tokens: limit, updatedAt: time };
    buckets.set(key, bucket);
    return bucket;
  }

  function result(bucket: Bucket, allowed: boolean): RateLimitResult {
    const missing = Math.max(0, 1 - bucket.tokens);
    return { allowed, remaining: Math.floor(bucket.tokens), retryAfterMs: allowed ? 0 : Math.ceil(missing / ratePerMs) };
  }

  return {
    hit(key) {
      const time = now();
      const bucket = bucketFor(key, time, true) ?? overflow;
      refill(bucket, time);
      if (bucket.tokens < 1) return result(bucket, false);
      bucket.tokens -= 1;
      return result(bucket, true);
    },
    peek(key) {
      const time = now();
      const existing = buckets.get(key);
      if (!existing) {
        // A key that would land in the overflow bucket is judged by it.
        const budgetSpent = newKeys.count >= newKeysPerWindow && time - newKeys.windowStart < windowMs;
        const [, oldest] = buckets.entries().next().value ?? [];
        const tableFull = buckets.size >= maxKeys && !(oldest && isFull(oldest, time));
        const wouldOverflow = budgetSpent || tableFull;
        if (!wouldOverflow) return { allowed: true, remaining: limit, retryAfterMs: 0 };
        refill(overflow, time);
        return result(overflow, overflow.tokens >= 1);
      }
      refill(existing, time);
      return result(existing, existing.tokens >= 1);
    },
    reset() {
      buckets.clear();
      overflow = { tokens: limit, updatedAt: now() };
      newKeys = { windowStart: now(), count: 0 };
    },
  };
}
