#!/usr/bin/env node
/**
 * npm run bench — measures the production build and reports; it never fails on a budget (exit 0),
 * only when it could not measure (exit 1). Writes bench/results/latest.json and summary.md, and the
 * same summary as its own section of docs/benchmark-results.md (the only place its figures are kept).
 *
 * Environment (all optional):
 *   BENCH_ONLY=weight,lighthouse,serve,sync,scaling   phases to run (default: all)
 *   BENCH_RUNS=5                Lighthouse runs per page and form factor (median)
 *   BENCH_FORM_FACTORS=mobile,desktop   Lighthouse form factors to run
 *   BENCH_BUILD_SIZES=10,1000,10000   article counts of the build-scaling builds
 *   BENCH_WRK_DURATION=10s BENCH_WRK_THREADS=2 BENCH_WRK_CONNECTIONS=32
 *   BENCH_PORT=3400 (site), +1 (bare), +2 (static twins); BENCH_NGINX_PORT=3480 (cache), +1 (plain file)
 *   NEXT_BUILD_CPUS=2           build workers
 *   BENCH_REUSE_BUILD=1         reuse the last .next-bench builds instead of building again
 *   BENCH_BEFORE_DIR=<checkout> (BENCH_BEFORE_DIST=.next)   measure an older build beside this one
 *   BENCH_TRACES=0              no Chromium performance traces (bench/results/traces, CPU throttled 4x)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateArticles } from './generate-articles.mjs';
import { BARE_DIR, cleanBuild } from './lib/build.mjs';
import { lighthouseMedian } from './lib/lighthouse.mjs';
import { PAGES } from './lib/pages.mjs';
import { traceLoad } from './lib/trace.mjs';
import { startTwinServer } from './lib/twin.mjs';
import { startNext, startNginx, wrk } from './lib/serve.mjs';
import { renderSummary } from './lib/summary.mjs';
import { RESULTS_DOC, writeResultsDoc } from './lib/results-doc.mjs';
import { PHASES, siteBench } from './settings.mjs';
import { loadAverage, log, portIsFree, ROOT, run } from './lib/util.mjs';
import { measureWeight } from './lib/weight.mjs';

const only = new Set(siteBench.phases);
const { lighthouseRuns: RUNS, formFactors: FORM_FACTORS, buildSizes: SIZES, wrk: WRK, sitePort: SITE_PORT, nginxPort: CACHE_PORT } = siteBench;
const BARE_PORT = SITE_PORT + 1;
const TWIN_PORT = SITE_PORT + 2;
const BEFORE_PORT = SITE_PORT + 3;
const BEFORE = siteBench.before;
const TRACES_DIR = path.join(ROOT, 'bench', 'results', 'traces');
const FILE_PORT = CACHE_PORT + 1;
const DIST = '.next-bench';
const SCALE_DIST = '.next-bench-scale';
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const LOG_DIR = path.join(RESULTS_DIR, 'logs');

const version = (pkg) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
const tryExec = (command, args) => {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};


const results = {
  startedAt: new Date().toISOString(),
  environment: {
    commit: tryExec('git', ['rev-parse', '--short', 'HEAD']),
    node: process.version,
    next: version('next'),
    react: version('react'),
    lighthouse: version('lighthouse'),
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  },
  config: { runs: RUNS, before: BEFORE ? { dir: BEFORE.dir, commit: BEFORE ? tryExec('git', ['-C', BEFORE.dir, 'rev-parse', '--short', 'HEAD']) : undefined } : null, buildSizes: SIZES, buildCpus: Number(process.env.NEXT_BUILD_CPUS || 2), wrk: WRK, phases: [...only] },
  pages: PAGES,
  load: {},
  errors: [],
};

/**
 * With BENCH_ONLY, the phases not run this time keep their figures from the previous latest.json
 * (the summary says which run they come from), so one part can be measured again on its own.
 */
async function mergePrevious() {
  if (PHASES.every((name) => only.has(name))) return;
  let previous;
  try {
    previous = JSON.parse(readFileSync(path.join(RESULTS_DIR, 'latest.json'), 'utf8'));
  } catch {
    return;
  }
  const keys = { weight: ['weight'], lighthouse: ['lighthouse'], serve: ['serving'], sync: ['sync'], scaling: ['buildScaling'] };
  const kept = [];
  for (const name of PHASES) {
    if (only.has(name)) continue;
    for (const key of keys[name]) {
      if (previous[key] === undefined) continue;
      results[key] = previous[key];
      kept.push(name);
    }
    for (const [phaseName, load] of Object.entries(previous.load ?? {})) if (phaseName.startsWith(name)) results.load[phaseName] = load;
    results.errors.push(...(previous.errors ?? []).filter((error) => error.phase.startsWith(name)));
  }
  if (!only.has('weight') && !only.has('lighthouse') && !only.has('serve') && previous.build) results.build = previous.build;
  if (kept.length) results.carriedOver = { from: previous.startedAt, phases: [...new Set(kept)] };
}

async function save() {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(RESULTS_DIR, 'summary.md'), renderSummary(results));
}

async function phase(name, action) {
  results.load[name] = loadAverage();
  log(`== ${name} (load ${results.load[name].one}) ==`);
  try {
    await action();
  } catch (error) {
    log(`${name} failed: ${error.stack ?? error}`);
    results.errors.push({ phase: name, message: String(error.message ?? error) });
  }
  await save();
}

const servers = [];
async function stopServers() {
  while (servers.length) await servers.pop().stop();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers().finally(() => process.exit(130));
  });
}

async function measurePages() {
  const site = `http://localhost:${SITE_PORT}`;
  const bare = `http://localhost:${BARE_PORT}`;
  if (only.has('weight')) {
    await phase('weight', async () => {
      results.weight = { site: {}, bare: {} };
      for (const page of PAGES) {
        log(`weight ${page.route}`);
        results.weight.site[page.route] = await measureWeight(site + page.route);
      }
      results.weight.bare['/'] = await measureWeight(`${bare}/`);
    });
  }
  if (only.has('lighthouse')) {
    await phase('lighthouse', async () => {
      results.lighthouse = { site: {}, twin: {}, before: {}, bare: { '/': {} } };
      results.traces = { site: {}, before: {}, bare: {} };
      // The floor: each page's static twin (its HTML without scripts, the same stylesheet), served from memory.
      const twin = await startTwinServer({ origin: site, routes: PAGES.map((page) => page.route), port: TWIN_PORT });
      servers.push(twin);
      // The before: an older checkout's build, measured page by page beside this one.
      let before = null;
      if (BEFORE) {
        servers.push(await startNext({ cwd: BEFORE.dir, distDir: BEFORE.dist, port: BEFORE_PORT, env: { SITE_URL: `http://localhost:${BEFORE_PORT}` }, logFile: path.join(LOG_DIR, 'next-start-before.log') }));
        before = `http://localhost:${BEFORE_PORT}`;
      }
      const trace = async (target, name, url) => {
        if (!siteBench.traces) return;
        try {
          const summary = await traceLoad(url, path.join(TRACES_DIR, `${name}.json`));
          results.traces[target][name] = summary;
          log(`trace ${target} ${name}: main thread ${summary.mainThreadMs} ms, ${summary.longTasks} long tasks, blocking ${summary.blockingMs} ms, ${summary.forcedLayouts} forced layouts (${summary.forcedLayoutMs} ms)`);
        } catch (error) {
          results.errors.push({ phase: `trace ${target} ${name}`, message: String(error.message ?? error) });
        }
      };
      // The Lighthouse reference: the bare app's small reference page (next/image, Link, a client counter).
      const reference = `${bare}/reference`;
      await trace('bare', 'bare', reference);
      for (const formFactor of FORM_FACTORS) {
        results.lighthouse.bare['/'][formFactor] = await lighthouseMedian(reference, formFactor, RUNS);
        log(`lighthouse ${formFactor} bare: ${JSON.stringify(results.lighthouse.bare['/'][formFactor].scores)}`);
        for (const page of PAGES) {
          results.lighthouse.site[page.route] ??= {};
          try {
            const lh = await lighthouseMedian(site + page.route, formFactor, RUNS);
            results.lighthouse.site[page.route][formFactor] = lh;
            log(`lighthouse ${formFactor} ${page.route}: ${JSON.stringify(lh.scores)} LCP ${Math.round(lh.lcpMs)} TBT ${Math.round(lh.tbtMs)} CLS ${lh.cls}`);
            results.lighthouse.twin[page.route] ??= {};
            const floor = await lighthouseMedian(twin.url + page.route, formFactor, RUNS);
            results.lighthouse.twin[page.route][formFactor] = floor;
            log(`lighthouse ${formFactor} ${page.route} static twin: LCP ${Math.round(floor.lcpMs)}`);
            if (before) {
              results.lighthouse.before[page.route] ??= {};
              const old = await lighthouseMedian(before + page.route, formFactor, RUNS);
              results.lighthouse.before[page.route][formFactor] = old;
              log(`lighthouse ${formFactor} ${page.route} before: ${JSON.stringify(old.scores)} LCP ${Math.round(old.lcpMs)} TBT ${Math.round(old.tbtMs)}`);
            }
          } catch (error) {
            results.errors.push({ phase: `lighthouse ${formFactor} ${page.route}`, message: String(error.message ?? error) });
          }
          await save();
        }
      }
      for (const page of PAGES) {
        const name = page.kind.replace(/\W+/g, '-');
        await trace('site', name, site + page.route);
        if (before) await trace('before', `before-${name}`, before + page.route);
      }
    });
  }
}

async function measureServing(workDir) {
  await phase('serve', async () => {
    const article = PAGES[4].route;
    const routes = ['/', article];
    const nginx = await startNginx({ workDir, cachePort: CACHE_PORT, filePort: FILE_PORT, upstreamPort: SITE_PORT, dist: path.join(ROOT, DIST), routes });
    servers.push(nginx.server);
    results.serving = { recipe: 'deploy/nginx.conf', runs: [], ratios: [], cacheHeaders: {} };
    for (const route of routes) {
      // What the cache saw: Next's Cache-Control and nginx's verdict on a second request.
      await fetch(`http://127.0.0.1:${CACHE_PORT}${route}`).then((response) => response.arrayBuffer());
      const response = await fetch(`http://127.0.0.1:${CACHE_PORT}${route}`);
      await response.arrayBuffer();
      results.serving.cacheHeaders[route] = { cacheControl: response.headers.get('cache-control'), xCacheStatus: response.headers.get('x-cache-status') };
    }
    const targets = [
      ['next start', SITE_PORT],
      ['nginx cache (deploy/nginx.conf)', CACHE_PORT],
      ['nginx plain file', FILE_PORT],
    ];
    for (const route of routes) {
      for (const gzip of [false, true]) {
        for (const [target, port] of targets) {
          const result = await wrk(`http://127.0.0.1:${port}${route}`, { gzip, ...WRK });
          results.serving.runs.push({ target, route, gzip, ...result });
        }
        const find = (target) => results.serving.runs.find((entry) => entry.target === target && entry.route === route && entry.gzip === gzip);
        const cache = find('nginx cache (deploy/nginx.conf)');
        const plain = find('nginx plain file');
        const direct = find('next start');
        results.serving.ratios.push({ route, gzip, cacheRps: cache?.rps, plainRps: plain?.rps, nextRps: direct?.rps, cacheVsPlain: cache && plain ? cache.rps / plain.rps : null, cacheVsNext: cache && direct ? cache.rps / direct.rps : null });
        await save();
      }
    }
    for (const gzip of [false, true]) {
      const result = await wrk(`http://127.0.0.1:${BARE_PORT}/`, { gzip, ...WRK });
      results.serving.runs.push({ target: 'next start (bare reference)', route: '/', gzip, ...result });
    }
  });
}

async function measureSync() {
  await phase('sync', async () => {
    const output = await run('npx', ['tsx', 'bench/sync-bench.ts'], { quiet: true });
    const lines = output.split('\n').filter((line) => !/npm warn/i.test(line));
    const number = (pattern) => Number(pattern.exec(output)?.[1]);
    results.sync = { output: lines.join('\n'), wallSeconds: number(/wall time:\s+([\d.]+) s/), rowsPerSecond: number(/rows per second:\s+([\d.]+)/), floorSeconds: number(/latency floor:\s+([\d.]+) s/) };
    log(`sync: ${results.sync.wallSeconds} s, ${results.sync.rowsPerSecond} rows/s`);
  });
}

const staticPages = (output) => {
  const matches = [...output.matchAll(/Generating static pages[^(]*\((\d+)\/(\d+)\)/g)];
  return matches.length ? Number(matches.at(-1)[2]) : null;
};

/** The phase times `next build` prints: compile, type check, static generation (seconds). */
const buildPhases = (output) => {
  const seconds = (pattern) => {
    const match = pattern.exec(output);
    if (!match) return null;
    return match[2] === 'ms' ? Number(match[1]) / 1000 : match[2] === 'min' ? Number(match[1]) * 60 : Number(match[1]);
  };
  return {
    compileS: seconds(/Compiled successfully in ([\d.]+)(ms|s|min)/),
    typescriptS: seconds(/Finished TypeScript in ([\d.]+)(ms|s|min)/),
    staticGenerationS: seconds(/Generating static pages[^\n]*\) in ([\d.]+)(ms|s|min)/),
  };
};

async function measureScaling(workDir) {
  await phase('scaling', async () => {
    results.buildScaling = { sizes: SIZES, site: [], bare: [] };
    // One unmeasured build of each first, so that no measured build pays for cold disk caches.
    {
      const contentDir = path.join(workDir, 'content-warmup');
      await generateArticles(SIZES[0] ?? 10, contentDir);
      log('warm-up builds (not measured)');
      await cleanBuild({ app: 'site', distDir: SCALE_DIST, env: { CONTENT_DIR: contentDir }, logFile: path.join(LOG_DIR, 'build-site-warmup.log') }).catch(() => {});
      await cleanBuild({ app: 'bare', distDir: SCALE_DIST, env: { BARE_PAGES: String(SIZES[0] ?? 10) }, logFile: path.join(LOG_DIR, 'build-bare-warmup.log') }).catch(() => {});
      await rm(contentDir, { recursive: true, force: true });
    }
    for (const n of SIZES) {
      results.load[`scaling ${n}`] = loadAverage();
      const contentDir = path.join(workDir, `content-${n}`);
      await generateArticles(n, contentDir);
      log(`build site with ${n} generated articles`);
      try {
        const build = await cleanBuild({ app: 'site', distDir: SCALE_DIST, env: { CONTENT_DIR: contentDir }, logFile: path.join(LOG_DIR, `build-site-${n}.log`) });
        results.buildScaling.site.push({ articles: n, wallMs: build.wallMs, peakRssBytes: build.peakRssBytes, staticPages: staticPages(build.output), ...buildPhases(build.output) });
        log(`site ${n}: ${(build.wallMs / 1000).toFixed(1)} s, ${(build.peakRssBytes / 1024 ** 2).toFixed(0)} MB, ${staticPages(build.output)} pages`);
      } catch (error) {
        results.buildScaling.site.push({ articles: n, error: String(error.message) });
      }
      await rm(path.join(ROOT, SCALE_DIST), { recursive: true, force: true });
      await rm(contentDir, { recursive: true, force: true });
      await save();
      log(`build bare app with ${n} trivial pages`);
      try {
        const build = await cleanBuild({ app: 'bare', distDir: SCALE_DIST, env: { BARE_PAGES: String(n) }, logFile: path.join(LOG_DIR, `build-bare-${n}.log`) });
        results.buildScaling.bare.push({ pages: n, wallMs: build.wallMs, peakRssBytes: build.peakRssBytes, staticPages: staticPages(build.output), ...buildPhases(build.output) });
        log(`bare ${n}: ${(build.wallMs / 1000).toFixed(1)} s, ${(build.peakRssBytes / 1024 ** 2).toFixed(0)} MB`);
      } catch (error) {
        results.buildScaling.bare.push({ pages: n, error: String(error.message) });
      }
      await rm(path.join(BARE_DIR, SCALE_DIST), { recursive: true, force: true });
      await save();
    }
    const ok = (list, key) => list.filter((build) => !build.error).sort((a, b) => a[key] - b[key]);
    const site = ok(results.buildScaling.site, 'articles');
    const bare = ok(results.buildScaling.bare, 'pages');
    const slope = (list, key, a, b) => {
      const from = list.find((build) => build[key] === a);
      const to = list.find((build) => build[key] === b);
      return from && to ? (to.wallMs - from.wallMs) / (b - a) : null;
    };
    const common = SIZES.filter((n) => site.some((build) => build.articles === n) && bare.some((build) => build.pages === n)).sort((a, b) => a - b);
    if (common.length >= 2) {
      const from = common[0];
      const to = common.at(-1);
      const siteMs = slope(site, 'articles', from, to);
      const bareMs = slope(bare, 'pages', from, to);
      const generation = (list, key, a, b) => {
        const first = list.find((build) => build[key] === a);
        const last = list.find((build) => build[key] === b);
        return first?.staticGenerationS != null && last?.staticGenerationS != null ? ((last.staticGenerationS - first.staticGenerationS) * 1000) / (b - a) : null;
      };
      const siteGen = generation(site, 'articles', from, to);
      const bareGen = generation(bare, 'pages', from, to);
      results.buildScaling.marginal = {
        from,
        to,
        siteMsPerArticle: siteMs,
        bareMsPerPage: bareMs,
        ratio: bareMs > 0 ? siteMs / bareMs : null,
        staticGeneration: { siteMsPerArticle: siteGen, bareMsPerPage: bareGen, ratio: bareGen > 0 ? siteGen / bareGen : null },
        segments: common.slice(1).map((n, index) => ({ from: common[index], to: n, siteMsPerArticle: slope(site, 'articles', common[index], n), bareMsPerPage: slope(bare, 'pages', common[index], n) })),
      };
    }
  });
}

async function main() {
  await mkdir(LOG_DIR, { recursive: true });
  await mergePrevious();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tir-bench-'));
  try {
    await phase('tools', async () => {
      await run('bash', [path.join(ROOT, 'bench', 'ensure-tools.sh')]);
      results.environment.chromium = tryExec('/usr/bin/chromium', ['--version']);
      results.environment.nginx = tryExec('bash', ['-c', 'nginx -v 2>&1']);
      results.environment.wrk = tryExec('bash', ['-c', 'wrk --version 2>&1 | head -1']);
    });

    const needsServers = ['weight', 'lighthouse', 'serve'].some((name) => only.has(name));
    if (needsServers) {
      for (const port of [SITE_PORT, BARE_PORT, ...(only.has('serve') ? [CACHE_PORT, FILE_PORT] : [])]) {
        if (!(await portIsFree(port))) throw new Error(`port ${port} is in use (set BENCH_PORT / BENCH_NGINX_PORT)`);
      }
      let built = false;
      // BENCH_REUSE_BUILD=1 measures the existing .next-bench builds again (for working on the bench).
      if (siteBench.reuseBuild && existsSync(path.join(ROOT, DIST, 'BUILD_ID')) && existsSync(path.join(BARE_DIR, DIST, 'BUILD_ID'))) built = true;
      else await phase('build', async () => {
        const site = await cleanBuild({ app: 'site', distDir: DIST, env: { SITE_URL: `http://localhost:${SITE_PORT}` }, logFile: path.join(LOG_DIR, 'build-site.log') });
        const bare = await cleanBuild({ app: 'bare', distDir: DIST, logFile: path.join(LOG_DIR, 'build-bare.log') });
        results.build = {
          site: { wallMs: site.wallMs, peakRssBytes: site.peakRssBytes, staticPages: staticPages(site.output) },
          bare: { wallMs: bare.wallMs, peakRssBytes: bare.peakRssBytes, staticPages: staticPages(bare.output) },
        };
        built = true;
      });
      if (built) {
        try {
          servers.push(await startNext({ cwd: ROOT, distDir: DIST, port: SITE_PORT, env: { SITE_URL: `http://localhost:${SITE_PORT}` }, logFile: path.join(LOG_DIR, 'next-start-site.log') }));
          servers.push(await startNext({ cwd: BARE_DIR, distDir: DIST, port: BARE_PORT, logFile: path.join(LOG_DIR, 'next-start-bare.log') }));
          await measurePages();
          if (only.has('serve')) await measureServing(workDir);
        } catch (error) {
          results.errors.push({ phase: 'servers', message: String(error.message ?? error) });
        } finally {
          await stopServers();
        }
      }
    }
    if (only.has('sync')) await measureSync();
    if (only.has('scaling')) await measureScaling(workDir);
  } finally {
    await stopServers();
    await rm(workDir, { recursive: true, force: true });
    results.finishedAt = new Date().toISOString();
    await save();
  }
  const summary = renderSummary(results);
  await writeResultsDoc(summary);
  log(`wrote ${path.relative(ROOT, path.join(RESULTS_DIR, 'latest.json'))}, summary.md and ${path.relative(ROOT, RESULTS_DOC)}`);
  process.stdout.write(`\n${summary}`);
  if (results.errors.length) {
    log(`could not measure: ${results.errors.map((error) => error.phase).join(', ')}`);
    process.exitCode = 1;
  }
}

if (!existsSync(path.join(ROOT, 'node_modules', 'next'))) {
  console.error('bench: run `npm install` first');
  process.exit(1);
}
main().catch(async (error) => {
  console.error(error);
  await stopServers();
  process.exit(1);
});
