import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readSnapshot, recoverSnapshot, SNAPSHOT_LOCK, withSnapshotLock, writeSnapshot, type SnapshotIo } from '@/lib/articles/snapshot/snapshot';
import type { SourcedArticle } from '@/lib/articles';
import { makeArticle } from '@/test/support/articles/make-article';
import { signal } from '@/test/support/wait';

/** The snapshot write: durable (fsync before and after the swap) and locked against a second sync. */

const article = (slug: string): SourcedArticle => ({ ...makeArticle({ slug }), source: 'sheet', origin: `sheet row ${slug}` });

let contentDir: string;

beforeEach(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'snapshot-durability-'));
});

afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

/** Real file operations that also record what happened, in order. */
function recordingIo(log: string[]): Partial<SnapshotIo> {
  const relative = (target: string) => path.relative(contentDir, target).replace(/\.snapshot-tmp-[^/]+/, 'TEMP') || '.';
  return {
    writeFile: async (file, data) => {
      await writeFile(file, data, 'utf8');
      log.push(`write+fsync ${relative(file)}`);
    },
    syncDir: async (dir) => {
      log.push(`fsync-dir ${relative(dir)}`);
    },
    rename: async (from, to) => {
      const { rename } = await import('node:fs/promises');
      await rename(from, to);
      log.push(`rename ${relative(from)} -> ${relative(to)}`);
    },
  };
}

describe('durable snapshot swap', () => {
  it('flushes every file, the temp folders and the parent before the rename, and the parent after it', async () => {
    await writeSnapshot(contentDir, [article('first')]);
    const log: string[] = [];
    await writeSnapshot(contentDir, [article('roof-leak'), article('gfci-outlets')], { io: recordingIo(log) });
    expect(log).toEqual([
      'write+fsync TEMP/articles/roof-leak.html',
      'write+fsync TEMP/articles/gfci-outlets.html',
      'write+fsync TEMP/articles.json',
      'fsync-dir TEMP/articles',
      'fsync-dir TEMP',
      'fsync-dir .',
      'rename snapshot -> .snapshot-previous',
      'rename TEMP -> snapshot',
      'fsync-dir .',
      'fsync-dir .',
    ]);
    expect((await readSnapshot(contentDir)).articles.map((entry) => entry.slug)).toEqual(['roof-leak', 'gfci-outlets']);
  });

  it('the default file operations really fsync (no injected io) and leave no lock behind', async () => {
    await writeSnapshot(contentDir, [article('roof-leak')]);
    expect((await readdir(contentDir)).sort()).toEqual(['snapshot']);
  });
});

describe('snapshot lock', () => {
  it('stops a second sync with a message naming the running one', async () => {
    let release: () => void = () => undefined;
    const locked = signal();
    const first = withSnapshotLock(contentDir, () => {
      locked.reach();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await locked.reached;
    await expect(writeSnapshot(contentDir, [article('roof-leak')], { lock: { waitMs: 0 } })).rejects.toThrow(
      new RegExp(`Another sync \\(pid ${process.pid}, started .*\\) is writing .*snapshot\\. Run the sync again when it has finished`),
    );
    release();
    await first;
    expect((await readdir(contentDir)).sort()).toEqual([]);
  });

  it('a second sync waits for the first and then writes', async () => {
    const order: string[] = [];
    const locked = signal();
    const finish = signal();
    const first = withSnapshotLock(contentDir, async () => {
      locked.reach();
      await finish.reached;
      order.push('first done');
    });
    await locked.reached;
    // The first sync finishes only after the second has started waiting for the lock.
    setTimeout(finish.reach, 100);
    await writeSnapshot(contentDir, [article('roof-leak')], { lock: { waitMs: 5000, pollMs: 20 } }).then(() => order.push('second done'));
    await first;
    expect(order).toEqual(['first done', 'second done']);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(path.join(contentDir, SNAPSHOT_LOCK), JSON.stringify({ pid: gone, startedAt: new Date().toISOString() }));
    await writeSnapshot(contentDir, [article('roof-leak')], { lock: { waitMs: 0 } });
    expect((await readSnapshot(contentDir)).articles).toHaveLength(1);
    expect(await readdir(contentDir)).not.toContain(SNAPSHOT_LOCK);
  });

  it('takes over a lock file naming a living process that does not hold it (a reused pid)', async () => {
    await writeFile(path.join(contentDir, SNAPSHOT_LOCK), JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() }));
    await writeSnapshot(contentDir, [article('roof-leak')], { lock: { waitMs: 0 } });
    expect((await readSnapshot(contentDir)).articles).toHaveLength(1);
  });

  it('recovery waits for a running sync instead of deleting its temp folder', async () => {
    const locked = signal();
    const release = signal();
    const held = withSnapshotLock(contentDir, () => {
      locked.reach();
      return release.reached;
    });
    await locked.reached;
    await expect(recoverSnapshot(contentDir, { waitMs: 0 })).rejects.toThrow(/Another sync/);
    release.reach();
    await held;
  });
});
