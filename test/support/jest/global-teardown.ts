import { rm } from 'node:fs/promises';
import { STORE_TEMPLATE_ENV } from '../db/store-template-env';

/** Removes the run's database template (see global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const root = process.env[STORE_TEMPLATE_ENV];
  if (root) await rm(root, { recursive: true, force: true });
}
