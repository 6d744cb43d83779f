/**
 * npm run bench:reports: the report parser over the sample reports (test/support/fixtures/reports).
 * Per layout and overall: item recall and precision, category accuracy, lines taken for items that are
 * not (boilerplate), the read time of the 60-page report (BENCH_REPORT_RUNS runs, p50/p95; the whole
 * path: worker start, pdf.js, findings) and the worker's peak heap. Writes bench/results/reports.json
 * and prints the table.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extractText } from '@/lib/reports/extract';
import { extractFindings } from '@/lib/reports/findings';
import { corpusReports, scoreFindings } from '@/test/support/reports/score';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)} %`);

async function main() {
  const reports = await corpusReports();
  type Row = { expected: number; found: number; matched: number; categoryRight: number; extra: number; reports: number };
  const layouts = new Map<string, Row>();
  const overall: Row = { expected: 0, found: 0, matched: 0, categoryRight: 0, extra: 0, reports: 0 };
  let peakHeap = 0;
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

  const sixty = reports.find((report) => report.expected.pages === 60);
  if (!sixty) throw new Error('no 60-page report in the corpus');
  const bytes = new Uint8Array(await readFile(sixty.file));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const text = await extractText(bytes);
    if (!text.ok) throw new Error(`60-page report: ${text.reason}`);
    extractFindings(text.pages);
    times.push(performance.now() - started);
    peakHeap = Math.max(peakHeap, text.heapMb ?? 0);
  }

  const lines = [
    '| Layout | Reports | Items | Recall | Precision | Category accuracy | Boilerplate taken |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...[...layouts.entries(), ['overall', overall] as const].map(
      ([name, row]) => `| ${name} | ${row.reports} | ${row.expected} | ${pct(row.matched, row.expected)} | ${pct(row.matched, row.found)} | ${pct(row.categoryRight, row.matched)} | ${row.extra} |`,
    ),
    '',
    `60-page report (${sixty.expected.name}), ${RUNS} reads: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms; peak worker heap ${peakHeap} MB.`,
  ];
  console.log(lines.join('\n'));
  const out = path.join(process.cwd(), 'bench', 'results');
  await mkdir(out, { recursive: true });
  await writeFile(
    path.join(out, 'reports.json'),
    `${JSON.stringify({ when: new Date().toISOString(), layouts: Object.fromEntries(layouts), overall, sixtyPage: { name: sixty.expected.name, runs: RUNS, p50: percentile(times, 0.5), p95: percentile(times, 0.95) }, peakHeapMb: peakHeap }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
