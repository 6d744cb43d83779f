import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTextReader, EXTRACT_LIMITS, workerFile, type ExtractResult, type TextReader } from './extract';
import { CORPUS_DIR } from '@/test/support/reports/score';
import { decompressionBomb } from '@/test/support/reports/hostile';

/**
 * The warm reader: one worker thread kept between reports (pdf.js loaded once), under the same
 * memory ceiling, time limit and number of reads at once as a worker per report had, and replaced
 * whenever it ran out of time or memory or failed a read.
 */

const sample = (name: string) => readFile(path.join(CORPUS_DIR, name)).then((buffer) => new Uint8Array(buffer));
const hostile = (name: string) => sample(path.join('hostile', name));
/** A read's result without what varies from run to run (its time and the worker's heap). */
const content = (result: ExtractResult): Partial<ExtractResult> => {
  const rest: Partial<ExtractResult> = { ...result };
  delete rest.ms;
  if ('heapMb' in rest) delete rest.heapMb;
  return rest;
};

let readers: TextReader[] = [];
const reader = (options: Partial<Parameters<typeof createTextReader>[0]> = {}) => {
  const made = createTextReader({ parallel: 1, idleMs: 60_000, file: workerFile(), ...options });
  readers.push(made);
  return made;
};

afterEach(async () => {
  await Promise.all(readers.map((made) => made.close()));
  readers = [];
});

describe('the warm report reader', () => {
  it('reads the next report with the worker of the one before, and the second read answers as a fresh worker would', async () => {
    const warm = reader();
    const letter = await sample('letter-chesapeake.pdf');
    const spectora = await sample('spectora-hampton.pdf');
    const first = await warm.read(letter);
    const second = await warm.read(spectora);
    expect(first).toMatchObject({ ok: true, pageCount: 5 });
    expect(second).toMatchObject({ ok: true, pageCount: 15 });
    expect(warm.started()).toBe(1);
    expect(warm.workers()).toBe(1);
    // Nothing of the first report is left in the worker: the second reads exactly as on a worker of its own.
    const fresh = await reader().read(spectora);
    expect(content(second)).toEqual(content(fresh));
    // And the first report again, after the second, is read as the first time.
    expect(content(await warm.read(letter))).toEqual(content(first));
    expect(warm.started()).toBe(1);
  }, 60_000);

  it('ends a read past its time limit with its worker, and reads the next report on a new one', async () => {
    const warm = reader();
    const bomb = await decompressionBomb();
    const slow = await warm.read(bomb, { ...EXTRACT_LIMITS, timeMs: 1_500 });
    expect(slow).toMatchObject({ ok: false, reason: 'too_slow' });
    expect(slow.ms).toBeGreaterThanOrEqual(1_500);
    expect(slow.ms).toBeLessThan(5_000);
    const next = await warm.read(await sample('letter-chesapeake.pdf'));
    expect(next).toMatchObject({ ok: true, pageCount: 5 });
    expect(warm.started()).toBe(2);
    expect(warm.workers()).toBe(1);
  }, 60_000);

  it('answers a read that runs out of memory with too_large_to_read, and reads the next report on a new worker', async () => {
    const warm = reader();
    // The time limit is kept out of the way (this is about memory): a loaded machine inflates slowly.
    const out = await warm.read(await decompressionBomb(), { ...EXTRACT_LIMITS, memoryMb: 48, timeMs: 150_000 });
    expect(out).toMatchObject({ ok: false, reason: 'too_large_to_read' });
    const next = await warm.read(await sample('letter-chesapeake.pdf'));
    expect(next).toMatchObject({ ok: true, pageCount: 5 });
    expect(warm.started()).toBe(2);
  }, 180_000);

  it('replaces a worker that failed a read, and keeps one that refused a password-protected file', async () => {
    const warm = reader();
    expect(await warm.read(await hostile('truncated.pdf'))).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(warm.workers()).toBe(0);
    expect(await warm.read(await hostile('encrypted.pdf'))).toMatchObject({ ok: false, reason: 'encrypted' });
    expect(await warm.read(await sample('letter-chesapeake.pdf'))).toMatchObject({ ok: true, pageCount: 5 });
    expect(warm.started()).toBe(2);
  }, 60_000);

  it('reads one report at a time when one read is allowed, in the order they came', async () => {
    const warm = reader({ parallel: 1 });
    const names = ['spectora-hampton.pdf', 'letter-chesapeake.pdf', 'internachi-newport-news.pdf', 'letter-hampton.pdf'];
    const files = await Promise.all(names.map(sample));
    const finished: string[] = [];
    let mostWorkers = 0;
    await Promise.all(
      files.map(async (bytes, at) => {
        const result = await warm.read(bytes);
        mostWorkers = Math.max(mostWorkers, warm.workers());
        expect(result.ok).toBe(true);
        finished.push(names[at]!);
      }),
    );
    // The 15-page report came first and is answered first, though the 5-page one behind it is shorter.
    expect(finished).toEqual(names);
    expect(mostWorkers).toBe(1);
    expect(warm.started()).toBe(1);
  }, 60_000);

  it('reads two at once on two workers when two are allowed, and never starts a third', async () => {
    const warm = reader({ parallel: 2 });
    const files = await Promise.all(['letter-chesapeake.pdf', 'letter-hampton.pdf', 'letter-norfolk.pdf', 'spectora-hampton.pdf'].map(sample));
    let mostWorkers = 0;
    const results = await Promise.all(
      files.map(async (bytes) => {
        mostWorkers = Math.max(mostWorkers, warm.workers());
        const result = await warm.read(bytes);
        mostWorkers = Math.max(mostWorkers, warm.workers());
        return result;
      }),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(mostWorkers).toBe(2);
    expect(warm.started()).toBe(2);
  }, 60_000);

  it('ends a worker left idle', async () => {
    const warm = reader({ idleMs: 300 });
    expect(await warm.read(await sample('letter-chesapeake.pdf'))).toMatchObject({ ok: true });
    expect(warm.workers()).toBe(1);
    const until = Date.now() + 5_000;
    while (warm.workers() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warm.workers()).toBe(0);
    // The next report starts a new worker.
    expect(await warm.read(await sample('letter-chesapeake.pdf'))).toMatchObject({ ok: true });
    expect(warm.started()).toBe(2);
  }, 30_000);

  it('lets the process end after a read without waiting for the idle worker', async () => {
    // A process of its own that reads one report with the server's reader (idle time 2 minutes) and
    // then has nothing left to do: it must exit at once rather than when the idle worker is ended.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reader-exit-'));
    const script = path.join(dir, 'read-once.mts');
    await writeFile(
      script,
      `import { readFile } from 'node:fs/promises';
      import { extractText } from ${JSON.stringify(path.join(process.cwd(), 'lib', 'reports', 'extract.ts'))};
      const result = await extractText(new Uint8Array(await readFile(${JSON.stringify(path.join(CORPUS_DIR, 'letter-chesapeake.pdf'))})));
      console.log(result.ok ? 'read' : result.reason);\n`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const started = Date.now();
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    await rm(dir, { recursive: true, force: true });
    expect({ out: out.trim(), errors }).toEqual({ out: 'read', errors: '' });
    expect(code).toBe(0);
    // Well before the two minutes the idle worker would be kept.
    expect(Date.now() - started).toBeLessThan(40_000);
  }, 60_000);
});
