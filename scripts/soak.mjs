#!/usr/bin/env node
// The server-backed suites, run N times in a row on a busy machine, to prove they pass every time:
//   npm run test:soak            5 runs
//   npm run test:soak -- 10      10 runs
// A busy loop keeps one core saturated for the whole soak (the machine CI shares with a browser and
// a second server). Each run is the Jest suites that start real servers (PostgreSQL, Redis, SMTP,
// nginx, child processes) and, when a site build exists (`next build` into E2E_SITE_DIST), the
// Playwright projects that start servers of their own (cluster, integrations), with no retries.
// It prints the time of each run and every test that failed at least once with its failure count,
// and exits 1 if any did.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const runs = Number(process.argv[2] ?? process.env.SOAK_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('usage: npm run test:soak -- [runs, 1-100]');
  process.exit(2);
}

/** Every Jest file that starts a real server or process, or waits on one. */
const JEST_FILES = [
  'app/api/contact/route.test.ts',
  'app/api/health/route.test.ts',
  'lib/cache/shared-cache-handler.test.ts',
  'lib/site-database/postgres-connection.test.ts',
  'lib/outbox/service.test.ts',
  'lib/leads/store.test.ts',
  'lib/newsletter/subscribers.test.ts',
  'app/api/newsletter/unsubscribe/route.test.ts',
  'lib/outbox/worker.test.ts',
  'lib/process/lock.test.ts',
  'lib/page-metrics/store.test.ts',
  'test/integration/articles/shared-index.test.ts',
  'test/integration/articles/source.test.ts',
  'test/integration/deploy.test.ts',
  'test/integration/security/snapshot-durability.test.ts',
];
/** Playwright projects whose specs start servers themselves (crash and restart, two instances). */
const E2E_PROJECTS = ['cluster', 'integrations'];

const settings = Object.fromEntries(
  execFileSync('npx', ['tsx', 'test/support/settings.ts', '--shell'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^export ([A-Z0-9_]+)=(.*)$/.exec(line))
    .filter(Boolean)
    .map(([, name, value]) => [name, value.replace(/^'(.*)'$/, '$1')]),
);
const siteDist = settings.E2E_SITE_DIST ?? '.next';
const withE2e = existsSync(path.join(siteDist, 'BUILD_ID')) && process.env.SOAK_E2E !== '0';

// One core kept busy for the whole soak.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

const pgDir = mkdtempSync(path.join(os.tmpdir(), 'tidewater-soak-pg-'));
let databaseUrl = process.env.TEST_DATABASE_URL;
const ownPostgres = !databaseUrl;
const cleanUp = () => {
  busy.kill('SIGKILL');
  if (ownPostgres) spawnSync('bash', ['scripts/postgres-test-server.sh', 'stop', pgDir], { stdio: 'ignore' });
  rmSync(pgDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
if (ownPostgres) {
  const port = process.env.SOAK_POSTGRES_PORT ?? String(Number(settings.E2E_POSTGRES_PORT ?? 3120) + 40);
  databaseUrl = execFileSync('bash', ['scripts/postgres-test-server.sh', 'start', pgDir, port], { encoding: 'utf8' }).trim();
}

/** test name -> failures */
const failures = new Map();
const fail = (name, message) => {
  const entry = failures.get(name) ?? { count: 0, first: message };
  entry.count += 1;
  failures.set(name, entry);
};
const times = [];

function jestRun(run) {
  const out = path.join(pgDir, `jest-${run}.json`);
  spawnSync('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`, ...JEST_FILES], {
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', TEST_DATABASE_URL: databaseUrl, CI: 'true' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  if (!existsSync(out)) return fail('jest (did not report)', 'no JSON output');
  const report = JSON.parse(readFileSync(out, 'utf8'));
  for (const suite of report.testResults) {
    const file = path.relative(root, suite.name);
    if (suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed')) fail(`${file} (suite)`, suite.message.slice(0, 300));
    for (const test of suite.assertionResults) if (test.status === 'failed') fail(`${file} › ${test.fullName}`, (test.failureMessages[0] ?? '').slice(0, 300));
  }
}

function e2eRun(run) {
  const out = path.join(pgDir, `e2e-${run}.json`);
  spawnSync('npx', ['playwright', 'test', ...E2E_PROJECTS.map((name) => `--project=${name}`), '--retries=0', '--reporter=json'], {
    env: { ...process.env, E2E_SKIP_TAGS: '1', TEST_DATABASE_URL: databaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: 'true' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  if (!existsSync(out)) return fail('playwright (did not report)', 'no JSON output');
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (result && !['passed', 'skipped'].includes(result.status)) fail(`${spec.file} › ${[...titles, spec.title].join(' › ')}`, (result.error?.message ?? result.status).slice(0, 300));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites) walk(suite, []);
  for (const error of report.errors ?? []) fail('playwright (global)', String(error.message).slice(0, 300));
}

try {
  console.log(`Soak: ${runs} runs of ${JEST_FILES.length} Jest files${withE2e ? ` and the ${E2E_PROJECTS.join(' and ')} Playwright projects` : ' (no site build: Playwright left out)'}, one core kept busy.`);
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    const before = [...failures.values()].reduce((sum, entry) => sum + entry.count, 0);
    jestRun(run);
    if (withE2e) e2eRun(run);
    const seconds = Math.round((Date.now() - started) / 1000);
    const failed = [...failures.values()].reduce((sum, entry) => sum + entry.count, 0) - before;
    times.push(seconds);
    console.log(`run ${run}/${runs}: ${seconds} s, ${failed} failed`);
  }
} finally {
  cleanUp();
}

console.log(`\nRuns: ${times.join(' s, ')} s`);
if (failures.size === 0) {
  console.log(`Every test passed in all ${runs} runs.`);
  process.exit(0);
}
console.log('\nFailed at least once (failures / runs):');
for (const [name, { count, first }] of [...failures].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`- ${count}/${runs}  ${name}\n    ${first.split('\n').find((line) => line.trim()) ?? ''}`);
}
process.exit(1);
