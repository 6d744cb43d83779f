import { randomBytes } from 'node:crypto';

/**
 * A bounded, in-memory rate limiter: a token bucket per client key (`limit` requests, refilled
 * evenly over `windowMs`), per server instance, with an injectable clock. Async, so that the shared
 * limiter (Redis, lib/request/shared-rate-limit.ts) has the same shape.
 *
 * A flood of new addresses must never push a real visitor into a shared allowance:
 * - the table holds up to `maxKeys` buckets, one small record per key (at most 256 bytes with the
 *   Map entry and the key: 100,000 keys take about 26 MB, see `approximateBytes`). Only a bucket
 *   that has refilled completely (it remembers nothing) is dropped to make room, so a visitor already in
 *   the table keeps their own allowance whatever the flood;
 * - a new key that finds the table full of unrefilled buckets is judged by a sketch instead: four
 *   rows of 65,536 counters (1 MB in all, for the current and the previous window), indexed by a
 *   keyed hash of the client key. It gives each key a stricter allowance of its own (`fallbackLimit`,
 *   half the limit by default); two keys share a count only when they collide in all four rows,
 *   which a flood of a million keys makes rare. Never one bucket for everyone.
 */

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };

export type RateLimiter = {
  /** Takes one request from the key's allowance. */
  hit(key: string): Promise<RateLimitResult>;
  /** Whether the key has a request left, without taking it. */
  peek(key: string): Promise<RateLimitResult>;
  reset(): void;
};

export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** Buckets held at once (fixed memory: one small record per key). */
  maxKeys?: number;
  /** Requests per window for a key judged by the sketch (the table was full); default half of `limit`. */
  fallbackLimit?: number;
  now?: () => number;
};

type Bucket = { tokens: number; updatedAt: number };

const DEFAULT_MAX_KEYS = 100_000;
/** Bytes one table record takes, measured on Node 20 with IPv6 /64 keys (Map entry, key, bucket). */
export const BYTES_PER_KEY = 256;
const SKETCH_ROWS = 4;
const SKETCH_WIDTH = 1 << 16;
/** Records checked from the least recently used end for one that can be dropped. */
const EVICTION_SCAN = 8;

/** The limiter's memory bound in bytes: the table at its largest plus the sketch. */
export function approximateBytes(maxKeys: number = DEFAULT_MAX_KEYS): number {
  return maxKeys * BYTES_PER_KEY + 2 * SKETCH_ROWS * SKETCH_WIDTH * 2;
}

/**
 * A count-min sketch of requests per key over a sliding window (current and previous window, the
 * previous weighted by how much of it still overlaps). Counters are 16-bit and saturate. The hash is
 * keyed with random bytes per process, so nobody can choose addresses that collide with a victim's.
 */
function createSketch(windowMs: number, now: () => number) {
  const seeds = new Uint32Array(randomBytes(4 * SKETCH_ROWS).buffer.slice(0));
  let current = new Uint16Array(SKETCH_ROWS * SKETCH_WIDTH);
  let previous = new Uint16Array(SKETCH_ROWS * SKETCH_WIDTH);
  let windowStart = now();

  function roll(time: number): void {
    const windows = Math.floor((time - windowStart) / windowMs);
    if (windows <= 0) return;
    if (windows === 1) {
      previous = current;
      current = new Uint16Array(SKETCH_ROWS * SKETCH_WIDTH);
    } else {
      previous.fill(0);
      current.fill(0);
    }
    windowStart += windows * windowMs;
  }

  /** FNV-1a over the key's UTF-16 code units, seeded per row. */
  function cells(key: string): number[] {
    const out: number[] = [];
    for (let row = 0; row < SKETCH_ROWS; row += 1) {
      let hash = (2166136261 ^ (seeds[row] ?? 0)) >>> 0;
      for (let index = 0; index < key.length; index += 1) {
        hash ^= key.charCodeAt(index);
        hash = Math.imul(hash, 16777619) >>> 0;
      }
      hash ^= hash >>> 15;
      hash = Math.imul(hash, 2246822507) >>> 0;
      hash ^= hash >>> 13;
      out.push(row * SKETCH_WIDTH + (hash & (SKETCH_WIDTH - 1)));
    }
    return out;
  }

  function estimate(indexes: number[], time: number): number {
    const overlap = Math.max(0, 1 - (time - windowStart) / windowMs);
    let least = Infinity;
    for (const index of indexes) least = Math.min(least, (current[index] ?? 0) + (previous[index] ?? 0) * overlap);
    return least;
  }

  return {
    count(key: string, time: number): { indexes: number[]; used: number; windowEndsIn: number } {
      roll(time);
      const indexes = cells(key);
      return { indexes, used: estimate(indexes, time), windowEndsIn: windowStart + windowMs - time };
    },
    /** Conservative update: only the rows at the minimum grow, which keeps collisions from inflating. */
    add(indexes: number[]): void {
      let least = Infinity;
      for (const index of indexes) least = Math.min(least, current[index] ?? 0);
      for (const index of indexes) if ((current[index] ?? 0) === least && least < 0xffff) current[index] = least + 1;
    },
    reset(time: number): void {
      current.fill(0);
      previous.fill(0);
      windowStart = time;
    },
  };
}

export function createRateLimiter({ limit, windowMs, maxKeys = DEFAULT_MAX_KEYS, fallbackLimit, now = Date.now }: RateLimiterOptions): RateLimiter {
  // Map order is least recently touched first: every hit re-inserts its key.
  const buckets = new Map<string, Bucket>();
  const ratePerMs = limit / windowMs;
  const strictLimit = Math.max(1, Math.min(limit, fallbackLimit ?? Math.floor(limit / 2)));
  const sketch = createSketch(windowMs, now);

  function refill(bucket: Bucket, time: number): void {
    const elapsed = Math.max(0, time - bucket.updatedAt);
    bucket.tokens = Math.min(limit, bucket.tokens + elapsed * ratePerMs);
    bucket.updatedAt = time;
  }

  function isFull(bucket: Bucket, time: number): boolean {
    return bucket.tokens + Math.max(0, time - bucket.updatedAt) * ratePerMs >= limit;
  }

  /** Makes room for one more record when a refilled one can go; false when the table is full of live ones. */
  function makeRoom(time: number): boolean {
    if (buckets.size < maxKeys) return true;
    let scanned = 0;
    for (const [key, bucket] of buckets) {
      if (isFull(bucket, time)) {
        buckets.delete(key);
        return true;
      }
      scanned += 1;
      if (scanned >= EVICTION_SCAN) break;
    }
    return false;
  }

  function touch(key: string): Bucket | undefined {
    const existing = buckets.get(key);
    if (!existing) return undefined;
    buckets.delete(key);
    buckets.set(key, existing);
    return existing;
  }

  function bucketResult(bucket: Bucket, allowed: boolean): RateLimitResult {
    const missing = Math.max(0, 1 - bucket.tokens);
    return { allowed, remaining: Math.floor(bucket.tokens), retryAfterMs: allowed ? 0 : Math.ceil(missing / ratePerMs) };
  }

  function sketchResult(key: string, time: number, take: boolean): RateLimitResult {
    const { indexes, used, windowEndsIn } = sketch.count(key, time);
    const allowed = used + 1 <= strictLimit;
    if (allowed && take) sketch.add(indexes);
    const remaining = Math.max(0, Math.floor(strictLimit - used - (allowed && take ? 1 : 0)));
    return { allowed, remaining, retryAfterMs: allowed ? 0 : Math.max(1, Math.ceil(windowEndsIn)) };
  }

  function hitNow(key: string): RateLimitResult {
    const time = now();
    let bucket = touch(key);
    if (!bucket) {
      if (!makeRoom(time)) return sketchResult(key, time, true);
      bucket = { tokens: limit, updatedAt: time };
      buckets.set(key, bucket);
    }
    refill(bucket, time);
    if (bucket.tokens < 1) return bucketResult(bucket, false);
    bucket.tokens -= 1;
    return bucketResult(bucket, true);
  }

  function peekNow(key: string): RateLimitResult {
    const time = now();
    const existing = buckets.get(key);
    if (existing) {
      refill(existing, time);
      return bucketResult(existing, existing.tokens >= 1);
    }
    if (buckets.size < maxKeys) return { allowed: true, remaining: limit, retryAfterMs: 0 };
    // Would this key get a record? Only if a refilled one could go; else the sketch judges it.
    let scanned = 0;
    for (const bucket of buckets.values()) {
      if (isFull(bucket, time)) return { allowed: true, remaining: limit, retryAfterMs: 0 };
      scanned += 1;
      if (scanned >= EVICTION_SCAN) break;
    }
    return sketchResult(key, time, false);
  }

  return {
    hit: async (key) => hitNow(key),
    peek: async (key) => peekNow(key),
    reset() {
      buckets.clear();
      sketch.reset(now());
    },
  };
}
