import path from 'node:path';

/** The environment variable naming the jest run's database template folder (see store-template.ts). */
export const STORE_TEMPLATE_ENV = 'TIDEWATER_TEST_STORE_TEMPLATE';

/** Where the template keeps its data folder and the dump of it. */
export function storeTemplatePaths(root: string): { dir: string; dump: string } {
  return { dir: path.join(root, 'leads'), dump: path.join(root, 'leads.tar') };
}
