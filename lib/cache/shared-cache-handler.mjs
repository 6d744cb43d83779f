// Next's page and data cache in Redis, shared by every instance of one build (next.config.ts turns it
// on when REDIS_URL is set). Storage is @trieb.work/nextjs-turbo-redis-cache; this file decides when
// to ask it:
// - Redis is watched by a small client of its own that reconnects with backoff and pings every few
//   seconds. While it does not answer, every cache read is a miss and every write is skipped: pages
//   render uncached instead of waiting. A cache call that outlasts its timeout is given up (a miss),
//   so no page waits longer than that for Redis; a hung Redis (connected, silent) counts as down
//   once a ping outlasts its own timeout.
// - The outage is logged once when it starts and once when it ends, never per request.
// - The library is created only once Redis has answered: its tag maps sync at creation, and a
//   creation against an unreachable Redis would leave them waiting for good.
// - Keys start with CACHE_KEY_PREFIX (one per deployment) and the build id, so two builds never
//   read each other's pages, and every instance started from one build shares one set of keys.
// - Next's own not-found and global-error pages never change after the build: they are read from
//   the build folder (once per process) and never written to Redis (lib/cache/fixed-build-pages.mjs),
//   so an unknown address adds no key.
//
// Next loads this file itself (not bundled), so it reads process.env directly: next.config.ts has
// validated REDIS_URL and CACHE_KEY_PREFIX through lib/process/env.ts in this same process before any
// request is served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { createClient } from 'redis';
import { fixedBuildPage, readFixedBuildPage } from './fixed-build-pages.mjs';

/** A cache call that takes longer than this is given up (a miss, or a skipped write). */
const COMMAND_TIMEOUT_MS = 500;
/** How often the watcher pings Redis, and how long a ping may take. */
const PING_INTERVAL_MS = 2_000;
const PING_TIMEOUT_MS = 1_000;
/** Reconnection delays double from the first to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/** Exponential backoff for node-redis's reconnectStrategy (retries counts from 0). */
export function reconnectDelay(retries) {
  return Math.min(RECONNECT_FIRST_MS * 2 ** Math.min(retries, 16), RECONNECT_MAX_MS);
}

/** The deployment's prefix, then the build id: `tidewater:<build id>:` by default. */
export function sharedKeyPrefix(deploymentPrefix, buildId) {
  return `${deploymentPrefix || 'tidewater'}:${buildId}:`;
}

/**
 * How the library's own messages start when Redis cannot be reached. Each of its connections logs
 * every failed reconnection (several lines a second); during an outage that this file has already
 * reported, those lines say nothing new and are dropped. Any other message, and these same ones
 * while Redis is reachable, are printed as they come.
 */
const LIBRARY_OUTAGE_LINES = [
  'Redis client error',
  'Redis command error',
  'Subscriber client error',
  'Subscriber reconnect attempt',
  'Failed to reconnect Redis client',
  'Failed to connect Redis client',
  'Failed to connect subscriber client',
  'Error setting up pub/sub client',
  'Error during periodic resync',
  'RedisStringsHandler.get() Error',
  'RedisStringsHandler.set() Error',
  'RedisStringsHandler.revalidateTag() Error',
];

/**
 * node-redis's errors for a connection that is gone. The library leaves some of the promises they
 * reject unhandled (it rethrows from its own catch handlers), and Next logs each such rejection
 * ("unhandledRejection:", or the error alone for an uncaught exception) instead of ending the process.
 */
const CONNECTION_ERRORS = new Set(['SocketClosedUnexpectedlyError', 'ConnectionTimeoutError', 'ClientClosedError', 'ClientOfflineError', 'DisconnectsClientError', 'ReconnectStrategyError']);
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

function isConnectionError(value) {
  // node-redis's error classes keep the name 'Error': the class is told by its constructor.
  return value instanceof Error && (CONNECTION_ERRORS.has(value.constructor?.name) || CONNECTION_ERRORS.has(value.name) || CONNECTION_CODES.has(value.code));
}

/** Whether a console.error call is the library's (or Next's report of the library's) word on a lost connection. */
export function isLibraryOutageLine(args) {
  const [first] = args;
  if (typeof first === 'string' && LIBRARY_OUTAGE_LINES.some((start) => first.startsWith(start))) return true;
  if (args.length === 1) return isConnectionError(first);
  const rejection = args.findIndex((arg) => arg === 'unhandledRejection:' || arg === 'uncaughtException:');
  return rejection >= 0 && isConnectionError(args[rejection + 1]);
}

function quietLibraryDuringOutage(isDown, check) {
  const print = console.error;
  console.error = (...args) => {
    if (!isLibraryOutageLine(args)) return print.apply(console, args);
    if (isDown()) return;
    // The library's connections may notice a lost connection before the watcher does: check first,
    // and print the line only if Redis still answers (then it was about something else).
    void check().then(() => {
      if (!isDown()) print.apply(console, args);
    });
  };
}

/**
 * Keeps an 'error' listener on a node-redis client and on every client duplicated from it, whatever
 * removes them. node-redis reports a closed socket as an 'error' event, and an 'error' event with no
 * listener is thrown and ends the server. The cache library removes every 'error' listener from its
 * subscriber before disconnecting it to reconnect, so an outage at that moment would crash the
 * process; the outage itself is reported by the watcher below.
 */
export function keepErrorsHeard(client) {
  const ignore = () => {};
  client.on('error', ignore);
  const removeAllListeners = client.removeAllListeners;
  client.removeAllListeners = function (event, ...rest) {
    const result = removeAllListeners.call(this, event, ...rest);
    if (event === undefined || event === 'error') this.on('error', ignore);
    return result;
  };
  const duplicate = client.duplicate;
  client.duplicate = function (...args) {
    return keepErrorsHeard(duplicate.apply(this, args));
  };
  return client;
}

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The library's connections: its client (every later subscriber is duplicated from it) and the
 * subscribers its synced maps opened while it was being created.
 */
function guardLibraryClients(store) {
  keepErrorsHeard(store.client);
  for (const map of [store.sharedTagsMap, store.revalidatedTagsMap, store.inMemoryDeduplicationCache]) {
    if (map?.subscriberClient) keepErrorsHeard(map.subscriberClient);
  }
  return store;
}

class SharedCache {
  constructor(serverDistDir) {
    this.serverDistDir = serverDistDir;
    /** The fixed build pages read so far, by key: they never change while this build runs. */
    this.fixedPages = new Map();
    const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    this.redisUrl = process.env.REDIS_URL;
    this.keyPrefix = sharedKeyPrefix(process.env.CACHE_KEY_PREFIX?.trim(), buildId);
    this.reachable = false;
    this.outageLogged = false;
    this.store = undefined;
    this.watcher = createClient({
      url: this.redisUrl,
      // Fail at once while disconnected instead of queueing commands until Redis is back.
      disableOfflineQueue: true,
      socket: { connectTimeout: PING_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
    });
    // Connection errors surface as `reachable = false` below; the listener keeps them from being thrown.
    this.watcher.on('error', () => this.markDown());
    this.watcher.on('ready', () => void this.ping());
    this.watcher.connect().catch(() => this.markDown());
    // Down as soon as either side notices (the library's connections may see the socket close
    // first), and until the library's own connections are back after an outage (they retry on the
    // same backoff, so within its longest delay).
    this.quietUntil = 0;
    quietLibraryDuringOutage(() => !this.reachable || !this.watcher.isReady || Date.now() < this.quietUntil, () => this.ping());
    setInterval(() => void this.ping(), PING_INTERVAL_MS).unref();
  }

  async ping() {
    if (!this.watcher.isReady) return this.markDown();
    try {
      await withTimeout(this.watcher.ping(), PING_TIMEOUT_MS);
      await this.markUp();
    } catch {
      this.markDown();
    }
  }

  markDown() {
    this.reachable = false;
    if (this.outageLogged) return;
    this.outageLogged = true;
    console.error('Shared cache (Redis) unreachable: pages render without it until it answers again.');
  }

  async markUp() {
    if (this.reachable) return;
    // The library's expiry listeners need keyspace events; a Redis restarted with its defaults has
    // them off. A managed Redis that refuses CONFIG keeps whatever its operator set.
    const events = await this.watcher.configGet('notify-keyspace-events').catch(() => undefined);
    const current = events?.['notify-keyspace-events'];
    if (current !== undefined && !(current.includes('E') && (current.includes('A') || (current.includes('x') && current.includes('e'))))) {
      await this.watcher.configSet('notify-keyspace-events', `${current}Exe`).catch(() => undefined);
    }
    this.store ??= guardLibraryClients(new RedisStringsHandler({
      redisUrl: this.redisUrl,
      database: 0,
      keyPrefix: this.keyPrefix,
      getTimeoutMs: COMMAND_TIMEOUT_MS,
      // Every read goes to Redis: a page another instance rendered or expired is seen at once, never
      // an older copy kept in this process's memory.
      inMemoryCachingTime: 0,
      socketOptions: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
    }));
    this.reachable = true;
    if (this.outageLogged) {
      this.quietUntil = Date.now() + RECONNECT_MAX_MS + PING_INTERVAL_MS;
      console.log('Shared cache (Redis) reachable again.');
    }
    this.outageLogged = false;
  }

  /** A fixed page as the build wrote it (read once), or undefined when the build has none under this key. */
  buildPage(key) {
    let reading = this.fixedPages.get(key);
    if (!reading) {
      reading = readFixedBuildPage(this.serverDistDir, key);
      this.fixedPages.set(key, reading);
    }
    return reading;
  }

  /** Runs a cache call on the store, or answers `fallback` when Redis is down or slow. */
  async run(call, fallback) {
    if (!this.reachable || !this.store) return fallback;
    try {
      return await withTimeout(call(this.store), COMMAND_TIMEOUT_MS);
    } catch {
      // A slow call (a busy process, a large page) is not yet an outage: the ping decides.
      void this.ping();
      return fallback;
    }
  }
}

/** While `next build` prerenders there is no server yet: the build never reads or writes Redis. */
const offline = { run: (_call, fallback) => Promise.resolve(fallback), buildPage: () => Promise.resolve(undefined) };

// Next may load this file more than once in one process (the server and the route modules each
// import it): the one SharedCache of the process is kept on globalThis.
const SHARED = Symbol.for('tidewater.sharedCache');

function sharedCache(serverDistDir) {
  globalThis[SHARED] ??= process.env.NEXT_PHASE === 'phase-production-build' ? offline : new SharedCache(serverDistDir);
  return globalThis[SHARED];
}

/** The class Next instantiates (per request); every instance uses the process's one SharedCache. */
export default class SharedCacheHandler {
  constructor(context) {
    this.shared = sharedCache(context.serverDistDir);
  }

  async get(key, context) {
    const built = fixedBuildPage(key) ? await this.shared.buildPage(key) : undefined;
    return built ?? this.shared.run((store) => store.get(key, context), null);
  }

  async set(key, data, context) {
    // A fixed page's render is the build's own: the build folder already holds it for every instance.
    if (fixedBuildPage(key) && (await this.shared.buildPage(key))) return undefined;
    return this.shared.run((store) => store.set(key, data, context), undefined);
  }

  revalidateTag(tags, ...rest) {
    return this.shared.run((store) => store.revalidateTag(tags, ...rest), undefined);
  }

  resetRequestCache() {}
}
