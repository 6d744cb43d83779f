import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceCategory } from '@/lib/reports/categories';
import type { Finding } from '@/lib/reports/findings';

/**
 * The sample reports and how well the parser's findings match each one's expected list. A finding
 * matches an expected item when it is on the same page and its text holds the item's opening words
 * (spaces and ligatures aside); recall counts expected items found, precision counts findings that are
 * expected. A finding that matches nothing is a line taken for an item that is not one.
 */

export const CORPUS_DIR = path.join(process.cwd(), 'test', 'support', 'fixtures', 'reports');

export type ExpectedItem = { section: string; category: ServiceCategory; page: number; safety: boolean; opening: string };
export type ExpectedReport = { name: string; layout: string; generator: string; pages: number; items: ExpectedItem[] };

export async function corpusReports(): Promise<{ expected: ExpectedReport; file: string }[]> {
  const names = (await readdir(CORPUS_DIR)).filter((name) => name.endsWith('.expected.json')).sort();
  return Promise.all(
    names.map(async (name) => ({
      expected: JSON.parse(await readFile(path.join(CORPUS_DIR, name), 'utf8')) as ExpectedReport,
      file: path.join(CORPUS_DIR, name.replace('.expected.json', '.pdf')),
    })),
  );
}

const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export type Score = {
  expected: number;
  found: number;
  matched: number;
  categoryRight: number;
  sectionRight: number;
  /** Findings that match no expected item (boilerplate or a line taken for an item). */
  extra: Finding[];
  missed: ExpectedItem[];
  wrongCategory: { item: ExpectedItem; finding: Finding }[];
};

export function scoreFindings(expected: readonly ExpectedItem[], findings: readonly Finding[]): Score {
  const used = new Set<number>();
  let matched = 0;
  let categoryRight = 0;
  let sectionRight = 0;
  const missed: ExpectedItem[] = [];
  const wrongCategory: Score['wrongCategory'] = [];
  for (const item of expected) {
    const words = squash(item.opening);
    const finding = findings.find((candidate) => !used.has(candidate.id) && candidate.page === item.page && squash(candidate.text).includes(words));
    if (!finding) {
      missed.push(item);
      continue;
    }
    used.add(finding.id);
    matched += 1;
    if (finding.category === item.category) categoryRight += 1;
    else wrongCategory.push({ item, finding });
    if (finding.section.toLowerCase().includes(item.section.toLowerCase())) sectionRight += 1;
  }
  return { expected: expected.length, found: findings.length, matched, categoryRight, sectionRight, extra: findings.filter((finding) => !used.has(finding.id)), missed, wrongCategory };
}
