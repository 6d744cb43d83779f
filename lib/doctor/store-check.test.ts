import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { embeddedLockFile, openDatabase } from '@/lib/site-database';
import { acquireProcessLock } from '@/lib/process/lock';
import { checkLeadStore } from './store-check';
import { copyStoreTemplate } from '@/test/support/db/store-template';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'doctor-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the doctor opens the lead store', () => {
  it('is ok before the first start (no folder yet) and once the store opens', async () => {
    const store = path.join(dir, 'leads');
    await expect(checkLeadStore({ kind: 'embedded', dir: store })).resolves.toMatchObject({ status: 'ok', detail: expect.stringContaining('created on first start') });
    await (await openDatabase({ kind: 'embedded', dir: store })).destroy();
    await expect(checkLeadStore({ kind: 'embedded', dir: store })).resolves.toMatchObject({ status: 'ok', detail: expect.stringContaining('opens and is up to date') });
  }, 60_000);

  it('leaves a store held by the running server to that server', async () => {
    const store = path.join(dir, 'leads');
    await copyStoreTemplate(store);
    const lock = await acquireProcessLock(embeddedLockFile(store));
    try {
      const result = await checkLeadStore({ kind: 'embedded', dir: store });
      expect(result).toMatchObject({ status: 'ok', detail: expect.stringContaining(`in use by the running server (process ${process.pid})`) });
    } finally {
      await lock.release();
    }
  }, 60_000);

  it('names a damaged embedded store a blocker and gives the way to repair it', async () => {
    const store = path.join(dir, 'leads');
    await copyStoreTemplate(store);
    // The control file overwritten (a restore of part of the folder, a disk that failed): PGlite cannot start from it.
    await writeFile(path.join(store, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const result = await checkLeadStore({ kind: 'embedded', dir: store });
    expect(result.status).toBe('blocker');
    expect(result.detail).toContain(`the embedded store in ${store} cannot be opened`);
    expect(result.detail).toContain(`mv ${store} ${store}.damaged`);
    expect(result.detail).toContain('docs/security.md');
  }, 60_000);

  it('says when PostgreSQL cannot be reached, without a repair recipe for a folder', async () => {
    const refused = async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const result = await checkLeadStore({ kind: 'postgres', url: 'postgresql://127.0.0.1:5432/tidewater' }, refused);
    expect(result).toMatchObject({ status: 'blocker', detail: expect.stringContaining('PostgreSQL (DATABASE_URL) cannot be opened: connect ECONNREFUSED') });
    expect(result.detail).not.toContain('mv ');
  });
});
