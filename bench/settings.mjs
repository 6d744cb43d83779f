/**
 * Every setting of the benchmarks, read from the environment here and nowhere else, with its default.
 * All are optional. A number that is not a positive number falls back to its default; a list is
 * comma-separated.
 *
 * npm run bench (bench/run.mjs):
 *   BENCH_ONLY=weight,lighthouse,serve,sync,scaling   phases to run (default: all)
 *   BENCH_RUNS=5                     Lighthouse runs per page and form factor (median)
 *   BENCH_FORM_FACTORS=mobile,desktop   Lighthouse form factors
 *   BENCH_BUILD_SIZES=10,1000,10000  article counts of the build-scaling builds
 *   BENCH_WRK_DURATION=10s BENCH_WRK_THREADS=2 BENCH_WRK_CONNECTIONS=32
 *   BENCH_PORT=3400 (site), +1 (bare); BENCH_NGINX_PORT=3480 (cache), +1 (plain file)
 *   BENCH_REUSE_BUILD=1              reuse the last .next-bench builds instead of building again
 *   BENCH_BEFORE_DIR=/tmp/old-checkout  another checkout of the site with a production build in it
 *                                    (BENCH_BEFORE_DIST, default .next): its pages are measured beside
 *                                    this build's in the Lighthouse phase (port BENCH_PORT+3), a before/after
 *   BENCH_TRACES=0                   no Chromium performance traces (bench/results/traces)
 * npm run bench:abuse (bench/abuse.mjs):
 *   BENCH_ABUSE_PORT=3490 (site), +1 (webhook receiver), +2 (nginx)   BENCH_ABUSE_DIST=.next
 *   BENCH_ABUSE_DURATION=60  BENCH_ABUSE_IDLE=20  BENCH_ABUSE_CONNECTIONS=100  BENCH_ABUSE_VISITORS=4
 *   BENCH_ABUSE_VISITOR_INTERVAL_MS=50   each probe visitor asks for a page this often (bench/lib/page-probe.mjs)
 *   BENCH_ABUSE_ATTACKER_NICE=19     bench:abuse:cluster's attack loops at the lowest weight (0: equal to the deployment)
 *   BENCH_ABUSE_INSTANCE_NICE=3      its instances at half nginx's weight, as deploy/tidewater@.service (0: equal)
 *   BENCH_ABUSE_SKIP="unknown URL,page view"   kinds of attack left out
 *   BENCH_ABUSE_NGINX=1              attack through deploy/nginx.conf
 * npm run bench:leads (bench/leads.mjs):
 *   BENCH_LEADS_DIST=.next  BENCH_LEADS_PORT=3130 (+1 webhook receiver, +2 PostgreSQL)
 *   BENCH_LEADS_VISITORS=50  BENCH_LEADS_SECONDS=15
 * npm run bench:restart (bench/restart-bench.ts):
 *   BENCH_RESTART_DIST=.next  BENCH_RESTART_PORT=3150 (+1 webhook receiver)  BENCH_RESTART_ROUNDS=5
 * npm run bench:sync (bench/sync-bench.ts):
 *   BENCH_ROWS=1000  BENCH_LATENCY_MS=50   sheet rows, and how long each document takes to answer
 * npm run bench:live (bench/live-bench.ts):
 *   LIVE_BENCH_PORT=3120 (server; +1 fake Google)  LIVE_BENCH_ROWS=10000
 *   LIVE_BENCH_DIST   a build folder to reuse instead of building .next-live-bench
 */
import { envList, envNumber } from './lib/util.mjs';

const env = process.env;

export const PHASES = ['weight', 'lighthouse', 'serve', 'sync', 'scaling'];

export const siteBench = {
  phases: envList('BENCH_ONLY', PHASES),
  lighthouseRuns: envNumber('BENCH_RUNS', 5),
  /** Lighthouse form factors to measure: mobile, desktop or both. */
  formFactors: envList('BENCH_FORM_FACTORS', ['mobile', 'desktop']).filter((name) => name === 'mobile' || name === 'desktop'),
  buildSizes: envList('BENCH_BUILD_SIZES', ['10', '1000', '10000']).map(Number).filter((n) => Number.isInteger(n) && n > 0),
  wrk: { duration: env.BENCH_WRK_DURATION || '10s', threads: envNumber('BENCH_WRK_THREADS', 2), connections: envNumber('BENCH_WRK_CONNECTIONS', 32) },
  sitePort: envNumber('BENCH_PORT', 3400),
  nginxPort: envNumber('BENCH_NGINX_PORT', 3480),
  reuseBuild: Boolean(env.BENCH_REUSE_BUILD),
  before: env.BENCH_BEFORE_DIR ? { dir: env.BENCH_BEFORE_DIR, dist: env.BENCH_BEFORE_DIST || '.next' } : null,
  traces: env.BENCH_TRACES !== '0',
};

export const abuseBench = {
  port: envNumber('BENCH_ABUSE_PORT', 3490),
  dist: env.BENCH_ABUSE_DIST || '.next',
  durationS: envNumber('BENCH_ABUSE_DURATION', 60),
  idleS: envNumber('BENCH_ABUSE_IDLE', 20),
  connections: envNumber('BENCH_ABUSE_CONNECTIONS', 100),
  visitors: envNumber('BENCH_ABUSE_VISITORS', 4),
  /** Each probe visitor asks for one page this often (ms), on a schedule (bench/lib/page-probe.mjs). */
  visitorIntervalMs: envNumber('BENCH_ABUSE_VISITOR_INTERVAL_MS', 50),
  skip: envList('BENCH_ABUSE_SKIP', []),
  throughNginx: env.BENCH_ABUSE_NGINX === '1',
};

export const leadsBench = {
  dist: env.BENCH_LEADS_DIST || '.next',
  port: envNumber('BENCH_LEADS_PORT', 3130),
  visitors: envNumber('BENCH_LEADS_VISITORS', 50),
  seconds: envNumber('BENCH_LEADS_SECONDS', 15),
};

export const beaconsBench = {
  dist: env.BENCH_BEACONS_DIST || '.next',
  port: envNumber('BENCH_BEACONS_PORT', 3140),
  visitors: envNumber('BENCH_BEACONS_VISITORS', 200),
  seconds: envNumber('BENCH_BEACONS_SECONDS', 30),
  /** Page readers measuring page-view latency before and while beacons flow. */
  readers: envNumber('BENCH_BEACONS_READERS', 8),
  /** Each visitor's pause between two beacons (a reader on a page); 0: one beacon after another. */
  pauseMs: envNumber('BENCH_BEACONS_PAUSE_MS', 0),
};

export const restartBench = {
  dist: env.BENCH_RESTART_DIST || '.next',
  port: envNumber('BENCH_RESTART_PORT', 3150),
  rounds: envNumber('BENCH_RESTART_ROUNDS', 5),
};

export const syncBench = {
  rows: envNumber('BENCH_ROWS', 1000),
  latencyMs: envNumber('BENCH_LATENCY_MS', 50),
};

export const liveBench = {
  port: envNumber('LIVE_BENCH_PORT', 3120),
  rows: envNumber('LIVE_BENCH_ROWS', 10_000),
  /** A build folder to reuse; undefined builds .next-live-bench first. */
  reuseDist: env.LIVE_BENCH_DIST || undefined,
};
