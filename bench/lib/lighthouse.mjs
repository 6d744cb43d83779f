import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { log, median, ROOT, run } from './util.mjs';

const LIGHTHOUSE_BIN = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * What Lighthouse's simulated LCP is made of. The simulation replays the unthrottled load it observed:
 * every request that finished, and every task that started, before the observed largest paint is taken
 * as needed for that paint, then timed again on a slow 4G network and a 4x slower CPU. A script that
 * arrived and ran before the paint therefore counts in LCP even though the page did not wait for it;
 * on loopback the framework's scripts arrive within about 50-80 ms, so a page that paints later than
 * that carries all of its JavaScript in its LCP. Reported per run: the observed paint and how many
 * scripts had finished loading by then.
 */
function paintRace(report) {
  const observedLcpMs = report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const scriptsBeforePaint = observedLcpMs === null ? null : scripts.filter((request) => request.networkEndTime <= observedLcpMs).length;
  return { observedLcpMs, scriptsBeforePaint, scripts: scripts.length };
}

/**
 * Where the main thread went (Lighthouse's mainthread-work-breakdown, by category) and how much of it
 * was the page's own scripts: bootup-time's script evaluation and parse/compile of the page's origin
 * (its chunks and inline scripts; bootup-time lists only scripts that took 50 ms or more, simulated).
 */
function mainThread(report, url) {
  const origin = new URL(url).origin;
  const byCategoryMs = Object.fromEntries((report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)]));
  const scripts = (report.audits['bootup-time']?.details?.items ?? []).filter((item) => typeof item.url === 'string' && item.url.startsWith(origin));
  const scriptMs = Math.round(scripts.reduce((sum, item) => sum + (item.scripting ?? 0) + (item.scriptParseCompile ?? 0), 0));
  return { mainThreadMs: Math.round(report.audits['mainthread-work-breakdown']?.numericValue ?? 0), byCategoryMs, scriptMs };
}

/** One Lighthouse run in a fresh Chromium; returns the scores (0-100) and LCP, TBT, CLS. */
async function lighthouseOnce(url, formFactor) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tir-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    const args = [LIGHTHOUSE_BIN, url, '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`];
    if (formFactor === 'desktop') args.push('--preset=desktop');
    // Lighthouse ignores --chrome-path; chrome-launcher reads CHROME_PATH.
    await run(process.execPath, args, { quiet: true, env: { CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' } });
    const report = JSON.parse(await readFile(output, 'utf8'));
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100)]));
    const audit = (id) => report.audits[id]?.numericValue ?? null;
    const failing = [];
    for (const id of CATEGORIES.slice(1)) {
      for (const ref of report.categories[id]?.auditRefs ?? []) {
        const result = report.audits[ref.id];
        if (ref.weight > 0 && result && result.score !== null && result.score < 1) failing.push(`${id}: ${ref.id}`);
      }
    }
    // Requests that hold the first paint (stylesheets and synchronous scripts in the head).
    const renderBlocking = report.audits['render-blocking-resources']?.details?.items?.length ?? null;
    return { scores, ...mainThread(report, url), lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), fcpMs: audit('first-contentful-paint'), renderBlocking, failing, ...paintRace(report) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Median of `runs` Lighthouse runs, each figure taken apart (as Lighthouse's own guidance says). */
export async function lighthouseMedian(url, formFactor, runs) {
  const results = [];
  let failures = 0;
  // A run that fails (Chromium failing to start on a loaded machine) is retried, up to `runs` times in all.
  while (results.length < runs && failures < runs) {
    try {
      results.push(await lighthouseOnce(url, formFactor));
    } catch (error) {
      failures += 1;
      log(`lighthouse ${formFactor} ${url} run failed: ${String(error.message).split('\n').filter(Boolean).slice(-4).join(' | ')}`);
    }
  }
  if (results.length === 0) throw new Error(`every Lighthouse run of ${url} (${formFactor}) failed`);
  const pick = (get) => median(results.map(get));
  return {
    runs: results.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((result) => result.scores[id])])),
    lcpMs: pick((result) => result.lcpMs),
    tbtMs: pick((result) => result.tbtMs),
    cls: pick((result) => result.cls),
    fcpMs: pick((result) => result.fcpMs),
    renderBlocking: pick((result) => result.renderBlocking),
    observedLcpMs: pick((result) => result.observedLcpMs),
    scriptsBeforePaintRuns: results.map((result) => `${result.scriptsBeforePaint ?? '?'}/${result.scripts}`),
    performanceRuns: results.map((result) => result.scores.performance),
    mainThreadMs: pick((result) => result.mainThreadMs),
    scriptMs: pick((result) => result.scriptMs),
    byCategoryMs: Object.fromEntries([...new Set(results.flatMap((result) => Object.keys(result.byCategoryMs)))].map((group) => [group, pick((result) => result.byCategoryMs[group] ?? 0)])),
    failingAudits: [...new Set(results.flatMap((result) => result.failing))],
  };
}
