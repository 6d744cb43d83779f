import { createHash } from 'node:crypto';
import type { ScriptClient } from '@/lib/request/shared-rate-limit';
import { FIRST_WAIT_MS, FORGET_AFTER_MS, FREE_FAILURES, maxWaitFor, type LoginBackoff } from './login-backoff';
import { errorText } from '@/lib/process/error-text';

/**
 * The console's per-address login backoff (lib/admin/login-backoff.ts), kept in Redis so that every
 * instance behind the load balancer sees the same failures: a guesser who alternates instances
 * waits as long as on one. Each step (how long to wait, a wrong password, a right one) is one round
 * trip: a Lua script that Redis runs atomically, with Redis's own clock, so two instances counting
 * failures at the same moment never lose one and need not agree on time. A record expires a day
 * after its last failure, so Redis holds only addresses that failed recently.
 *
 * When Redis is unreachable the per-instance backoff answers instead (each instance counts its own
 * failures, as without Redis), and the outage is logged once until Redis answers again.
 */

// cspell:ignore HGET HINCRBY HSET PEXPIRE (Redis commands)
/** ARGV: step ('wait' | 'fail' | 'clear'), free failures, first wait, longest wait, forget after (ms). Returns the wait in ms. */
export const LOGIN_BACKOFF_SCRIPT = `
local step = ARGV[1]
if step == 'clear' then
  redis.call('DEL', KEYS[1])
  return 0
end
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
if step == 'wait' then
  local untilMs = tonumber(redis.call('HGET', KEYS[1], 'u')) or 0
  return math.max(0, untilMs - now)
end
local free = tonumber(ARGV[2])
local first = tonumber(ARGV[3])
local longest = tonumber(ARGV[4])
local failures = redis.call('HINCRBY', KEYS[1], 'f', 1)
local wait = 0
if failures > free then wait = math.min(longest, first * 2 ^ math.min(30, failures - free - 1)) end
redis.call('HSET', KEYS[1], 'u', tostring(now + wait))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]))
return wait
`;

export const LOGIN_BACKOFF_SHA = createHash('sha1').update(LOGIN_BACKOFF_SCRIPT).digest('hex');

export type SharedLoginBackoffOptions = {
  client: () => ScriptClient | undefined;
  /** Answers while Redis is down. */
  local: LoginBackoff;
  /** The wait after the first wrong password beyond the free ones (doubled for each further one). */
  firstWaitMs?: number;
  log?: (message: string) => void;
};

export function createSharedLoginBackoff({ client, local, firstWaitMs = FIRST_WAIT_MS, log = (message) => console.warn(message) }: SharedLoginBackoffOptions): LoginBackoff {
  let down = false;

  async function run(step: 'wait' | 'fail' | 'clear', key: string, fallback: () => Promise<number>): Promise<number> {
    const redis = client();
    try {
      if (!redis?.isReady) throw new Error('not connected');
      const call = { keys: [`tidewater:login:${key}`], arguments: [step, String(FREE_FAILURES), String(firstWaitMs), String(maxWaitFor(key)), String(FORGET_AFTER_MS)] };
      let reply: unknown;
      try {
        reply = await redis.evalSha(LOGIN_BACKOFF_SHA, call);
      } catch (error) {
        // The script is not cached yet (a new or restarted Redis): EVAL sends and caches it.
        if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
        reply = await redis.eval(LOGIN_BACKOFF_SCRIPT, call);
      }
      const wait = Number(reply);
      if (!Number.isFinite(wait)) throw new Error('unexpected reply from the login backoff script');
      if (down) {
        down = false;
        log('Login backoff: Redis answers again; failures are counted across all instances.');
      }
      return wait;
    } catch (error) {
      if (!down) {
        down = true;
        log(`Login backoff: Redis unavailable (${errorText(error)}); each instance counts wrong passwords on its own until it returns.`);
      }
      return fallback();
    }
  }

  return {
    wait: (key) => run('wait', key, () => local.wait(key)),
    failed: async (key) => {
      await run('fail', key, async () => {
        await local.failed(key);
        return 0;
      });
    },
    succeeded: async (key) => {
      // The right password clears this instance's own record too (kept from an earlier outage).
      await local.succeeded(key);
      await run('clear', key, async () => 0);
    },
  };
}
