import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { promises as fsPromises } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { acquireProcessLock, LockHeldError } from './lock';

/** Another process holding the lock (test/support/locks/hold-lock.ts), once it says it has it. */
async function holder(file: string): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/locks/hold-lock.ts', file]);
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => text.includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcessWithoutNullStreams) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(undefined) : child.once('exit', resolve)));

describe('process lock', () => {
  let dir: string;
  let file: string;
  const children: ChildProcessWithoutNullStreams[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lock-'));
    file = path.join(dir, 'leads.lock');
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('takes a free lock and removes it on release, so the next process takes it at once', async () => {
    const lock = await acquireProcessLock(file);
    expect(await readdir(dir)).toEqual(['leads.lock']);
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
    await (await acquireProcessLock(file)).release();
  });

  it('refuses a lock held by a living process, naming it', async () => {
    const child = await holder(file);
    children.push(child);
    const refused = acquireProcessLock(file, { heldMessage: (owner) => `The embedded database is in use by process ${owner?.pid}` });
    await expect(refused).rejects.toThrow(new LockHeldError(`The embedded database is in use by process ${child.pid}`, undefined));
    await expect(refused).rejects.toMatchObject({ holder: { pid: child.pid } });
  });

  it('refuses a second holder in the same process', async () => {
    const lock = await acquireProcessLock(file);
    await expect(acquireProcessLock(file)).rejects.toThrow(`${file} is held by process ${process.pid}`);
    await lock.release();
  });

  it('takes over at once the lock of a process killed with SIGKILL, whatever pids exist', async () => {
    const child = await holder(file);
    child.kill('SIGKILL');
    await exited(child);
    // The dead holder's socket file is still there: nobody removed it.
    expect(await readdir(dir)).toEqual(['leads.lock']);
    const started = Date.now();
    const lock = await acquireProcessLock(file);
    expect(Date.now() - started).toBeLessThan(1_000);
    await lock.release();
  });

  it.each([
    ['the test runner’s parent', process.ppid],
    ['init (pid 1)', 1],
    ['this very process', process.pid],
  ])('is not locked out by an old lock file naming a living unrelated process: %s', async (_name, pid) => {
    await writeFile(file, String(pid));
    const lock = await acquireProcessLock(file);
    await expect(acquireProcessLock(file)).rejects.toThrow(LockHeldError);
    await lock.release();
  });

  it('waits for a living holder that releases the lock within waitMs', async () => {
    const child = await holder(file);
    children.push(child);
    setTimeout(() => child.stdin.end(), 300);
    const lock = await acquireProcessLock(file, { waitMs: 10_000, pollMs: 50 });
    await lock.release();
  });

  it('lets exactly one of several processes take over a dead lock at the same moment', async () => {
    const child = await holder(file);
    child.kill('SIGKILL');
    await exited(child);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => acquireProcessLock(file)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(LockHeldError);
      else await result.value.release();
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('lets exactly one taker win a dead lock, however the takers\' file operations interleave', async () => {
    // Every file operation waits a random few milliseconds first, so that the takers interleave in
    // orders a quiet machine rarely produces (a loaded one does): one probes the dead lock, another
    // has already replaced it, a third finds the name empty...
    for (const name of ['link', 'rename', 'rm', 'unlink', 'stat'] as const) {
      const original = (fsPromises[name] as (...args: unknown[]) => Promise<unknown>).bind(fsPromises);
      jest.spyOn(fsPromises, name).mockImplementation((async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        return original(...args);
      }) as never);
    }
    const winners: number[] = [];
    for (let round = 0; round < 40; round++) {
      const roundFile = path.join(dir, `round-${round}.lock`);
      await writeFile(roundFile, '1');
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => acquireProcessLock(roundFile)));
      const won = results.filter((result) => result.status === 'fulfilled');
      winners.push(won.length);
      for (const result of won) await result.value.release();
    }
    expect(winners).toEqual(Array.from({ length: 40 }, () => 1));
  });

  // Four real processes start (each loads the lock module through tsx): on a loaded machine that alone
  // can take longer than Jest's default 5 s, and the rule checked here does not depend on time.
  it('lets exactly one of several processes take over a dead lock, the others told who holds it', async () => {
    await writeFile(file, '1');
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/locks/hold-lock.ts', file]);
        children.push(child);
        let output = '';
        child.stdout.setEncoding('utf8');
        child.stderr.setEncoding('utf8');
        child.stdout.on('data', (text: string) => (output += text));
        child.stderr.on('data', (text: string) => (output += text));
        return new Promise<'locked' | string>((resolve) => {
          child.stdout.on('data', () => output.includes('locked') && resolve('locked'));
          child.on('exit', () => resolve(output));
        });
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome !== 'locked')) expect(outcome).toContain('is held by process');
  }, 30_000);

  it('works beside data in a folder whose path is too long for a socket address', async () => {
    const deep = path.join(dir, 'tidewater-inspection-repairs'.repeat(4), 'data');
    await mkdir(deep, { recursive: true });
    const deepFile = path.join(deep, 'leads.lock');
    const lock = await acquireProcessLock(deepFile);
    await expect(acquireProcessLock(deepFile)).rejects.toThrow(`held by process ${process.pid}`);
    await lock.release();
    await writeFile(deepFile, '1');
    await (await acquireProcessLock(deepFile)).release();
    expect(await readdir(deep)).toEqual([]);
  });
});
