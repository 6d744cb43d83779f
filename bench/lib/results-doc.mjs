import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './util.mjs';

export const RESULTS_DOC = path.join(ROOT, 'docs', 'benchmark-results.md');
const BEGIN = '<!-- npm run bench writes from here to the end marker; edit bench/lib/summary.mjs, not this text -->';
const END = '<!-- end of the section npm run bench writes -->';

/**
 * The run's summary as its own section of docs/benchmark-results.md, between two markers, so that the
 * figures in the docs are always a run's own (its date, commit, machine and load are in the summary's
 * first lines), never copied by hand. The summary's headings move one level down under the section's.
 * Where the markers are missing, the section is added after the file's introduction.
 */
export async function writeResultsDoc(summary) {
  let doc;
  try {
    doc = await readFile(RESULTS_DOC, 'utf8');
  } catch {
    doc = '# Benchmark results\n';
  }
  const body = summary
    .replace(/^# Benchmark summary\n+/, '')
    .replace(/^(#{2,5}) /gm, '#$1 ')
    .trim();
  const section = `${BEGIN}\n## The production build: the last \`npm run bench\`\n\n${body}\n${END}`;
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  let next;
  if (start !== -1 && end > start) next = doc.slice(0, start) + section + doc.slice(end + END.length);
  else {
    const firstSection = doc.indexOf('\n## ');
    next = firstSection === -1 ? `${doc.trimEnd()}\n\n${section}\n` : `${doc.slice(0, firstSection + 1)}${section}\n\n${doc.slice(firstSection + 1)}`;
  }
  await writeFile(RESULTS_DOC, next);
}
