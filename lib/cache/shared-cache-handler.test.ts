import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@/test/support/net';
import { SocketClosedUnexpectedlyError } from '@redis/client/dist/lib/errors';
import { isLibraryOutageLine } from './shared-cache-handler.mjs';

/**
 * The shared cache handler against a real redis-server, driven as Next drives it, in a process of its
 * own (test/support/cluster/cache-handler-scenario.mjs): Redis down when the server starts, hung
 * (SIGSTOP), stopped, and back each time.
 */

type Timed = { value: unknown; ms: number };
type Scenario = {
  downAtStart: Timed;
  startedToShared: number | null;
  key: string[];
  outageAtStartNoticed: number | null;
  hungGet: Timed;
  hungSet: Timed;
  hungLaterGet: Timed;
  resumedToShared: number | null;
  stoppedGets: Timed[];
  restartedToShared: number | null;
  lines: string[];
};

const SCRIPT = path.join(__dirname, '..', '..', 'test', 'support', 'cluster', 'cache-handler-scenario.mjs');
let scenario: Scenario;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, String(await freePort())], { timeout: 90_000 });
  scenario = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Scenario;
}, 100_000);

const count = (part: string) => scenario.lines.filter((line) => line.includes(part)).length;

describe('the shared cache handler', () => {
  it('answers a miss at once when Redis is down as the server starts, and shares once Redis is up', () => {
    expect(scenario.downAtStart.value).toBeNull();
    expect(scenario.downAtStart.ms).toBeLessThan(200);
    expect(scenario.startedToShared).not.toBeNull();
  });

  it('stores each entry under the deployment prefix and the build id, then the key Next gave', () => {
    expect(scenario.key).toEqual(['scenario:scenario-build:/route-cache/APP_PAGE/0f/$/blog/gutter-guards']);
  });

  it('never lets a hung Redis hold a page longer than the command timeout, then stops asking it', () => {
    expect(scenario.hungGet.value).toBeNull();
    expect(scenario.hungGet.ms).toBeLessThan(1_000);
    expect(scenario.hungSet.ms).toBeLessThan(1_000);
    expect(scenario.hungLaterGet.ms).toBeLessThan(100);
    expect(scenario.resumedToShared).not.toBeNull();
  });

  it('answers misses at once while Redis is stopped, and shares again when it is back on the same port', () => {
    expect(scenario.stoppedGets.map((get) => get.value)).toEqual([null, null, null, null, null]);
    expect(Math.max(...scenario.stoppedGets.map((get) => get.ms))).toBeLessThan(100);
    expect(scenario.restartedToShared).not.toBeNull();
  });

  it('logs each outage once when it starts and once when it ends, not every reconnection attempt', () => {
    // Three outages: Redis down as the server starts, hung, stopped.
    expect(scenario.outageAtStartNoticed).not.toBeNull();
    expect(count('Shared cache (Redis) unreachable')).toBe(3);
    expect(count('Shared cache (Redis) reachable again.')).toBe(3);
    expect(count('ECONNREFUSED')).toBe(0);
    // At most the library's own report of the one command that the hang cut short.
    expect(scenario.lines.length).toBeLessThanOrEqual(8);
  });

  it('survives a library connection that lost its error listeners when Redis goes away', async () => {
    const script = path.join(__dirname, '..', '..', 'test', 'support', 'cluster', 'unheard-error-scenario.mjs');
    const run = (mode: string) =>
      promisify(execFile)(process.execPath, [script, String(portForUnheard), mode], { timeout: 30_000 }).then(
        ({ stdout }) => stdout.trim(),
        (error: { stderr?: string }) => `ended: ${String(error.stderr).split('\n').find((line) => line.includes('Error')) ?? ''}`,
      );
    const portForUnheard = await freePort();
    expect(await run('bare')).toMatch(/^ended: .*Socket closed unexpectedly/);
    expect(await run('guarded')).toBe('survived');
  }, 60_000);

  it.each([
    ['the library client reporting an error', ['Redis client error', new Error('read ECONNRESET'), 0], true],
    ["Next's report of a rejection the library left unhandled", [' ⨯', 'unhandledRejection:', new SocketClosedUnexpectedlyError()], true],
    ["Next's report of an uncaught refused connection", [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' })], true],
    ['a rejection about something else', [' ⨯', 'unhandledRejection:', new TypeError('x is not a function')], false],
    ['any other message', ['Articles: refresh failed (timeout)'], false],
  ])('classifies %s (an outage line: %p)', (_label, args, outage) => {
    expect(isLibraryOutageLine(args)).toBe(outage);
  });
});
