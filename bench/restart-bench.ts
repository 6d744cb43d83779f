/**
 * npm run bench:restart — a benchmark, not a test: the embedded site database across crashes. On the
 * production build (`next start`, a temp DATA_DIR), each round posts a contact request while the
 * owner's webhook is down (the lead is only stored), kills the server with SIGKILL as soon as the
 * visitor is thanked, starts it again at once (as a process supervisor does) and brings the webhook
 * back. It measures, from the kill:
 *   - the first contact request the restarted server accepts (goal: under 5 s), and
 *   - the delivery of the lead stored before the crash (goal: within the bound stated in docs/leads-and-console.md:
 *     the store opens at start and its first outbox run sends everything pending).
 * Settings (bench/settings.mjs): BENCH_RESTART_DIST, BENCH_RESTART_PORT (+1 webhook receiver),
 * BENCH_RESTART_ROUNDS. Prints min/median/max and writes bench/results/restart.json.
 * Also callable from another benchmark: runRestartBench() resolves with the same figures.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startWebhookReceiver } from '../test/support/receivers/webhook-receiver';
import { postContact, spawnSite, waitUntilAnswering, type SiteProcess } from '../test/support/server/site-process';
import { restartBench } from './settings.mjs';

export type RestartRound = { answeringMs: number; firstAcceptedMs: number; storedLeadDeliveredMs: number };
export type Spread = { min: number; median: number; max: number };
export type RestartBenchResult = { rounds: RestartRound[]; answeringMs: Spread; firstAcceptedMs: Spread; storedLeadDeliveredMs: Spread };

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { min: sorted[0] as number, median, max: sorted[sorted.length - 1] as number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts until the server thanks the visitor; resolves when it did. */
async function firstAccepted(site: SiteProcess, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  await waitUntilAnswering(site, timeoutMs);
  while (Date.now() < deadline) {
    const answer = await postContact(site, { name: 'Bench After Restart' }).catch(() => ({ status: 0, leadId: undefined }));
    if (answer.status === 200 && answer.leadId) return answer.leadId;
    await sleep(20);
  }
  throw new Error(`no contact request accepted within ${timeoutMs / 1000} s:\n${site.output().slice(-2_000)}`);
}

export async function runRestartBench({ dist = restartBench.dist, port = restartBench.port, rounds = restartBench.rounds } = {}): Promise<RestartBenchResult> {
  if (!existsSync(path.join(dist, 'BUILD_ID'))) throw new Error(`no production build in ${dist}: run \`npx next build\` first (NEXT_DIST_DIR=${dist})`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-restart-'));
  const receiverPort = port + 1;
  const env = { CONTACT_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hooks/contact` };
  const results: RestartRound[] = [];
  let site = spawnSite({ port, dataDir, distDir: dist, env });
  try {
    await firstAccepted(site, 120_000);
    for (let round = 1; round <= rounds; round += 1) {
      // The webhook is down: the lead is stored, not delivered.
      const stored = await postContact(site, { name: `Bench Round ${round}` });
      if (stored.status !== 200 || !stored.leadId) throw new Error(`round ${round}: the lead before the crash was not accepted (${stored.status})`);
      site.child.kill('SIGKILL');
      const killedAt = performance.now();
      await site.exited;
      site = spawnSite({ port, dataDir, distDir: dist, env });
      const receiver = await startWebhookReceiver({ port: receiverPort });
      try {
        const delivered = new Promise<number>((resolve) => {
          const check = setInterval(() => {
            if (receiver.received('contact').some((hook) => hook.idempotencyKey === stored.leadId)) {
              clearInterval(check);
              resolve(performance.now() - killedAt);
            }
          }, 10);
        });
        await waitUntilAnswering(site, 120_000);
        const answeringMs = performance.now() - killedAt;
        await firstAccepted(site, 120_000);
        const firstAcceptedMs = performance.now() - killedAt;
        const storedLeadDeliveredMs = await Promise.race([delivered, sleep(120_000).then(() => Promise.reject(new Error(`round ${round}: the stored lead was not delivered within 120 s`)))]);
        results.push({ answeringMs: Math.round(answeringMs), firstAcceptedMs: Math.round(firstAcceptedMs), storedLeadDeliveredMs: Math.round(storedLeadDeliveredMs) });
        console.log(`round ${round}, from the SIGKILL: answering HTTP ${Math.round(answeringMs)} ms, first accepted lead ${Math.round(firstAcceptedMs)} ms, stored lead delivered ${Math.round(storedLeadDeliveredMs)} ms`);
      } finally {
        await receiver.close();
      }
    }
  } finally {
    await site.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
  return {
    rounds: results,
    answeringMs: spread(results.map((round) => round.answeringMs)),
    firstAcceptedMs: spread(results.map((round) => round.firstAcceptedMs)),
    storedLeadDeliveredMs: spread(results.map((round) => round.storedLeadDeliveredMs)),
  };
}

if (require.main === module) {
  void runRestartBench().then(
    async (result) => {
      const line = (name: string, value: Spread) => `${name}: min ${value.min} ms, median ${value.median} ms, max ${value.max} ms`;
      console.log(`\nEmbedded store, SIGKILL then restart at once (${result.rounds.length} rounds, load average ${os.loadavg()[0]?.toFixed(1)}):`);
      console.log(line('restart-after-SIGKILL to the server answering HTTP', result.answeringMs));
      console.log(line('restart-after-SIGKILL to first accepted lead (goal < 5 s)', result.firstAcceptedMs));
      console.log(line('stored-before-crash lead delivered, from the kill', result.storedLeadDeliveredMs));
      await mkdir('bench/results', { recursive: true });
      await writeFile('bench/results/restart.json', `${JSON.stringify({ ...result, loadAverage: os.loadavg()[0] }, null, 2)}\n`);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
