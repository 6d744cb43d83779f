import { createClient } from 'redis';
import { serverEnv } from '@/lib/process/env';

type RedisClient = ReturnType<typeof createClient>;

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

// One connection per process for the health check, opened on first use and reconnecting with backoff.
let client: RedisClient | undefined;

function healthClient(url: string): RedisClient {
  if (client) return client;
  client = createClient({
    url,
    // A command fails at once while disconnected instead of waiting in a queue for Redis to return.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(RECONNECT_FIRST_MS * 2 ** Math.min(retries, 16), RECONNECT_MAX_MS) },
  });
  // The health answer reports the outage; the listener keeps connection errors from being thrown.
  client.on('error', () => undefined);
  client.connect().catch(() => undefined);
  return client;
}

/** PING the shared cache; null when no REDIS_URL is configured (a single server has no shared cache). */
export function sharedCachePing(): (() => Promise<unknown>) | null {
  const url = serverEnv().REDIS_URL;
  if (!url) return null;
  return async () => {
    const redis = healthClient(url);
    if (!redis.isReady) throw new Error('not connected');
    if ((await redis.ping()) !== 'PONG') throw new Error('unexpected answer');
  };
}

/** Closes the health check's connection (tests and shutdown). */
export async function closeSharedCachePing(): Promise<void> {
  const open = client;
  client = undefined;
  if (open?.isOpen) await open.disconnect();
}
