import { createMetricsBuffer } from './buffer';
import type { MetricRow } from './rows';

const view = (path: string, count = 1): MetricRow => ({ path, metric: 'views', bucket: 0, count });

function recorder() {
  const writes: { day: string; rows: MetricRow[] }[] = [];
  return { writes, write: async (day: string, rows: readonly MetricRow[]) => void writes.push({ day, rows: rows.map((row) => ({ ...row })) }) };
}

describe('metrics buffer', () => {
  afterEach(() => jest.useRealTimers());

  it('sums the counts of many beacons and writes them together once per interval', async () => {
    jest.useFakeTimers();
    const { writes, write } = recorder();
    const buffer = createMetricsBuffer({ write, flushMs: 2_000 });
    for (let beacon = 0; beacon < 100; beacon += 1) buffer.add('2026-11-25', [view('/'), view('/contact')]);
    expect(writes).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(writes).toEqual([{ day: '2026-11-25', rows: [view('/', 100), view('/contact', 100)] }]);
    expect(buffer.size()).toBe(0);
  });

  it('writes each day apart and splits a large flush into bounded writes', async () => {
    const { writes, write } = recorder();
    const buffer = createMetricsBuffer({ write, rowsPerWrite: 2 });
    buffer.add('2026-11-24', [view('/a'), view('/b'), view('/c')]);
    buffer.add('2026-11-25', [view('/a')]);
    await buffer.flush();
    expect(writes.map((entry) => [entry.day, entry.rows.length])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-24', 1],
      ['2026-11-25', 1],
    ]);
  });

  it('keeps the counts of a failed write for the next flush, and loses none', async () => {
    const { writes, write } = recorder();
    let down = true;
    const log = { error: jest.fn() };
    const buffer = createMetricsBuffer({ write: (day, rows) => (down ? Promise.reject(new Error('database unavailable')) : write(day, rows)), log });
    buffer.add('2026-11-25', [view('/', 3)]);
    await buffer.flush();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('database unavailable'));
    buffer.add('2026-11-25', [view('/', 2)]);
    down = false;
    await buffer.flush();
    expect(writes).toEqual([{ day: '2026-11-25', rows: [view('/', 5)] }]);
  });

  it('holds a bounded number of counters: past the bound a flush starts and new counters are dropped', async () => {
    const { writes, write } = recorder();
    const buffer = createMetricsBuffer({ write, maxCounters: 2, flushMs: 60_000 });
    buffer.add('2026-11-25', [view('/a'), view('/b'), view('/c')]);
    await buffer.flush();
    expect(writes.flatMap((entry) => entry.rows.map((row) => row.path))).toEqual(['/a', '/b']);
  });
});
