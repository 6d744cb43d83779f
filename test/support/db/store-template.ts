import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { STORE_TEMPLATE_ENV, storeTemplatePaths } from './store-template-env';

/**
 * A migrated embedded database that the storage tests start from, built once per jest run by the
 * global setup (test/support/jest/global-setup.ts, test/support/db/build-store-template.ts).
 *
 * A new PGlite database costs seconds of CPU (initdb inside WebAssembly, then every migration); a
 * copy of one already migrated costs a fraction of that and holds exactly the same schema, because
 * the template is made by the product's own openDatabase (the same migrations). Every copy is a
 * database of its own, so tests stay isolated. The tests of a first start on an empty folder
 * (lib/doctor/store-check.test.ts, app/api/contact/route.test.ts "as deployed") still create theirs
 * from nothing.
 */

function templatePaths(): { dir: string; dump: string } {
  const root = process.env[STORE_TEMPLATE_ENV];
  if (!root) throw new Error(`${STORE_TEMPLATE_ENV} is not set: the jest global setup (test/support/jest/global-setup.ts) builds the template; run the tests through jest.config.mjs.`);
  return storeTemplatePaths(root);
}

/** Puts a copy of the migrated template at `dir` (a data folder that must not exist yet), as a server's first start would have left it. */
export async function copyStoreTemplate(dir: string): Promise<void> {
  const exists = await stat(dir).then(
    () => true,
    () => false,
  );
  if (exists) throw new Error(`${dir} exists already: the template is copied only where no data folder is`);
  // cp(1) rather than fs.cp: the folder holds about a thousand small files, which fs.cp copies at three times the CPU.
  await promisify(execFile)('cp', ['-R', templatePaths().dir, dir]);
}

let dumped: Promise<Blob> | undefined;

/** The migrated template as a dump that an in-memory database starts from (read once per test file). */
export function storeTemplateDump(): Promise<Blob> {
  return (dumped ??= readFile(templatePaths().dump).then((bytes) => new Blob([bytes])));
}
