import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startWebhookReceiver } from '../../test/support/receivers/webhook-receiver';
import { seedEmbeddedDatabase } from '../../test/support/server/embedded-database';
import { freePort, postContact, spawnSite, waitUntilAnswering, type SiteProcess } from '../../test/support/server/site-process';
import { testSettings } from '../../test/support/settings';

/**
 * The embedded site database across restarts, as a process supervisor or a deploy drives the real
 * server (`next start` on the site build, a DATA_DIR of its own per test): a SIGTERM closes the store
 * and frees its lock, a SIGKILL leaves a lock that the next start takes over at once, and a lead the
 * visitor was thanked for before a crash still reaches the owner's webhook after the restart.
 */

/**
 * Once the restarted server's store is open, a lead stored before the crash goes out on the outbox's
 * first run, which starts then; the bound allows one poll interval of the worker on top.
 */
const DELIVERY_BOUND_MS = 15_000;

let dataDir: string;
const sites: SiteProcess[] = [];

test.beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tidewater-restart-'));
  // A store that exists already, as after a server's first stop: these tests are about restarts, not
  // about a new installation's initdb (which the configured servers of this run go through).
  await seedEmbeddedDatabase(dataDir);
});

test.afterEach(async () => {
  for (const site of sites.splice(0)) await site.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function start(port: number, env: Record<string, string> = {}): SiteProcess {
  const site = spawnSite({ port, dataDir, distDir: testSettings.dist.site, env });
  sites.push(site);
  return site;
}

test('ten SIGTERM-then-start cycles: every start takes a contact request at once, every stop frees the store', async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  for (let cycle = 1; cycle <= 10; cycle += 1) {
    const site = start(port);
    await waitUntilAnswering(site);
    const answer = await postContact(site, { name: `Cycle ${cycle} Visitor` });
    expect(answer.status, `start ${cycle}: ${site.output().slice(-1_000)}`).toBe(200);
    // Next's own exit code for SIGTERM, reached only after the store was closed.
    expect(await site.stop('SIGTERM')).toEqual({ code: 143, signal: null });
    expect(await readdir(dataDir), `stop ${cycle} left its lock behind`).toEqual(['leads']);
  }
});

test('a lock file naming a living process that does not hold the store does not lock it out', async () => {
  test.setTimeout(120_000);
  // The test runner itself: alive, and unrelated to the store (as a reused pid would be).
  await writeFile(path.join(dataDir, 'leads.lock'), String(process.pid));
  const site = start(await freePort());
  await waitUntilAnswering(site);
  expect((await postContact(site)).status).toBe(200);
});

test('SIGKILL right after a visitor was thanked, restart within 100 ms: requests are taken and the earlier lead is delivered', async () => {
  test.setTimeout(180_000);
  const [port, receiverPort] = await Promise.all([freePort(), freePort()]);
  const env = { CONTACT_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hooks/contact` };
  const first = start(port, env);
  await waitUntilAnswering(first);
  // The owner's webhook is down when the visitor is thanked, so the lead is only stored.
  const before = await postContact(first, { name: 'Stored Before Crash' });
  expect(before.status).toBe(200);
  // Restarted at once, as a supervisor does: the dying process may not even be gone yet.
  // The new server is spawned in the same turn as the kill (no await between them), so it starts
  // racing the dying one for the port and the lock; how long the spawn call itself takes is the
  // machine's business, not the product's.
  first.child.kill('SIGKILL');
  const second = start(port, env);
  expect((await first.exited).signal).toBe('SIGKILL');

  // The webhook is back while the server restarts.
  const receiver = await startWebhookReceiver({ port: receiverPort });
  try {
    await waitUntilAnswering(second);
    const after = await postContact(second, { name: 'After Restart' });
    expect(after.status, second.output().slice(-1_000)).toBe(200);
    // The store is open once a request is thanked: the bound runs from there.
    await expect
      .poll(() => receiver.received('contact').map((hook) => hook.idempotencyKey), { timeout: DELIVERY_BOUND_MS, intervals: [50] })
      .toEqual(expect.arrayContaining([before.leadId, after.leadId]));
  } finally {
    await receiver.close();
  }
});
