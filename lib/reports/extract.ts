import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageText } from './findings';

/**
 * A PDF's text, read off the request path in a worker thread with a memory ceiling and a time limit.
 * A worker that runs out of either is ended; the report is then kept for the owner to read. At most
 * PARALLEL_READS run at once per server, the rest wait their turn, so ten uploads at once never take
 * every core from the pages.
 */

export type ExtractLimits = {
  /** Wall time for one report, from the start of its read. */
  timeMs: number;
  /** V8's old-space ceiling for the worker. */
  memoryMb: number;
  /** Pages read at most (later pages are left to the owner). */
  maxPages: number;
};

export const EXTRACT_LIMITS: ExtractLimits = { timeMs: 20_000, memoryMb: 192, maxPages: 300 };

export type ExtractResult =
  | { ok: true; pageCount: number; pages: PageText[]; characters: number; ms: number; /** The worker's heap at the end of the read. */ heapMb?: number }
  | { ok: false; reason: 'encrypted' | 'unreadable' | 'too_slow' | 'too_large_to_read'; ms: number };

/** The worker is plain JavaScript beside this file in the project (never bundled). */
export function workerFile(): string {
  return path.join(process.cwd(), 'lib', 'reports', 'text-worker.mjs');
}

/**
 * Reads at once: one core is always left to the pages (on this two-core server, one read at a time,
 * the others queued; measured by `npm run bench:reports`, page p95 under ten uploads vs idle).
 */
const PARALLEL_READS = Math.max(1, Math.min(2, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= PARALLEL_READS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

export async function extractText(bytes: Uint8Array, limits: ExtractLimits = EXTRACT_LIMITS): Promise<ExtractResult> {
  const release = await turn();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    // The worker gets its own copy: the caller keeps the original bytes to store.
    const data = new Uint8Array(bytes);
    return await new Promise<ExtractResult>((resolve) => {
      const worker = new Worker(workerFile(), {
        workerData: { data, maxPages: limits.maxPages },
        transferList: [data.buffer],
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        stdout: true,
        stderr: true,
      });
      // pdf.js warnings describe the file, not the visitor; they are not worth a log line each.
      worker.stdout.resume();
      worker.stderr.resume();
      let settled = false;
      const finish = (result: ExtractResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(result);
      };
      const timer = setTimeout(() => finish({ ok: false, reason: 'too_slow', ms: elapsed() }), limits.timeMs);
      worker.on('message', (message: { ok: true; pageCount: number; pages: PageText[]; characters: number; heapMb: number } | { ok: false; reason: 'encrypted' | 'unreadable' }) =>
        finish({ ...message, ms: elapsed() }),
      );
      worker.on('error', (error: Error & { code?: string }) =>
        finish({ ok: false, reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large_to_read' : 'unreadable', ms: elapsed() }),
      );
      worker.on('exit', () => finish({ ok: false, reason: 'unreadable', ms: elapsed() }));
    });
  } finally {
    release();
  }
}
