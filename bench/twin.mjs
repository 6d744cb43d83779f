#!/usr/bin/env node
/**
 * npm run bench:twin — the LCP floor alone (the same table `npm run bench` prints in its Lighthouse
 * phase): each benchmarked page and its static twin (the page's HTML with every script removed, the
 * same stylesheet, served from memory) measured with Lighthouse side by side, against an existing
 * production build. The bare app's figure is taken from the last full run (bench/results/latest.json)
 * when there is one, since building it again takes minutes.
 *
 * Settings: BENCH_TWIN_DIST (build folder, default .next; built when missing), BENCH_TWIN_PORT
 * (default 3150; +1 the twins), BENCH_RUNS (default 3), BENCH_FORM_FACTORS (default mobile).
 * Writes bench/results/twin.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lighthouseMedian } from './lib/lighthouse.mjs';
import { PAGES } from './lib/pages.mjs';
import { startNext } from './lib/serve.mjs';
import { floorTable } from './lib/summary.mjs';
import { startTwinServer } from './lib/twin.mjs';
import { envList, envNumber, loadAverage, log, ROOT, run } from './lib/util.mjs';

const DIST = process.env.BENCH_TWIN_DIST || '.next';
const PORT = envNumber('BENCH_TWIN_PORT', 3150);
const RUNS = envNumber('BENCH_RUNS', 3);
const FORM_FACTORS = envList('BENCH_FORM_FACTORS', ['mobile']);

async function main() {
  if (!existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    log(`no production build in ${DIST}: building (a few minutes)`);
    await run('npx', ['next', 'build'], { env: { NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const latest = path.join(ROOT, 'bench', 'results', 'latest.json');
  const previous = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : undefined;
  const results = { startedAt: new Date().toISOString(), loadAverage: loadAverage(), cores: os.cpus().length, config: { runs: RUNS }, pages: PAGES, lighthouse: { site: {}, twin: {}, bare: previous?.lighthouse?.bare ?? {} } };
  const site = await startNext({ cwd: ROOT, distDir: DIST, port: PORT, env: { SITE_URL: `http://localhost:${PORT}` } });
  let twin;
  try {
    twin = await startTwinServer({ origin: `http://localhost:${PORT}`, routes: PAGES.map((page) => page.route), port: PORT + 1 });
    for (const formFactor of FORM_FACTORS) {
      for (const page of PAGES) {
        results.lighthouse.site[page.route] ??= {};
        results.lighthouse.twin[page.route] ??= {};
        results.lighthouse.site[page.route][formFactor] = await lighthouseMedian(`http://localhost:${PORT}${page.route}`, formFactor, RUNS);
        results.lighthouse.twin[page.route][formFactor] = await lighthouseMedian(`${twin.url}${page.route}`, formFactor, RUNS);
        log(`${formFactor} ${page.route}: page LCP ${Math.round(results.lighthouse.site[page.route][formFactor].lcpMs)} ms, twin ${Math.round(results.lighthouse.twin[page.route][formFactor].lcpMs)} ms`);
      }
    }
  } finally {
    await twin?.stop();
    await site.stop();
  }
  await mkdir(path.dirname(latest), { recursive: true });
  await writeFile(path.join(ROOT, 'bench', 'results', 'twin.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${floorTable(results).join('\n')}\n(load average ${results.loadAverage.one} on ${results.cores} cores; bare app ${previous ? `from the run of ${previous.startedAt}` : 'not measured: run npm run bench once'})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
