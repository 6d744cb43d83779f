/**
 * A store for a test's DATA_DIR as a server leaves it after its first stop (the embedded site database,
 * PGlite, created and brought up to the current schema), without running PostgreSQL's initdb and every
 * migration for each test. A fresh installation pays that once in its life (about 10 s and 6
 * CPU-seconds on a 2-core machine, then 3 s of migrations, against under 1 s to open an existing store),
 * so specs about restarts, crashes and locks start from a copy of one such store; the server opens it
 * (and runs any migration it still lacks) as it would after any restart. The first start of a fresh
 * installation keeps its own tests: the configured servers of the end-to-end run start on empty data
 * folders, and so do the store's unit tests.
 *
 * The store to copy is made once per machine, PGlite version and set of migrations (in the temp folder),
 * by the first worker that needs it, with the site's own openDatabase; the others wait for it rather
 * than run initdb beside it.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../lib/site-database';
import { waitUntil } from '../wait';

const require = createRequire(__filename);

/** A maker that has held the lock this long has died: the lock is taken over. */
const STALE_MAKER_MS = 120_000;

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Names the store by what made it: the PGlite version and the migrations' source. */
async function templateName(): Promise<string> {
  // The package does not export its package.json: it is read beside the entry point's dist folder.
  const manifest = JSON.parse(await readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string };
  const migrations = await readFile(path.join(__dirname, '..', '..', '..', 'lib', 'site-database', 'migrations.ts'));
  return `tidewater-e2e-store-${manifest.version}-${createHash('sha256').update(migrations).digest('hex').slice(0, 12)}`;
}

/** Opens (creates and migrates) the store as the server does, closes it, and moves it into place whole. */
async function makeTemplate(template: string): Promise<void> {
  const scratch = await mkdtemp(`${template}.scratch-`);
  try {
    const database = await openDatabase({ kind: 'embedded', dir: path.join(scratch, 'leads') });
    await database.destroy();
    await rename(path.join(scratch, 'leads'), template);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The folder of the closed store to copy from. */
async function templateDatabase(): Promise<string> {
  const template = path.join(os.tmpdir(), await templateName());
  const ready = () => exists(path.join(template, 'PG_VERSION'));
  const lock = `${template}.making`;
  for (;;) {
    if (await ready()) return template;
    const mine = await mkdir(lock).then(
      () => true,
      () => false,
    );
    if (mine) {
      try {
        if (!(await ready())) await makeTemplate(template);
      } finally {
        await rm(lock, { recursive: true, force: true });
      }
      return template;
    }
    const since = await stat(lock).then(
      (info) => info.mtimeMs,
      () => 0,
    );
    if (since > 0 && Date.now() - since > STALE_MAKER_MS) await rm(lock, { recursive: true, force: true });
    else await waitUntil(async () => (await ready()) || !(await exists(lock)), 'the embedded database template', STALE_MAKER_MS, 100);
  }
}

/** Puts the store where a server with this DATA_DIR looks for it (DATA_DIR/leads). */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  await cp(await templateDatabase(), path.join(dataDir, 'leads'), { recursive: true });
}
