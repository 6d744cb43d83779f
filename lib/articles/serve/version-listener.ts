import type { Client } from 'pg';
import { VERSION_CHANNEL } from './published-store';
import { errorText } from '@/lib/process/error-text';

/**
 * The "new article version" hint: LISTEN on a connection of its own (a pooled connection may be handed
 * to another query between notifications). When the connection fails or the server restarts, it
 * connects again after a growing pause, forever. A hint lost meanwhile costs nothing: every instance
 * also polls the version.
 */

export type VersionListener = { stop(): Promise<void> };

type ListenerOptions = {
  url: string;
  onHint: () => void;
  log?: Pick<Console, 'warn'>;
  /** First pause before connecting again; it doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
};

export function listenForVersions({ url, onHint, log = console, backoffMs = 500, maxBackoffMs = 30_000 }: ListenerOptions): VersionListener {
  let stopped = false;
  let client: Client | undefined;
  let pause = backoffMs;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function again(reason: string): void {
    if (stopped || retry) return;
    client = undefined;
    log.warn(`Articles: version hints lost (${reason}); listening again in ${pause} ms`);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, pause);
    retry.unref?.();
    pause = Math.min(pause * 2, maxBackoffMs);
  }

  async function connect(): Promise<void> {
    const { Client: PgClient } = await import('pg');
    const next = new PgClient({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on('error', (error) => {
      void next.end().catch(() => undefined);
      if (client === next) again(error.message);
    });
    next.on('end', () => {
      if (client === next) again('connection closed');
    });
    next.on('notification', (message) => {
      if (message.channel === VERSION_CHANNEL) onHint();
    });
    try {
      await next.connect();
      await next.query(`listen ${VERSION_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      again(errorText(error));
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    pause = backoffMs;
    // Whatever was published while no one listened.
    onHint();
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
