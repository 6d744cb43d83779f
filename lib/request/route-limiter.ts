import { createClient } from 'redis';
import { serverEnv } from '@/lib/process/env';
import { allowanceFor } from './limits';
import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from './rate-limit';
import { createSharedRateLimiter, type ScriptClient } from './shared-rate-limit';

/**
 * The limiter a route uses, from this server's settings: the allowance as TRUSTED_PROXIES makes it
 * (one shared, larger allowance without trusted proxies, see allowanceFor), kept in Redis when
 * REDIS_URL is set (every instance shares it) and in this process otherwise. Built on first use, so
 * that nothing connects while the site is being built.
 */

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

let redis: ReturnType<typeof createClient> | undefined;

/** One kept connection per process for every allowance (and the console's login backoff); commands fail at once while it is down. */
export function limiterClient(url: string): ScriptClient {
  if (!redis) {
    redis = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(RECONNECT_FIRST_MS * 2 ** Math.min(retries, 16), RECONNECT_MAX_MS) },
    });
    // The limiter logs the outage once and falls back; the listener keeps errors from being thrown.
    redis.on('error', () => undefined);
    redis.connect().catch(() => undefined);
  }
  return redis as unknown as ScriptClient;
}

/**
 * `sharedWhenUntrusted: 'generous'` (the forms) multiplies the one allowance everyone shares without
 * trusted proxies; 'as-is' (wrong secrets, where the right secret always passes) keeps it.
 */
export function routeLimiter(name: string, options: RateLimiterOptions | (() => RateLimiterOptions), sharedWhenUntrusted: 'generous' | 'as-is' = 'generous'): RateLimiter {
  let built: RateLimiter | undefined;
  const limiter = (): RateLimiter => {
    if (built) return built;
    const env = serverEnv();
    const base = typeof options === 'function' ? options() : options;
    const allowance = sharedWhenUntrusted === 'generous' ? allowanceFor(base, env.TRUSTED_PROXIES) : base;
    const local = createRateLimiter(allowance);
    const url = env.REDIS_URL;
    built = url ? createSharedRateLimiter({ name, options: allowance, client: () => limiterClient(url), local }) : local;
    return built;
  };
  return {
    hit: (key) => limiter().hit(key),
    peek: (key) => limiter().peek(key),
    reset: () => limiter().reset(),
  };
}
