/**
 * npm run bench:sync — syncs 1,000 sheet rows whose bodies live in 1,000 documents, each answered by
 * the fake Google server after 50 ms, into a temporary folder (never content/). Prints wall time and
 * rows per second. Documents are fetched articleConfig.documentConcurrency at a time, so the floor
 * is about 1,000 / concurrency x 50 ms. Then times the adversarial cells (50,000 characters each)
 * through the whole cell and body processing and prints the five slowest (median of 5 runs each).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatSyncSummary, runSync, articleConfig } from '@/lib/articles';
import { siteConfig } from '@/lib/site/config';
import { startFakeGoogle } from '../test/support/google/fake-google-server';
import { syncBench } from './settings.mjs';
import { slowestAdversarialCells } from '../test/support/fixtures/adversarial';

const ROWS = syncBench.rows;
const LATENCY_MS = syncBench.latencyMs;

function documentHtml(index: number): string {
  const paragraphs = Array.from(
    { length: 8 },
    (_, p) => `<p class="c1"><span class="c2">Paragraph ${p + 1} of document ${index}: a crawl space, a roof and an electrical panel walk into an inspection report.</span></p>`,
  ).join('');
  return `<!DOCTYPE html><html><head><style>.c1{margin:0}.c2{font-weight:700}</style></head><body><h1><span>Document ${index}</span></h1>${paragraphs}<ul><li><span>One</span></li><li><span>Two</span></li></ul></body></html>`;
}

async function main(): Promise<void> {
  const google = await startFakeGoogle();
  const contentDir = await mkdtemp(path.join(os.tmpdir(), 'tir-bench-'));
  try {
    const rows = Array.from({ length: ROWS }, (_, index) => [
      siteConfig.name,
      `Benchmark Article ${index + 1}`,
      'Published',
      `https://docs.google.com/document/d/bench-${index}/edit`,
      index % 4 === 0 ? 'Legal' : 'Guides',
      'bench, sync',
    ]);
    google.setSheet('bench', [['Company', 'Title', 'Status', 'Content', 'Category', 'Tags'], ...rows]);
    for (let index = 0; index < ROWS; index += 1) google.setDocument(`bench-${index}`, { html: documentHtml(index), latencyMs: LATENCY_MS });

    const started = performance.now();
    const outcome = await runSync({
      contentDir,
      env: { GOOGLE_SHEETS_API_KEY: 'bench', GOOGLE_SHEETS_ID: 'bench', GOOGLE_SHEETS_API_URL: google.url, GOOGLE_DOCS_URL: google.url },
      log: { info: () => {}, warn: () => {}, error: console.error },
    });
    const seconds = (performance.now() - started) / 1000;
    if (outcome.status !== 'written') throw new Error(formatSyncSummary(outcome));
    const floor = (Math.ceil(ROWS / articleConfig.documentConcurrency) * LATENCY_MS) / 1000;
    console.log(
      [
        `sync benchmark: ${ROWS} rows, ${ROWS} documents at ${LATENCY_MS} ms, concurrency ${articleConfig.documentConcurrency}`,
        `  wall time:       ${seconds.toFixed(2)} s`,
        `  rows per second: ${(ROWS / seconds).toFixed(0)}`,
        `  latency floor:   ${floor.toFixed(2)} s`,
        `  articles:        ${outcome.articles?.length ?? 0}, documents fetched ${outcome.report?.documentsFetched ?? 0}, failed ${outcome.report?.documentsFailed.length ?? 0}`,
        `  peak parallel:   ${google.peakInFlight()} requests`,
      ].join('\n'),
    );
    console.log('  slowest adversarial cells (median of 5 runs; goal < 20 ms each):');
    for (const cell of slowestAdversarialCells()) {
      console.log(`    ${cell.cpuMs.toFixed(1).padStart(5)} ms CPU, ${cell.ms.toFixed(1).padStart(5)} ms wall  ${cell.name} (${cell.length.toLocaleString('en-US')} characters)`);
    }
  } finally {
    await google.close();
    await rm(contentDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
