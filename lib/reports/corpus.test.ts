import { readFile } from 'node:fs/promises';
import { readReport } from './read-report';
import { corpusReports, scoreFindings } from '@/test/support/reports/score';

/**
 * The sample reports (test/support/fixtures/reports, written by scripts/reports/make-corpus.ts): the
 * findings read from each PDF against its expected list. Thresholds are the floor the parser must
 * keep; `npm run bench:reports` prints the figures per layout.
 */
describe('sample inspection reports', () => {
  let totals = { expected: 0, found: 0, matched: 0, categoryRight: 0, extra: 0 };

  beforeAll(() => {
    totals = { expected: 0, found: 0, matched: 0, categoryRight: 0, extra: 0 };
  });

  it('has at least fifteen reports in five layouts, from 5 to 150 pages', async () => {
    const reports = await corpusReports();
    expect(reports.length).toBeGreaterThanOrEqual(15);
    expect(new Set(reports.map((report) => report.expected.layout))).toEqual(new Set(['spectora', 'homegauge', 'internachi', 'letter', 'trec']));
    const pages = reports.map((report) => report.expected.pages);
    expect(Math.min(...pages)).toBe(5);
    expect(Math.max(...pages)).toBe(150);
  });

  it('lists the expected findings of every report, on their pages, with their services, and no boilerplate', async () => {
    for (const { expected, file } of await corpusReports()) {
      const outcome = await readReport(new Uint8Array(await readFile(file)));
      if (outcome.kind !== 'read') throw new Error(`${expected.name} was not read: ${outcome.kind}`);
      const score = scoreFindings(expected.items, outcome.findings);
      totals.expected += score.expected;
      totals.found += score.found;
      totals.matched += score.matched;
      totals.categoryRight += score.categoryRight;
      totals.extra += score.extra.length;
      // Every report on its own: at most one miss, and no line of boilerplate taken for an item.
      expect({ name: expected.name, missed: score.missed.length <= 1, extra: score.extra.map((finding) => finding.text.slice(0, 80)) }).toEqual({
        name: expected.name,
        missed: true,
        extra: [],
      });
    }
    expect(totals.matched / totals.expected).toBeGreaterThanOrEqual(0.9);
    expect(totals.matched / totals.found).toBeGreaterThanOrEqual(0.9);
    expect(totals.categoryRight / totals.matched).toBeGreaterThanOrEqual(0.85);
  }, 180_000);
});
