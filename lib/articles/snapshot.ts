import { promises as fs } from 'node:fs';
import path from 'node:path';
import { articleSchema, snapshotEntrySchema, snapshotIndexSchema, type SnapshotEntry, type SnapshotIndex, type SourcedArticle } from './schema';

/**
 * The committed article snapshot, the site's content whenever the sheet is not live:
 *
 *   content/snapshot/articles.json        { generatedAt, articles: [metadata, without body] }
 *   content/snapshot/articles/{slug}.html  sanitized body of each article
 *
 * Written only as a whole: a new folder is filled and checked beside the old one, then swapped in by
 * two renames, so a failed or interrupted sync never leaves a half-written snapshot.
 */

export const SNAPSHOT_DIR = 'snapshot';
export const SNAPSHOT_INDEX = 'articles.json';
/** The old snapshot during the swap; read if a crash left no snapshot folder behind. */
export const SNAPSHOT_BACKUP_DIR = '.snapshot-previous';
const TEMP_PREFIX = '.snapshot-tmp-';

export function snapshotDir(contentDir: string): string {
  return path.join(contentDir, SNAPSHOT_DIR);
}

export function snapshotIndexPath(contentDir: string): string {
  return path.join(snapshotDir(contentDir), SNAPSHOT_INDEX);
}

export class SnapshotError extends Error {
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
    throw new SnapshotError(`Cannot read ${indexPath}: ${error instanceof Error ? error.message : String(error)}`);
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
      return { ...articleSchema.parse({ ...metadata, content }), source, origin, ...facts };
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

/** Puts back a snapshot that an interrupted swap left as the backup, and removes stale temp folders. */
export async function recoverSnapshot(contentDir: string): Promise<void> {
  const backup = path.join(contentDir, SNAPSHOT_BACKUP_DIR);
  if (!(await exists(snapshotDir(contentDir))) && (await exists(backup))) await fs.rename(backup, snapshotDir(contentDir));
  let names: string[] = [];
  try {
    names = await fs.readdir(contentDir);
  } catch {
    return;
  }
  await Promise.all(names.filter((name) => name.startsWith(TEMP_PREFIX)).map((name) => fs.rm(path.join(contentDir, name), { recursive: true, force: true })));
}

/** The article's metadata; zod drops the body, which goes to its own file. */
export function toSnapshotEntry(article: SourcedArticle): SnapshotEntry {
  return snapshotEntrySchema.parse({ ...article, bodyFile: `articles/${article.slug}.html` });
}

/** File operations of the swap, replaceable so a test can make one of them fail. */
export type SnapshotIo = {
  writeFile: (file: string, data: string) => Promise<void>;
  rename: (from: string, to: string) => Promise<void>;
};

const defaultIo: SnapshotIo = {
  writeFile: (file, data) => fs.writeFile(file, data, 'utf8'),
  rename: (from, to) => fs.rename(from, to),
};

export async function writeSnapshot(contentDir: string, articles: readonly SourcedArticle[], options: { generatedAt?: Date; io?: Partial<SnapshotIo> } = {}): Promise<void> {
  const io = { ...defaultIo, ...options.io };
  const target = snapshotDir(contentDir);
  const backup = path.join(contentDir, SNAPSHOT_BACKUP_DIR);
  const temp = path.join(contentDir, `${TEMP_PREFIX}${process.pid}-${Date.now()}`);
  const index: SnapshotIndex = snapshotIndexSchema.parse({
    generatedAt: (options.generatedAt ?? new Date()).toISOString(),
    articles: articles.map(toSnapshotEntry),
  });

  await fs.mkdir(path.join(temp, 'articles'), { recursive: true });
  try {
    for (const article of articles) await io.writeFile(path.join(temp, 'articles', `${article.slug}.html`), `${article.content}\n`);
    await io.writeFile(path.join(temp, SNAPSHOT_INDEX), `${JSON.stringify(index, null, 2)}\n`);
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
    if (hadSnapshot) await io.rename(target, backup);
    await io.rename(temp, target);
  } catch (error) {
    if (hadSnapshot && !(await exists(target)) && (await exists(backup))) await fs.rename(backup, target);
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
  await fs.rm(backup, { recursive: true, force: true });
}
