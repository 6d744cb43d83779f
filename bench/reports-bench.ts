/**
 * npm run bench:reports: the report parser over the sample reports (test/support/fixtures/reports).
 * Per layout and overall: item recall and precision, category accuracy, lines taken for items that are
 * not (boilerplate), the read time of the 60-page report (BENCH_REPORT_RUNS runs, p50/p95; the whole
 * path: worker start, pdf.js, findings), the worker's peak heap, and the site's page p95 while ten
 * reports are uploaded and read at once against the same pages idle for as long (a `next start` of the build in
 * .next, or BENCH_DIST; goal <= 1.5x). Writes bench/results/reports.json and prints the table.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnSite, waitUntilAnswering } from '@/test/support/server/site-process';
import { extractText } from '@/lib/reports/extract';
import { extractFindings } from '@/lib/reports/findings';
import { corpusReports, scoreFindings } from '@/test/support/reports/score';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** The pages timed: what a visitor opens around an upload. */
const PAGES = ['/', '/contact', '/inspection-report', '/buyer-repairs', '/common-inspection-repairs'];
const UPLOADS_AT_ONCE = 10;
/** Page requests in flight at once (two visitors), idle and under load alike. */
const PAGE_CONCURRENCY = 2;

/** Fetches the pages round-robin until `until` says stop (at least `min` requests); returns each time in ms. */
/** As long as the reads take, so both samples hold as many requests and the same machine's pauses. */
const IDLE_MS = 7_000;
/** Long enough that the server's code is compiled and its caches full before the idle sample. */
const WARM_MS = 5_000;

async function timePages(base: string, until: () => boolean, min: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const visitor = async () => {
    while (times.length < min || !until()) {
      const page = PAGES[next++ % PAGES.length]!;
      const started = performance.now();
      const response = await fetch(`${base}${page}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, visitor));
  return times;
}

export type PagesUnderLoad = {
  /** One upload of the report on the idle server, from the request to its results (the first read this server makes, then the next one). */
  firstUploadMs: number;
  nextUploadMs: number;
  idleP95: number;
  loadedP95: number;
  ratio: number;
  idleRequests: number;
  loadedRequests: number;
  uploadsMs: number;
};

/** Uploads the report once and waits for its results: the time a visitor waits after choosing the file (on loopback, so mostly the read). */
async function uploadOnce(base: string, report: Uint8Array, name: string, client: string): Promise<number> {
  const form = new FormData();
  form.append('report', new Blob([report as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/inspection-report`, { method: 'POST', body: form, headers: { origin: base, accept: 'application/json', 'x-forwarded-for': client } });
  const answer = (await response.json()) as { ok?: boolean; error?: string };
  if (response.status !== 201) throw new Error(`upload answered ${response.status} ${answer.error ?? ''}`);
  return performance.now() - started;
}

/** Page p95 idle, then while UPLOADS_AT_ONCE copies of the report are uploaded and read at once. */
async function pagesUnderLoad(report: Uint8Array, name: string): Promise<PagesUnderLoad | undefined> {
  const dist = process.env.BENCH_DIST ?? '.next';
  if (!existsSync(path.join(dist, 'BUILD_ID'))) {
    console.log(`No production build in ${dist} (run \`npx next build\`): page p95 under load not measured.`);
    return undefined;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-reports-'));
  const site = spawnSite({ port: await freePort(), dataDir, distDir: dist, env: { TRUSTED_PROXIES: '1' } });
  try {
    await waitUntilAnswering(site, 120_000);
    // Warm the pages for 5 s, so neither sample pays for first compilation or cold caches.
    const warmStarted = performance.now();
    await timePages(site.url, () => performance.now() - warmStarted >= WARM_MS, PAGES.length * 2);
    // Time to results for one visitor on the idle server: the first report this server reads, then the next one.
    const firstUploadMs = await uploadOnce(site.url, report, name, '203.0.113.10');
    const nextUploadMs = await uploadOnce(site.url, report, name, '203.0.113.11');
    const idleStarted = performance.now();
    const idle = await timePages(site.url, () => performance.now() - idleStarted >= IDLE_MS, 100);
    let done = false;
    const started = performance.now();
    const uploads = Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE }, async (_, at) => {
        const form = new FormData();
        form.append('report', new Blob([report as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
        // Each upload from a client of its own: the per-client allowance is not what is measured.
        const response = await fetch(`${site.url}/api/inspection-report`, { method: 'POST', body: form, headers: { origin: site.url, accept: 'application/json', 'x-forwarded-for': `198.51.100.${10 + at}` } });
        const answer = (await response.json()) as { ok?: boolean; error?: string };
        if (response.status !== 201) throw new Error(`upload ${at} answered ${response.status} ${answer.error ?? ''}`);
      }),
    ).finally(() => (done = true));
    const loaded = await timePages(site.url, () => done, 20);
    await uploads;
    const uploadsMs = performance.now() - started;
    const idleP95 = percentile(idle, 0.95);
    const loadedP95 = percentile(loaded, 0.95);
    return { firstUploadMs, nextUploadMs, idleP95, loadedP95, ratio: loadedP95 / idleP95, idleRequests: idle.length, loadedRequests: loaded.length, uploadsMs };
  } finally {
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)} %`);

async function main() {
  const reports = await corpusReports();
  type Row = { expected: number; found: number; matched: number; categoryRight: number; extra: number; reports: number };
  const layouts = new Map<string, Row>();
  const overall: Row = { expected: 0, found: 0, matched: 0, categoryRight: 0, extra: 0, reports: 0 };
  let peakHeap = 0;
  const sixty = reports.find((report) => report.expected.pages === 60);
  if (!sixty) throw new Error('no 60-page report in the corpus');
  const bytes = new Uint8Array(await readFile(sixty.file));
  // The process's first read: the reader starts its worker and loads pdf.js before it reads.
  const firstStarted = performance.now();
  const first = await extractText(bytes);
  if (!first.ok) throw new Error(`60-page report: ${first.reason}`);
  extractFindings(first.pages);
  const firstReadMs = performance.now() - firstStarted;
  for (const { expected, file } of reports) {
    const text = await extractText(new Uint8Array(await readFile(file)));
    if (!text.ok) throw new Error(`${expected.name}: ${text.reason}`);
    peakHeap = Math.max(peakHeap, text.heapMb ?? 0);
    const score = scoreFindings(expected.items, extractFindings(text.pages));
    const row = layouts.get(expected.layout) ?? { expected: 0, found: 0, matched: 0, categoryRight: 0, extra: 0, reports: 0 };
    for (const target of [row, overall]) {
      target.expected += score.expected;
      target.found += score.found;
      target.matched += score.matched;
      target.categoryRight += score.categoryRight;
      target.extra += score.extra.length;
      target.reports += 1;
    }
    layouts.set(expected.layout, row);
  }

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const text = await extractText(bytes);
    if (!text.ok) throw new Error(`60-page report: ${text.reason}`);
    extractFindings(text.pages);
    times.push(performance.now() - started);
    peakHeap = Math.max(peakHeap, text.heapMb ?? 0);
  }

  const load = await pagesUnderLoad(bytes, path.basename(sixty.file));

  const lines = [
    '| Layout | Reports | Items | Recall | Precision | Category accuracy | Boilerplate taken |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...[...layouts.entries(), ['overall', overall] as const].map(
      ([name, row]) => `| ${name} | ${row.reports} | ${row.expected} | ${pct(row.matched, row.expected)} | ${pct(row.matched, row.found)} | ${pct(row.categoryRight, row.matched)} | ${row.extra} |`,
    ),
    '',
    `60-page report (${sixty.expected.name}): the process's first read ${firstReadMs.toFixed(0)} ms; then ${RUNS} reads: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms; peak worker heap ${peakHeap} MB.`,
    ...(load
      ? [
          '',
          `One upload of the 60-page report on the idle server, request to results: the server's first ${load.firstUploadMs.toFixed(0)} ms, the next ${load.nextUploadMs.toFixed(0)} ms.`,
          '',
          '| Pages (p95, 2 at a time) | Requests | p95 |',
          '|---|---:|---:|',
          `| idle | ${load.idleRequests} | ${load.idleP95.toFixed(0)} ms |`,
          `| while ${UPLOADS_AT_ONCE} uploads of the 60-page report are read (${(load.uploadsMs / 1000).toFixed(1)} s) | ${load.loadedRequests} | ${load.loadedP95.toFixed(0)} ms |`,
          `| ratio (goal <= 1.5x) | | ${load.ratio.toFixed(2)}x |`,
        ]
      : []),
  ];
  console.log(lines.join('\n'));
  const out = path.join(process.cwd(), 'bench', 'results');
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, 'reports.json'),
    `${JSON.stringify({ when: new Date().toISOString(), layouts: Object.fromEntries(layouts), overall, sixtyPage: { name: sixty.expected.name, firstReadMs, runs: RUNS, p50: percentile(times, 0.5), p95: percentile(times, 0.95) }, peakHeapMb: peakHeap, pagesUnderLoad: load ?? null }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
