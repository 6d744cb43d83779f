import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageText } from './findings';

/**
 * A PDF's text, read off the request path in a worker thread with a memory ceiling and a time limit.
 * The worker is kept between reports, so pdf.js is loaded once rather than for every upload; a worker
 * past its time limit, out of memory, or that failed a read is ended and the next report gets a new
 * one, and a worker left idle is ended too. A report read past the limits is kept for the owner to
 * read. At most PARALLEL_READS run at once per server, the rest wait their turn in the order they
 * came, so ten uploads at once never take every core from the pages.
 */

export type ExtractLimits = {
  /** Wall time for one report, from the start of its read (time spent waiting for a turn is not counted). */
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
export const PARALLEL_READS = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * How long a worker is kept without a report to read: long enough for the uploads of a busy hour to
 * find pdf.js loaded, short enough that a quiet site does not hold the worker's memory for nothing
 * (about 120 MB of the process's resident memory after a 60-page report, the same after ten more:
 * nothing of one report is kept for the next).
 */
export const READER_IDLE_MS = 120_000;

export type ReaderOptions = {
  /** Reads at once. */
  parallel: number;
  /** A worker without a report for this long is ended. */
  idleMs: number;
  /** The worker script (tests give one of their own). */
  file: string;
};

export type TextReader = {
  read(bytes: Uint8Array, limits?: ExtractLimits): Promise<ExtractResult>;
  /** Workers alive now, idle or reading. */
  workers(): number;
  /** Workers started since the reader was made. */
  started(): number;
  /** Ends every worker; reads still queued or running answer 'unreadable'. */
  close(): Promise<void>;
};

type WorkerAnswer = { id: number; result: { ok: true; pageCount: number; pages: PageText[]; characters: number; heapMb: number } | { ok: false; reason: 'encrypted' | 'unreadable' } };

type Job = { bytes: Uint8Array; limits: ExtractLimits; resolve: (result: ExtractResult) => void };

type Slot = {
  worker: Worker;
  memoryMb: number;
  /** Whether it is reading a report now. */
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
  /** Called with what ended the worker while it read (set only during a read). */
  onEnd?: (reason: 'too_large_to_read' | 'unreadable') => void;
};

export function createTextReader(options: ReaderOptions): TextReader {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let reading = 0;
  let nextId = 1;
  let startedCount = 0;
  let closed = false;

  const retire = (slot: Slot) => {
    clearTimeout(slot.idleTimer);
    slots.delete(slot);
    void slot.worker.terminate();
  };

  const spawn = (memoryMb: number): Slot => {
    const worker = new Worker(options.file, {
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    startedCount += 1;
    // An idle worker never keeps the process alive; a read in progress does, through its time limit.
    // (Its console is silenced inside the worker rather than piped here: a piped stdout would hold
    // the process open.)
    worker.unref();

    const slot: Slot = { worker, memoryMb, busy: false };
    worker.on('error', (error: Error & { code?: string }) => {
      slots.delete(slot);
      slot.onEnd?.(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large_to_read' : 'unreadable');
    });
    worker.on('exit', () => {
      clearTimeout(slot.idleTimer);
      slots.delete(slot);
      slot.onEnd?.('unreadable');
    });
    slots.add(slot);
    return slot;
  };

  /** An idle worker with this memory ceiling, or a new one (an idle worker with another ceiling makes room). */
  const slotFor = (memoryMb: number): Slot => {
    const idle = [...slots].filter((slot) => !slot.busy);
    const same = idle.find((slot) => slot.memoryMb === memoryMb);
    if (same) return same;
    if (slots.size >= options.parallel && idle[0]) retire(idle[0]);
    return spawn(memoryMb);
  };

  const run = (job: Job) => {
    reading += 1;
    const slot = slotFor(job.limits.memoryMb);
    slot.busy = true;
    clearTimeout(slot.idleTimer);
    const id = nextId++;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let settled = false;
    const finish = (result: ExtractResult, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.onEnd = undefined;
      slot.busy = false;
      if (keepWorker && !closed && slots.has(slot)) {
        slot.idleTimer = setTimeout(() => retire(slot), options.idleMs);
        slot.idleTimer.unref();
      } else retire(slot);
      reading -= 1;
      job.resolve(result);
      next();
    };
    const onMessage = ({ id: answered, result }: WorkerAnswer) => {
      if (answered !== id) return;
      // Only a worker that finished its read cleanly is kept: one that met a damaged file starts afresh.
      finish({ ...result, ms: elapsed() }, result.ok || result.reason === 'encrypted');
    };
    slot.onEnd = (reason) => finish({ ok: false, reason, ms: elapsed() }, false);
    slot.worker.on('message', onMessage);
    const timer = setTimeout(() => finish({ ok: false, reason: 'too_slow', ms: elapsed() }, false), job.limits.timeMs);
    // The worker gets its own copy: the caller keeps the original bytes to store.
    const data = new Uint8Array(job.bytes);
    slot.worker.postMessage({ id, data, maxPages: job.limits.maxPages }, [data.buffer]);
  };

  const next = () => {
    while (reading < options.parallel && queue.length > 0) run(queue.shift()!);
  };

  return {
    read(bytes, limits = EXTRACT_LIMITS) {
      if (closed) return Promise.resolve({ ok: false, reason: 'unreadable', ms: 0 });
      return new Promise<ExtractResult>((resolve) => {
        queue.push({ bytes, limits, resolve });
        next();
      });
    },
    workers: () => slots.size,
    started: () => startedCount,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ ok: false, reason: 'unreadable', ms: 0 });
      await Promise.all([...slots].map(async (slot) => {
        clearTimeout(slot.idleTimer);
        slots.delete(slot);
        slot.onEnd?.('unreadable');
        await slot.worker.terminate();
      }));
    },
  };
}

let serverReader: TextReader | undefined;

/** This process's reader, made on the first report. */
export function textReader(): TextReader {
  serverReader ??= createTextReader({ parallel: PARALLEL_READS, idleMs: READER_IDLE_MS, file: workerFile() });
  return serverReader;
}

export function extractText(bytes: Uint8Array, limits: ExtractLimits = EXTRACT_LIMITS): Promise<ExtractResult> {
  return textReader().read(bytes, limits);
}
