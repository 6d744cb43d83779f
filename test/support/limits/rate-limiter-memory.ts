/**
 * Test helper process: fills a rate limiter with 100,000 records and prints, as JSON, how much the
 * heap grew (after a full collection before and after) and what the limiter still says about the
 * first and the last key. Run in a fresh process (node --expose-gc), so that no other test's objects
 * or garbage are in the reading:
 *   node --expose-gc --import tsx test/support/limits/rate-limiter-memory.ts
 */
import { createRateLimiter } from '@/lib/request/rate-limit';

const MINUTE = 60_000;
const key = (index: number) => `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::/64`;

async function main() {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc');
  const limiter = createRateLimiter({ limit: 5, windowMs: MINUTE, maxKeys: 100_000, now: () => 0 });
  collect();
  const before = process.memoryUsage().heapUsed;
  for (let index = 0; index < 100_000; index += 1) await limiter.hit(key(index));
  collect();
  const grown = process.memoryUsage().heapUsed - before;
  // Asked after the reading, which also keeps the limiter and its records alive through it.
  const first = await limiter.peek(key(0));
  const last = await limiter.peek(key(99_999));
  process.stdout.write(`${JSON.stringify({ grown, first: first.remaining, last: last.remaining })}\n`);
}

void main();
