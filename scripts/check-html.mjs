#!/usr/bin/env node
/**
 * HTML validity gate: validates every prerendered page of a production build with html-validate 10
 * (rules in .htmlvalidate.mjs) and exits 1 on any error.
 *
 * Why html-validate rather than the Nu checker (vnu-jar): it runs in-process on Node 20 in about a
 * second for the whole site (no JVM start, no 30 MB jar), it is an exact devDependency installed by
 * `npm ci` like everything else, and each rule can be switched off or relaxed by name with a reason,
 * so the rule set stays small and reviewable. Its rules also cover the HTML standard's content model,
 * required attributes, duplicate ids and the accessibility checks the Nu checker does not do.
 *
 * Usage: node scripts/check-html.mjs [distDir]   (default: $NEXT_DIST_DIR or .next)
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
const root = path.join(distDir, 'server', 'app');

// Next's own document shell for a crash of the root layout: the framework writes it (no lang, its own
// "__next_error__" id) and it is never served as a page; app/global-error.tsx renders into it on the client.
const SKIP = new Set(['_global-error.html']);

async function htmlFiles(directory) {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return entry.name.endsWith('.html') && !SKIP.has(path.relative(root, full)) ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

let files;
try {
  files = await htmlFiles(root);
} catch {
  console.error(`check-html: no build at ${root}; run next build first (NEXT_DIST_DIR=${distDir}).`);
  process.exit(1);
}
if (files.length === 0) {
  console.error(`check-html: no prerendered .html under ${root}.`);
  process.exit(1);
}

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const results = [];
for (const file of files) {
  const report = await htmlvalidate.validateFile(file);
  results.push(...report.results);
}

const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
if (results.length > 0) console.log(formatterFactory('stylish')(results));
console.log(`check-html: ${files.length} prerendered pages in ${root}: ${errors} errors, ${warnings} warnings.`);
process.exit(errors > 0 ? 1 : 0);
