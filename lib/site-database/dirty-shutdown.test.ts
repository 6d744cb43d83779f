import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLeadStore } from '@/lib/leads/store';
import { openDatabase } from './index';
import { copyStoreTemplate } from '@/test/support/db/store-template';

/**
 * The embedded store after a dirty shutdown: a process saving leads is killed with SIGKILL in the
 * middle of a write (no close, no checkpoint, a WAL with a half-written record at its end), then
 * the store is opened again. PGlite replays its write-ahead log on open, like PostgreSQL after a
 * crash: the store opens, every lead whose save had returned is there, and new leads are saved.
 */

let dir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dirty-shutdown-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** Starts the writer and kills it with SIGKILL once it has reported `acknowledged` saved leads; resolves with their ids. */
function writeUntilKilled(store: string, acknowledged: number): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/leads/store-until-killed.ts', store], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const ids: string[] = [];
  let partial = '';
  return new Promise((resolve, reject) => {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      ids.push(...lines.filter(Boolean));
      // Killed while it is writing the next lead: it never stops between saves on its own.
      if (ids.length >= acknowledged && child.signalCode === null) child.kill('SIGKILL');
    });
    child.once('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(ids) : reject(new Error(`the writer exited with ${code}`))));
  });
}

it('opens again after SIGKILL in the middle of writes, with every acknowledged lead, three times over', async () => {
  const store = path.join(dir, 'leads');
  // A store that a server has created and migrated before; the writer opens it as a restarted server would.
  await copyStoreTemplate(store);
  const acknowledged: string[] = [];
  for (const round of [40, 80, 120]) {
    acknowledged.push(...(await writeUntilKilled(store, round)));
    const db = await openDatabase({ kind: 'embedded', dir: store });
    try {
      const leads = createLeadStore(db);
      const kept = new Set((await db.selectFrom('leads').select('id').execute()).map((row) => row.id));
      expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
      const after = await leads.saveLead(
        { name: 'After The Crash', email: 'after@example.com', phone: '(757) 555-0101', serviceType: 'plumbing', location: 'norfolk', urgency: 'soon', message: 'Saved after the restart.', source: 'http://127.0.0.1' },
        ['email'],
      );
      expect(await leads.getLead(after.id)).not.toBeNull();
      acknowledged.push(after.id);
    } finally {
      await db.destroy();
    }
  }
  expect(acknowledged.length).toBeGreaterThanOrEqual(240);
}, 180_000);
