import { open, readFile, rm } from 'node:fs/promises';

/**
 * The embedded database is one process's alone: two servers on one DATA_DIR would corrupt it. A lock
 * file holds the owner's pid; a lock left by a process that no longer exists (killed) is taken over.
 */
export async function lockDataDir(lockFile: string, pid = process.pid): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner && owner !== pid && isAlive(owner)) {
        throw new Error(`The embedded database is in use by process ${owner}: give each server its own DATA_DIR, or use DATABASE_URL for several instances.`);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error('Could not lock the embedded database');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
