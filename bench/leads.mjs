#!/usr/bin/env node
/**
 * npm run bench:leads — a benchmark, not a test: contact-form submissions per second and latency
 * (p50/p95/p99) against a production server (`next start`), for the embedded database (PGlite in a
 * temp DATA_DIR) and for PostgreSQL (a throw-away server from scripts/postgres-test-server.sh), with
 * BENCH_LEADS_VISITORS concurrent visitors (default 50) each posting one request after another for
 * BENCH_LEADS_SECONDS (default 15). Every lead is also delivered to a webhook receiver in this
 * process, so the outbox worker runs as in production. All traffic stays on 127.0.0.1.
 *
 * Settings: BENCH_LEADS_DIST (build folder, default .next; built when missing), BENCH_LEADS_PORT
 * (default 3130; +1 webhook receiver, +2 PostgreSQL), BENCH_LEADS_VISITORS, BENCH_LEADS_SECONDS.
 * Writes bench/results/leads.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNext } from './lib/serve.mjs';
import { leadsBench } from './settings.mjs';
import { closedLoop, loadAverage, log, ROOT, run } from './lib/util.mjs';

const DIST = leadsBench.dist;
const PORT = leadsBench.port;
const RECEIVER_PORT = PORT + 1;
const PG_PORT = PORT + 2;
const VISITORS = leadsBench.visitors;
const SECONDS = leadsBench.seconds;
const WARMUP = 50;

const request = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '(757) 555-0123',
  serviceType: 'plumbing',
  location: 'norfolk',
  urgency: 'standard',
  message: 'Inspector found a leaking supply line under the kitchen sink and a missing GFCI in the garage.',
};

/** A webhook receiver that counts deliveries (and distinct lead ids: repeats are at-least-once). */
async function startReceiver() {
  const ids = new Set();
  let posts = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      posts += 1;
      ids.add(req.headers['idempotency-key']);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  return { counts: () => ({ posts, distinct: ids.size }), close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Each visitor from an address of its own, as one proxy in front reports it (TRUSTED_PROXIES=1). */
function visitorAddress(visitor) {
  return `10.0.${(visitor >> 8) & 255}.${visitor & 255}`;
}

async function submit(base, visitor = 0) {
  const started = performance.now();
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(visitor), origin: base },
    body: JSON.stringify(request),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function load(base) {
  for (let index = 0; index < WARMUP; index += 1) await submit(base);
  const { latencies, statuses, perSecond, p50, p95, p99 } = await closedLoop({ visitors: VISITORS, seconds: SECONDS, send: (visitor) => submit(base, visitor), acceptedStatus: 200 });
  return { requests: Object.values(statuses).reduce((sum, count) => sum + count, 0), stored: latencies.length, statuses, perSecond, p50, p95, p99 };
}

async function measure(name, env, receiver) {
  log(`${name}: starting next start on 127.0.0.1:${PORT}`);
  const server = await startNext({
    cwd: ROOT,
    distDir: DIST,
    port: PORT,
    env: {
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hooks/contact`,
      // Throughput is measured here, not the per-visitor flood limit (5 per 10 minutes by default).
      CONTACT_RATE_LIMIT: '1000000',
      TRUSTED_PROXIES: '1',
      ...env,
    },
  });
  try {
    const before = receiver.counts();
    const result = await load(`http://127.0.0.1:${PORT}`);
    // Let the outbox catch up (bounded), to report deliveries too.
    for (let waited = 0; waited < 60_000 && receiver.counts().distinct - before.distinct < result.stored + WARMUP; waited += 500) await new Promise((resolve) => setTimeout(resolve, 500));
    const after = receiver.counts();
    return { ...result, delivered: after.distinct - before.distinct - WARMUP, webhookPosts: after.posts - before.posts - WARMUP };
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    log(`no production build in ${DIST}: building (a few minutes)`);
    await run('npx', ['next', 'build'], { env: { NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-leads-'));
  const receiver = await startReceiver();
  const results = {};
  // Its own temp folder: as root the cluster belongs to the postgres user, who cannot enter `work`.
  const pgDir = await mkdtemp(path.join(os.tmpdir(), 'bench-leads-pg-'));
  try {
    results.embedded = await measure('embedded PGlite', { DATA_DIR: path.join(work, 'data') }, receiver);
    const url = execFileSync('bash', [path.join(ROOT, 'scripts', 'postgres-test-server.sh'), 'start', pgDir, String(PG_PORT)], { encoding: 'utf8' }).trim();
    results.postgres = await measure('PostgreSQL', { DATABASE_URL: url }, receiver);
  } finally {
    execFileSync('bash', [path.join(ROOT, 'scripts', 'postgres-test-server.sh'), 'stop', pgDir]);
    await receiver.close();
    await rm(work, { recursive: true, force: true });
  }

  const report = { date: new Date().toISOString(), visitors: VISITORS, seconds: SECONDS, cores: os.cpus().length, loadAverage: loadAverage(), results };
  await mkdir(path.join(ROOT, 'bench', 'results'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench', 'results', 'leads.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nContact submissions, ${VISITORS} concurrent visitors, ${SECONDS} s, next start (load average ${report.loadAverage.one} on ${report.cores} cores):`);
  console.log('| store | stored/s | p50 ms | p95 ms | p99 ms | requests | statuses | delivered |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(results)) {
    console.log(`| ${name} | ${r.perSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.requests} | ${JSON.stringify(r.statuses)} | ${r.delivered} of ${r.stored} (${r.webhookPosts} posts) |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
