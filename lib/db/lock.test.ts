import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './lock';

describe('embedded database lock', () => {
  let dir: string;
  let lockFile: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'leads-lock-'));
    lockFile = path.join(dir, 'leads.lock');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('takes a free lock, records the pid and releases it', async () => {
    const release = await lockDataDir(lockFile);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(lockFile)).rejects.toThrow();
  });

  it('refuses a lock held by another running process', async () => {
    await writeFile(lockFile, String(process.ppid));
    await expect(lockDataDir(lockFile)).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that was killed', async () => {
    await writeFile(lockFile, '999999999');
    await lockDataDir(lockFile);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
  });
});
