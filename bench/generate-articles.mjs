#!/usr/bin/env node
/**
 * Writes N synthetic but valid articles as an article snapshot into a content folder (never the
 * committed content/): <dir>/snapshot/articles.json, <dir>/snapshot/articles/{slug}.html and an
 * empty <dir>/posts. Build the site on it with CONTENT_DIR=<dir>.
 *
 *   node bench/generate-articles.mjs <count> <dir>
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['Property Inspection', 'Real Estate', 'Legal', 'Guides'];
const TOPICS = ['roof', 'crawl space', 'electrical panel', 'water heater', 'deck', 'GFCI outlets', 'attic ventilation', 'plumbing leak', 'HVAC', 'siding', 'termite damage', 'grading'];
const CITIES = ['Hampton', 'Newport News', 'Yorktown', 'Norfolk', 'Chesapeake'];
const TAGS = ['Buyers', 'Sellers', 'Agents', 'PICRA', 'Repair Costs', 'Roofing', 'Electrical', 'Plumbing', 'Crawl Spaces', 'Termites', 'Closing', 'Hampton Roads', 'Decks', 'HVAC', 'Moisture', 'Re-inspection'];
const COVERS = [
  'agents-guide-to-repair-addenda',
  'common-inspection-findings-hampton-roads-costs',
  'crawl-space-moisture-coastal-virginia',
  'federal-pacific-zinsco-panel-inspection',
  'home-inspection-repair-guide-hampton-roads',
  'inspection-repair-timeline-before-closing',
  'picra-explained-hampton-roads',
  'repair-credit-vs-seller-repairs',
  'repair-receipts-documentation-virginia',
  'roof-finding-on-inspection-report',
];
const DAY_MS = 86_400_000;
const BASE = Date.parse('2026-11-01T12:00:00.000Z');

/** A body of about the length of the committed articles (4-5 KB of sanitized HTML). */
function body(index, topic, city) {
  const paragraph = (n) =>
    `<p>Generated paragraph ${n} of article ${index}: when an inspector in ${city} writes up the ${topic}, the buyer, the seller and both agents want three answers quickly: how serious the finding is, what a licensed repair costs, and whether the work can be finished and documented before the closing date. This text is synthetic and exists only to measure how the build scales.</p>`;
  return [
    paragraph(1),
    `<h2>What the report says about the ${topic}</h2>`,
    paragraph(2),
    paragraph(3),
    `<ul><li><strong>Safety first:</strong> items that affect safety are fixed before anything cosmetic.</li><li><strong>Licensed trades</strong> where Virginia requires them.</li><li><strong>Receipts and photos</strong> for the re-inspection.</li></ul>`,
    `<h2>Timing in ${city}</h2>`,
    paragraph(4),
    paragraph(5),
    `<h3>Next steps</h3>`,
    paragraph(6),
    paragraph(7),
  ].join('\n');
}

export function syntheticArticle(index) {
  const topic = TOPICS[index % TOPICS.length];
  const city = CITIES[Math.floor(index / TOPICS.length) % CITIES.length];
  const slug = `bench-article-${index + 1}`;
  const published = new Date(BASE - index * (DAY_MS / 4)).toISOString();
  const tags = [TAGS[index % TAGS.length], TAGS[(index * 7 + 3) % TAGS.length], TAGS[(index * 11 + 5) % TAGS.length]].filter((tag, position, all) => all.indexOf(tag) === position);
  return {
    entry: {
      id: `bench-${index + 1}`,
      title: `Bench Article ${index + 1}: the ${topic} finding in ${city}`,
      slug,
      author: 'Tidewater Inspection Repairs Team',
      publishDate: published,
      category: CATEGORIES[index % CATEGORIES.length],
      tags,
      metaDescription: `Synthetic benchmark article ${index + 1} about a ${topic} finding on a ${city} home inspection report.`,
      excerpt: `How a ${topic} finding on a ${city} inspection report turns into a documented repair before closing (synthetic article ${index + 1}).`,
      images: [`/images/blog/${COVERS[index % COVERS.length]}.svg`],
      status: 'Published',
      company: 'Tidewater Inspection Repairs',
      featured: index < 3,
      readTime: 4,
      createdAt: published,
      updatedAt: published,
      syncedAt: published,
      source: 'post',
      origin: `generated/${slug}.md`,
      bodyFile: `articles/${slug}.html`,
    },
    html: body(index + 1, topic, city),
  };
}

/** Writes `count` articles into `dir` (replacing whatever was there). */
export async function generateArticles(count, dir) {
  const resolved = path.resolve(dir);
  if (resolved === path.join(ROOT, 'content') || resolved.startsWith(path.join(ROOT, 'content') + path.sep)) {
    throw new Error('refusing to write into the committed content/ folder');
  }
  await rm(resolved, { recursive: true, force: true });
  const articlesDir = path.join(resolved, 'snapshot', 'articles');
  await mkdir(articlesDir, { recursive: true });
  await mkdir(path.join(resolved, 'posts'), { recursive: true });
  const entries = [];
  for (let index = 0; index < count; index += 1) {
    const { entry, html } = syntheticArticle(index);
    entries.push(entry);
    await writeFile(path.join(articlesDir, `${entry.slug}.html`), `${html}\n`);
  }
  await writeFile(path.join(resolved, 'snapshot', 'articles.json'), `${JSON.stringify({ generatedAt: new Date(BASE).toISOString(), articles: entries }, null, 2)}\n`);
  return { dir: resolved, count };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [countArg, dirArg] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1 || !dirArg) {
    console.error('usage: node bench/generate-articles.mjs <count> <dir>');
    process.exit(2);
  }
  generateArticles(count, dirArg).then(
    ({ dir }) => console.log(`wrote ${count} articles to ${dir}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
