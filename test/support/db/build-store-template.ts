/**
 * Builds the migrated database template the storage tests copy (see store-template.ts): the jest
 * global setup runs it once per run, before any test, in a process of its own.
 *   tsx test/support/db/build-store-template.ts /tmp/store-template-xyz
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@/lib/site-database';
import { storeTemplatePaths } from './store-template-env';

const [root = ''] = process.argv.slice(2);

void (async () => {
  const { dir, dump } = storeTemplatePaths(root);
  // Made by the product's own open, as a server's first start makes it: initdb, every migration, a clean close.
  await (await openDatabase({ kind: 'embedded', dir })).destroy();
  // The same folder as a dump, for the in-memory databases.
  const pglite = await PGlite.create(dir);
  const tar = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(dump, Buffer.from(await tar.arrayBuffer()));
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
