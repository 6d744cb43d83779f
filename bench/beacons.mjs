#!/usr/bin/env node
/**
 * npm run bench:beacons — a benchmark, not a test: page-view and Web Vitals beacons (POST /api/page-metrics,
 * as navigator.sendBeacon sends them) against a production server (`next start`), on the embedded
 * database (PGlite in a temp DATA_DIR) and on PostgreSQL (a throw-away server from
 * scripts/postgres-test-server.sh). BENCH_BEACONS_VISITORS (default 200) visitors, each from an
 * address of its own, send one beacon after another for BENCH_BEACONS_SECONDS (default 30), every
 * one for one to three of the site's pages, sometimes an unknown path, with random metrics.
 * Meanwhile BENCH_BEACONS_READERS (default 8) readers fetch pages; their p95 is compared with the
 * same readers alone beforehand. Storage: rows and bytes of page_metrics after the run, against the
 * pages x metrics x buckets bound (one day).
 *
 * Settings: BENCH_BEACONS_DIST (build folder, default .next; built when missing), BENCH_BEACONS_PORT
 * (default 3140; +2 PostgreSQL). Writes bench/results/beacons.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startNext } from './lib/serve.mjs';
import { beaconsBench } from './settings.mjs';
import { closedLoop, loadAverage, log, percentile, ROOT, run } from './lib/util.mjs';

const { dist: DIST, port: PORT, visitors: VISITORS, seconds: SECONDS, readers: READERS, pauseMs: PAUSE_MS } = beaconsBench;
const PG_PORT = PORT + 2;
const BASELINE_SECONDS = 10;
const AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const articles = readdirSync(path.join(ROOT, 'content', 'posts'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `/blog/${name.replace(/\.md$/, '')}`);
const PAGES = ['/', '/contact', '/buyer-repairs', '/seller-repairs', '/common-inspection-repairs', '/service-areas', '/blog', ...articles];
const JUNK = ['/wp-login.php', '/.env', '/blog/no-such-article', '/old-page'];
const REFERRERS = [null, null, 'www.google.com', 'l.facebook.com', 'mailer.example', 'www.bing.com'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function beacon() {
  const views = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => (Math.random() < 0.05 ? pick(JUNK) : pick(PAGES)));
  return {
    v: views,
    p: views[0],
    r: pick(REFERRERS),
    m: { LCP: 400 + Math.random() * 5000, INP: 20 + Math.random() * 600, CLS: Math.random() * 0.4, TTFB: 50 + Math.random() * 1500 },
  };
}

async function send(base, visitor) {
  const started = performance.now();
  const response = await fetch(`${base}/api/page-metrics`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: base, 'sec-fetch-site': 'same-origin', 'user-agent': AGENT, 'x-forwarded-for': `10.1.${(visitor >> 8) & 255}.${visitor & 255}` },
    body: JSON.stringify(beacon()),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Readers fetching pages one after another until the deadline: page-view latencies. */
async function read(base, seconds) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(`${base}${pick(PAGES)}`, { headers: { 'user-agent': AGENT } }).catch(() => null);
        await response?.arrayBuffer();
        if (response?.ok) latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { pages: latencies.length, p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)) };
}

async function flood(base) {
  const { latencies, statuses, perSecond, p50, p95, p99 } = await closedLoop({ visitors: VISITORS, seconds: SECONDS, send: (visitor) => send(base, visitor), acceptedStatus: 204, pauseMs: PAUSE_MS });
  return { accepted: latencies.length, statuses, perSecond, p50, p95, p99 };
}

const STORAGE_SQL = `select count(*)::int as rows, coalesce(sum(count) filter (where metric = 'views'), 0)::float8 as views,
  count(distinct path)::int as paths, pg_total_relation_size('page_metrics')::bigint as bytes from page_metrics`;

async function storage(target) {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return (await client.query(STORAGE_SQL)).rows[0];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(target.dir);
  try {
    return (await db.query(STORAGE_SQL)).rows[0];
  } finally {
    await db.close();
  }
}

async function measure(name, env, target) {
  log(`${name}: starting next start on 127.0.0.1:${PORT}`);
  const server = await startNext({ cwd: ROOT, distDir: DIST, port: PORT, env: { VITALS_RATE_LIMIT: '1000000', TRUSTED_PROXIES: '1', ...env } });
  const base = `http://127.0.0.1:${PORT}`;
  let result;
  try {
    // Warm up: every page rendered once, the database opened and migrated.
    for (const page of PAGES) await (await fetch(`${base}${page}`)).arrayBuffer();
    for (let index = 0; index < 20; index += 1) await send(base, 0);
    log(`${name}: page views alone for ${BASELINE_SECONDS} s`);
    const alone = await read(base, BASELINE_SECONDS);
    log(`${name}: ${VISITORS} visitors sending beacons for ${SECONDS} s, readers alongside`);
    const [beacons, during] = await Promise.all([flood(base), read(base, SECONDS)]);
    result = { beacons, pageViews: { alone, during, p95Ratio: Math.round((during.p95 / alone.p95) * 100) / 100 } };
  } finally {
    await server.stop();
  }
  const stored = await storage(target);
  // One day's bound: every known page with a views row and every bucket of four metrics, plus the folded path and referrer families.
  const bound = (PAGES.length + 1) * (1 + 15 + 14 + 13 + 13) + 14;
  return { ...result, storage: { rows: stored.rows, paths: stored.paths, viewsCounted: Math.round(stored.views), bytes: Number(stored.bytes), boundRows: bound } };
}

async function main() {
  if (!existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    log(`no production build in ${DIST}: building (a few minutes)`);
    await run('npx', ['next', 'build'], { env: { NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-beacons-'));
  const pgDir = await mkdtemp(path.join(os.tmpdir(), 'bench-beacons-pg-'));
  const results = {};
  try {
    const dataDir = path.join(work, 'data');
    results.embedded = await measure('embedded PGlite', { DATA_DIR: dataDir }, { kind: 'embedded', dir: path.join(dataDir, 'leads') });
    const url = execFileSync('bash', [path.join(ROOT, 'scripts', 'postgres-test-server.sh'), 'start', pgDir, String(PG_PORT)], { encoding: 'utf8' }).trim();
    results.postgres = await measure('PostgreSQL', { DATABASE_URL: url }, { kind: 'postgres', url });
  } finally {
    execFileSync('bash', [path.join(ROOT, 'scripts', 'postgres-test-server.sh'), 'stop', pgDir]);
    await rm(work, { recursive: true, force: true });
  }

  const report = { date: new Date().toISOString(), visitors: VISITORS, seconds: SECONDS, pauseMs: PAUSE_MS, readers: READERS, pages: PAGES.length, cores: os.cpus().length, loadAverage: loadAverage(), results };
  await mkdir(path.join(ROOT, 'bench', 'results'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench', 'results', 'beacons.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nBeacons, ${VISITORS} concurrent visitors${PAUSE_MS > 0 ? ` (each pausing ${PAUSE_MS} ms between beacons)` : ''}, ${SECONDS} s, next start (load average ${report.loadAverage.one} on ${report.cores} cores), ${PAGES.length} pages:`);
  console.log('| store | accepted/s | p50 ms | p95 ms | p99 ms | statuses | page p95 alone -> during (ratio) | rows (bound) | views counted | table bytes |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `| ${name} | ${r.beacons.perSecond} | ${r.beacons.p50} | ${r.beacons.p95} | ${r.beacons.p99} | ${JSON.stringify(r.beacons.statuses)} | ${r.pageViews.alone.p95} -> ${r.pageViews.during.p95} (x${r.pageViews.p95Ratio}) | ${r.storage.rows} (${r.storage.boundRows}) | ${r.storage.viewsCounted} | ${r.storage.bytes} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
