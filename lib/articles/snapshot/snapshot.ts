import { promises as fs } from 'node:fs';
import path from 'node:path';
import { countWords, stripTags } from '../body/text';
import { acquireProcessLock } from '@/lib/process/lock';
import { articleSchema, snapshotEntrySchema, snapshotIndexSchema, type SnapshotEntry, type SnapshotIndex, type SourcedArticle } from '../schema';
import { errorText } from '@/lib/process/error-text';

/**
 * The committed article snapshot, the site's content whenever the sheet is not live:
 *
 *   content/snapshot/articles.json        { generatedAt, articles: [metadata, without body] }
 *   content/snapshot/articles/{slug}.html  sanitized body of each article
 *
 * Written only as a whole: a new folder is filled and checked beside the old one, then swapped in by
 * two renames, so a failed or interrupted sync never leaves a half-written snapshot.
 */

const SNAPSHOT_DIR = 'snapshot';
const SNAPSHOT_INDEX = 'articles.json';
/** The old snapshot during the swap; read if a crash left no snapshot folder behind. */
export const SNAPSHOT_BACKUP_DIR = '.snapshot-previous';
const TEMP_PREFIX = '.snapshot-tmp-';

export function snapshotDir(contentDir: string): string {
  return path.join(contentDir, SNAPSHOT_DIR);
}

export function snapshotIndexPath(contentDir: string): string {
  return path.join(snapshotDir(contentDir), SNAPSHOT_INDEX);
}

class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotError';
  }
}

async function exists(target: string): Promise<boolean> {
  try {
    await fs.stat(target);
    return true;
  } catch {
    return false;
  }
}

async function readSnapshotFolder(dir: string): Promise<{ index: SnapshotIndex; articles: SourcedArticle[] }> {
  const indexPath = path.join(dir, SNAPSHOT_INDEX);
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(indexPath, 'utf8'));
  } catch (error) {
    throw new SnapshotError(`Cannot read ${indexPath}: ${errorText(error)}`);
  }
  const parsed = snapshotIndexSchema.safeParse(json);
  if (!parsed.success) {
    throw new SnapshotError(`${indexPath} is not a valid snapshot: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  const articles = await Promise.all(
    parsed.data.articles.map(async (entry) => {
      const { source, origin, bodyFile, formerSlugs, dateFirstSeen, rowHash, checkedAt, bodyKey, ...metadata } = entry;
      // Body files end in one newline for tidy diffs; it is not part of the body.
      const content = (await fs.readFile(path.join(dir, bodyFile), 'utf8')).replace(/\n$/, '');
      const facts = { ...(formerSlugs?.length ? { formerSlugs } : {}), ...(dateFirstSeen ? { dateFirstSeen } : {}), ...(rowHash ? { rowHash } : {}), ...(checkedAt ? { checkedAt } : {}), ...(bodyKey ? { bodyKey } : {}) };
      const wordCount = metadata.wordCount ?? countWords(stripTags(content));
      return { ...articleSchema.parse({ ...metadata, content, wordCount }), source, origin, ...facts };
    }),
  );
  return { index: parsed.data, articles };
}

export type SnapshotRead = { generatedAt: string; articles: SourcedArticle[] };

/** The snapshot's articles; an empty list when content/ has none yet. */
export async function readSnapshot(contentDir: string): Promise<SnapshotRead> {
  for (const dir of [snapshotDir(contentDir), path.join(contentDir, SNAPSHOT_BACKUP_DIR)]) {
    if (await exists(path.join(dir, SNAPSHOT_INDEX))) {
      const { index, articles } = await readSnapshotFolder(dir);
      return { generatedAt: index.generatedAt, articles };
    }
  }
  return { generatedAt: new Date(0).toISOString(), articles: [] };
}

/**
 * Puts back a snapshot that an interrupted swap left as the backup, and removes stale temp folders.
 * Runs under the snapshot lock, so it never undoes the swap of a sync still running.
 */
export async function recoverSnapshot(contentDir: string, options: SnapshotLockOptions = {}): Promise<void> {
  if (!(await exists(contentDir))) return;
  await withSnapshotLock(
    contentDir,
    async () => {
      const backup = path.join(contentDir, SNAPSHOT_BACKUP_DIR);
      if (!(await exists(snapshotDir(contentDir))) && (await exists(backup))) await fs.rename(backup, snapshotDir(contentDir));
      const names = await fs.readdir(contentDir);
      await Promise.all(names.filter((name) => name.startsWith(TEMP_PREFIX)).map((name) => fs.rm(path.join(contentDir, name), { recursive: true, force: true })));
    },
    options,
  );
}

/** The article's metadata; zod drops the body, which goes to its own file. */
function toSnapshotEntry(article: SourcedArticle): SnapshotEntry {
  return snapshotEntrySchema.parse({ ...article, bodyFile: `articles/${article.slug}.html` });
}

/** File operations of the swap, replaceable so a test can make one of them fail or record their order. */
export type SnapshotIo = {
  /** Writes a file and flushes it to the disk (fsync) before resolving. */
  writeFile: (file: string, data: string) => Promise<void>;
  rename: (from: string, to: string) => Promise<void>;
  /** Flushes a folder's entries (new names, renames) to the disk. */
  syncDir: (dir: string) => Promise<void>;
};

async function writeDurably(file: string, data: string): Promise<void> {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some file systems cannot fsync a folder (EINVAL); their renames are as durable as they get.
    if ((error as NodeJS.ErrnoException).code !== 'EINVAL') throw error;
  } finally {
    await handle.close();
  }
}

const defaultIo: SnapshotIo = {
  writeFile: (file, data) => writeDurably(file, data),
  rename: (from, to) => fs.rename(from, to),
  syncDir: syncDirectory,
};

/** Held while a sync writes the snapshot (a process lock: freed by the system when its holder dies). */
export const SNAPSHOT_LOCK = '.snapshot.lock';

type SnapshotLockOptions = { waitMs?: number; pollMs?: number };

/**
 * Runs `task` holding content/.snapshot.lock, so two syncs never swap folders under each other. A
 * second sync waits up to `waitMs` (default 30 s) for the first, then stops with a message naming
 * the holder; the lock of a process that is gone is taken over at once.
 */
export async function withSnapshotLock<T>(contentDir: string, task: () => Promise<T>, options: SnapshotLockOptions = {}): Promise<T> {
  const file = path.join(contentDir, SNAPSHOT_LOCK);
  const lock = await acquireProcessLock(file, {
    waitMs: options.waitMs ?? 30_000,
    pollMs: options.pollMs ?? 500,
    heldMessage: (holder) =>
      `Another sync (pid ${holder?.pid ?? 'unknown'}, started ${holder?.since ?? 'at an unknown time'}) is writing ${snapshotDir(contentDir)}. Run the sync again when it has finished.`,
  });
  try {
    return await task();
  } finally {
    await lock.release();
  }
}

type WriteSnapshotOptions = { generatedAt?: Date; io?: Partial<SnapshotIo>; lock?: SnapshotLockOptions };

/**
 * Durable as well as atomic: every file and the temp folders are flushed before the swap, and the
 * parent folder before and after it, so a power cut leaves either the old snapshot or the new one,
 * never an empty name. Holds the snapshot lock throughout.
 */
export async function writeSnapshot(contentDir: string, articles: readonly SourcedArticle[], options: WriteSnapshotOptions = {}): Promise<void> {
  const io = { ...defaultIo, ...options.io };
  await withSnapshotLock(contentDir, () => swapInSnapshot(contentDir, articles, io, options.generatedAt), options.lock);
}

async function swapInSnapshot(contentDir: string, articles: readonly SourcedArticle[], io: SnapshotIo, generatedAt: Date | undefined): Promise<void> {
  const target = snapshotDir(contentDir);
  const backup = path.join(contentDir, SNAPSHOT_BACKUP_DIR);
  const temp = path.join(contentDir, `${TEMP_PREFIX}${process.pid}-${Date.now()}`);
  const index: SnapshotIndex = snapshotIndexSchema.parse({
    generatedAt: (generatedAt ?? new Date()).toISOString(),
    articles: articles.map(toSnapshotEntry),
  });

  await fs.mkdir(path.join(temp, 'articles'), { recursive: true });
  try {
    for (const article of articles) await io.writeFile(path.join(temp, 'articles', `${article.slug}.html`), `${article.content}\n`);
    await io.writeFile(path.join(temp, SNAPSHOT_INDEX), `${JSON.stringify(index, null, 2)}\n`);
    await io.syncDir(path.join(temp, 'articles'));
    await io.syncDir(temp);
    // Read back what was written before anything of the old snapshot is touched.
    const check = await readSnapshotFolder(temp);
    if (check.articles.length !== articles.length) throw new SnapshotError(`Snapshot check failed: wrote ${articles.length} articles, read back ${check.articles.length}`);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }

  await fs.rm(backup, { recursive: true, force: true });
  const hadSnapshot = await exists(target);
  try {
    await io.syncDir(contentDir);
    if (hadSnapshot) await io.rename(target, backup);
    await io.rename(temp, target);
    await io.syncDir(contentDir);
  } catch (error) {
    if (hadSnapshot && !(await exists(target)) && (await exists(backup))) await fs.rename(backup, target);
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
  await fs.rm(backup, { recursive: true, force: true });
  await io.syncDir(contentDir);
}
