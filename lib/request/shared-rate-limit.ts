import { createHash } from 'node:crypto';
import type { RateLimiter, RateLimiterOptions, RateLimitResult } from './rate-limit';
import { errorText } from '@/lib/process/error-text';

/**
 * The same token bucket as createRateLimiter, kept in Redis so that every instance behind the load
 * balancer draws on one allowance per client: a client that alternates instances gets what one
 * instance would give. One round trip per request: a Lua script (run atomically by Redis) refills,
 * takes and stores the bucket, with Redis's own clock so that instances need not agree on time.
 * A bucket expires once it would have refilled, so Redis holds only clients seen in the last window.
 *
 * When Redis is unreachable the per-instance limiter answers instead (each instance its own
 * allowance, as without Redis), and the outage is logged once until Redis answers again.
 */

/** Matched to Redis's scripting rules: KEYS for the touched key, numbers returned as integers. */
export const TOKEN_BUCKET_SCRIPT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local take = ARGV[3] == '1'
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 't', 'u')
local rate = limit / window
local tokens = tonumber(stored[1]) or limit
local updated = tonumber(stored[2]) or now
tokens = math.min(limit, tokens + math.max(0, now - updated) * rate)
local allowed = 0
if tokens >= 1 then
  allowed = 1
  if take then
    tokens = tokens - 1
    redis.call('HSET', KEYS[1], 't', tostring(tokens), 'u', tostring(now))
    redis.call('PEXPIRE', KEYS[1], math.ceil((limit - tokens) / rate))
  end
end
local wait = 0
if allowed == 0 then wait = math.ceil((1 - tokens) / rate) end
return { allowed, math.floor(tokens), wait }
`;

export const TOKEN_BUCKET_SHA = createHash('sha1').update(TOKEN_BUCKET_SCRIPT).digest('hex');

/** The part of the `redis` client this uses (a kept, connected client). */
export type ScriptClient = {
  isReady: boolean;
  evalSha(sha: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
};

export type SharedLimiterOptions = {
  /** Names the allowance in Redis keys: tidewater:rl:{name}:{client}. */
  name: string;
  options: RateLimiterOptions;
  client: () => ScriptClient | undefined;
  /** Answers while Redis is down. */
  local: RateLimiter;
  log?: (message: string) => void;
};

function asResult(reply: unknown): RateLimitResult {
  const [allowed, remaining, wait] = Array.isArray(reply) ? reply.map(Number) : [];
  if (allowed === undefined || remaining === undefined || wait === undefined || [allowed, remaining, wait].some(Number.isNaN)) throw new Error('unexpected reply from the rate-limit script');
  return { allowed: allowed === 1, remaining, retryAfterMs: wait };
}

export function createSharedRateLimiter({ name, options, client, local, log = (message) => console.warn(message) }: SharedLimiterOptions): RateLimiter {
  let down = false;

  async function run(key: string, take: boolean): Promise<RateLimitResult> {
    const redis = client();
    try {
      if (!redis?.isReady) throw new Error('not connected');
      const call = { keys: [`tidewater:rl:${name}:${key}`], arguments: [String(options.limit), String(options.windowMs), take ? '1' : '0'] };
      let reply: unknown;
      try {
        reply = await redis.evalSha(TOKEN_BUCKET_SHA, call);
      } catch (error) {
        // The script is not cached yet (a new or restarted Redis): EVAL sends and caches it.
        if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
        reply = await redis.eval(TOKEN_BUCKET_SCRIPT, call);
      }
      const result = asResult(reply);
      if (down) {
        down = false;
        log(`Rate limits (${name}): Redis answers again; allowances are shared by all instances.`);
      }
      return result;
    } catch (error) {
      if (!down) {
        down = true;
        log(`Rate limits (${name}): Redis unavailable (${errorText(error)}); each instance limits on its own until it returns.`);
      }
      return take ? local.hit(key) : local.peek(key);
    }
  }

  return {
    hit: (key) => run(key, true),
    peek: (key) => run(key, false),
    reset: () => local.reset(),
  };
}
