import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { STORE_TEMPLATE_ENV } from '../db/store-template-env';

/**
 * Once per jest run, before the workers start (they inherit the environment): the migrated database
 * template that the storage tests copy instead of creating a database each (test/support/db/store-template.ts).
 * Built by the product's own open in a process of its own (tsx resolves the project's import paths).
 */
export default async function globalSetup(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'store-template-'));
  process.env[STORE_TEMPLATE_ENV] = root;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'db', 'build-store-template.ts'), root], { timeout: 180_000 });
}
