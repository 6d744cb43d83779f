import { processHolder } from '@/lib/process/singleton';
import { errorText } from './error-text';

/**
 * A clean stop of the server on SIGTERM (a deploy, `systemctl stop`, `docker stop`) and SIGINT
 * (Ctrl+C): background work stops at once, then the store is closed (its lock released), then the
 * process exits, within `drainMs + closeMs` whatever hangs.
 *
 * `next start` handles both signals itself: it stops taking connections, answers the requests in
 * flight, closes its own server and then calls process.exit. Those requests may still store leads,
 * so the store is closed only when Next asks to exit: that one call is held back until the store is
 * closed. When nobody else listens to the signal (NEXT_MANUAL_SIG_HANDLE set, or a plain Node
 * process) the store is closed and the process exits at once.
 */

/** Exit codes as Next's own handler gives them: 128 + the signal's number. */
export const SHUTDOWN_EXIT_CODES = { SIGTERM: 143, SIGINT: 130 } as const;
type ShutdownSignal = keyof typeof SHUTDOWN_EXIT_CODES;

export type ShutdownProcess = {
  on(signal: ShutdownSignal, listener: () => void): unknown;
  listenerCount(signal: ShutdownSignal): number;
  exit: (code?: number | string | null) => never;
};

export type ShutdownOptions = {
  /** Runs as soon as the signal arrives: no new background work starts. */
  stopWork: () => Promise<void>;
  /** Runs once the server has stopped answering (or after `drainMs`): closes the store. */
  close: () => Promise<void>;
  /** How long the server may take to answer the requests in flight before the store is closed anyway. */
  drainMs?: number;
  /** How long closing may take before the process exits anyway. */
  closeMs?: number;
  proc?: ShutdownProcess;
  log?: Pick<Console, 'error' | 'info'>;
};

// One list per process: every route bundle registers into the one list the signal handler reads.
const pendingWrites = () => processHolder('writesBeforeStoreCloses', () => new Set<() => Promise<void>>());

/** Work that must reach the store before it closes on a clean stop, such as counters held in memory. */
export function writeBeforeStoreCloses(write: () => Promise<void>): void {
  pendingWrites().add(write);
}

export function closeOnShutdown({ stopWork, close, drainMs = 5_000, closeMs = 3_000, proc = process, log = console }: ShutdownOptions): void {
  const exit = proc.exit.bind(proc);
  let stopping: Promise<void> | undefined;
  let finishing: Promise<void> | undefined;

  const finish = (code: number) => {
    finishing ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      const closing = (async () => {
        await stopping;
        await Promise.allSettled([...pendingWrites()].map((write) => write()));
        await close();
      })().catch((error: unknown) => log.error('The site database did not close cleanly:', errorText(error)));
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.error(`The site database did not close within ${closeMs / 1000} s; exiting anyway.`);
          resolve();
        }, closeMs);
      });
      await Promise.race([closing, late]);
      clearTimeout(timer);
      exit(code);
    })();
  };

  const onSignal = (signal: ShutdownSignal) => {
    if (stopping) return;
    log.info(`${signal}: closing the site database before exiting.`);
    stopping = stopWork().catch((error: unknown) => log.error('The outbox worker did not stop cleanly:', errorText(error)));
    proc.exit = ((code?: number | string | null) => finish(typeof code === 'number' ? code : SHUTDOWN_EXIT_CODES[signal])) as ShutdownProcess['exit'];
    if (proc.listenerCount(signal) > 1) {
      // Next will exit once its requests are answered; if it has not within drainMs, close anyway.
      setTimeout(() => finish(SHUTDOWN_EXIT_CODES[signal]), drainMs).unref();
    } else {
      finish(SHUTDOWN_EXIT_CODES[signal]);
    }
  };

  for (const signal of Object.keys(SHUTDOWN_EXIT_CODES) as ShutdownSignal[]) proc.on(signal, () => onSignal(signal));
}
