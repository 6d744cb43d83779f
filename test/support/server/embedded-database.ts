/**
 * A new embedded site database (PGlite) for a test's DATA_DIR, without running PostgreSQL's initdb for
 * each test. initdb is what a fresh installation pays once in its life (about 10 s and 6 CPU-seconds
 * on a 2-core machine, against under 1 s to open an existing database), so specs about restarts,
 * crashes and locks start from a copy of one database that PGlite itself created and closed, the way
 * a server finds its store after its first stop. The server still opens and migrates the copy as it
 * would any existing store. The first start of a fresh installation keeps its own tests: the
 * configured servers of the end-to-end run start on empty data folders, and so do the store's unit tests.
 *
 * The copy to start from is made once per machine and PGlite version (in the temp folder) by the first
 * worker that needs it; the others wait for it rather than run initdb beside it.
 */
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
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

async function pgliteVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(require.resolve('@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** Creates the database with PGlite, closes it, and moves it into place whole (a reader never sees half of it). */
async function makeTemplate(template: string): Promise<void> {
  const scratch = await mkdtemp(`${template}.scratch-`);
  try {
    const { PGlite } = require('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
    const database = await PGlite.create(path.join(scratch, 'leads'));
    await database.close();
    await rename(path.join(scratch, 'leads'), template);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The folder of a freshly created, closed embedded database to copy from. */
async function templateDatabase(): Promise<string> {
  const template = path.join(os.tmpdir(), `tidewater-e2e-pglite-${await pgliteVersion()}`);
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

/** Puts a new, closed embedded database where a server with this DATA_DIR looks for it (DATA_DIR/leads). */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  await cp(await templateDatabase(), path.join(dataDir, 'leads'), { recursive: true });
}
