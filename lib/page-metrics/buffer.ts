import type { MetricRow } from './rows';
import { errorText } from '@/lib/process/error-text';

/**
 * Beacons add to counters held in memory, written to the database together every `flushMs`: a busy
 * site costs the database a few statements per interval instead of one per beacon, so counting
 * visitors does not take the CPU their pages need. Counts with the same day, page, metric and bucket
 * are summed before they are written, and the write adds them to the stored rows, so several
 * instances flushing at once still add up. A failed write keeps its counts for the next flush. What a
 * crash loses is at most one interval of counts (page statistics, not leads).
 */

export type MetricsBuffer = {
  add(day: string, rows: readonly MetricRow[]): void;
  /** Writes everything held now (the timer calls it; tests and a stop may too). */
  flush(): Promise<void>;
  /** Distinct counters held. */
  size(): number;
};

export type MetricsBufferOptions = {
  write: (day: string, rows: readonly MetricRow[]) => Promise<void>;
  flushMs?: number;
  /** Counters held at most; a beacon that would add new ones beyond it starts a flush and is dropped. */
  maxCounters?: number;
  /** Rows per write (PostgreSQL binds at most 65,535 values in one statement). */
  rowsPerWrite?: number;
  log?: Pick<Console, 'error'>;
};

type Held = { day: string; row: MetricRow };

export function createMetricsBuffer({ write, flushMs = 2_000, maxCounters = 20_000, rowsPerWrite = 1_000, log = console }: MetricsBufferOptions): MetricsBuffer {
  let held = new Map<string, Held>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const keyOf = (day: string, row: MetricRow) => `${day}\u0000${row.path}\u0000${row.metric}\u0000${row.bucket}`;

  function hold(day: string, row: MetricRow): boolean {
    const key = keyOf(day, row);
    const entry = held.get(key);
    if (entry) {
      entry.row.count += row.count;
      return true;
    }
    if (held.size >= maxCounters) return false;
    held.set(key, { day, row: { ...row } });
    return true;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs);
    // The timer never keeps a process alive on its own.
    timer.unref?.();
  }

  async function writeBatch(batch: Map<string, Held>) {
    const byDay = new Map<string, MetricRow[]>();
    for (const { day, row } of batch.values()) {
      const rows = byDay.get(day) ?? [];
      rows.push(row);
      byDay.set(day, rows);
    }
    for (const [day, rows] of byDay) {
      for (let start = 0; start < rows.length; start += rowsPerWrite) {
        const chunk = rows.slice(start, start + rowsPerWrite);
        try {
          await write(day, chunk);
        } catch (error) {
          // Kept for the next flush: the database may be back by then.
          for (const row of chunk) hold(day, row);
          schedule();
          log.error(`Page metrics not written yet (${chunk.length} counters kept for the next try): ${errorText(error)}`);
        }
      }
    }
  }

  function flush(): Promise<void> {
    // One write at a time, in order: a flush asked for during a write runs after it.
    writing = writing.then(async () => {
      if (held.size === 0) return;
      const batch = held;
      held = new Map();
      await writeBatch(batch);
    });
    return writing;
  }

  return {
    add(day, rows) {
      let full = false;
      for (const row of rows) if (!hold(day, row)) full = true;
      if (full) void flush();
      else schedule();
    },
    flush,
    size: () => held.size,
  };
}
