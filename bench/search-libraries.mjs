#!/usr/bin/env node
/**
 * The comparison behind the blog's choice of search library: MiniSearch, Orama and FlexSearch over the
 * same 10,000 synthetic articles (bench/generate-articles.mjs, body text cut at 5,000 characters),
 * with the same fields and the closest options each offers to the blog's rules (prefix, one typo).
 * Prints index build time, heap held and query p50/p95 over the query set. Nothing of the library
 * reaches the browser (the index lives on the server), so bundle size does not enter the choice.
 * Only MiniSearch is a dependency; install the others without saving to run it:
 *
 *   npm install --no-save @orama/orama@3.1.18 flexsearch@0.8.212 && node --expose-gc bench/search-libraries.mjs
 */
import { syntheticArticle } from './generate-articles.mjs';

const COUNT = Number(process.env.BENCH_SEARCH_LIBRARY_ARTICLES ?? 10_000);

const docs = Array.from({ length: COUNT }, (_, at) => {
  const { entry, html } = syntheticArticle(at);
  const body = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 5_000);
  return { id: at, title: entry.title, tags: entry.tags.join(' '), category: entry.category, excerpt: entry.excerpt, metaDescription: entry.metaDescription, body };
});
const TOPICS = ['roof', 'crawl space', 'electrical panel', 'water heater', 'deck', 'gfci outlets', 'attic ventilation', 'plumbing leak', 'hvac', 'siding', 'termite damage', 'grading'];
const queries = TOPICS.flatMap((topic) => [topic, `${topic} norfolk`, `${topic} hampton`, topic.replace(/(\w)(\w)(\w+)/, '$1$3'), `${topic} repair cost`, `article ${topic.length * 37}`, `${topic} yorktown`, `${topic} before closing`, `${topic}s`]);

function heapMb() {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}

async function measure(name, build, search) {
  const before = heapMb();
  let started = performance.now();
  const index = await build();
  const buildMs = performance.now() - started;
  const heap = heapMb() - before;
  const times = [];
  let hits = 0;
  for (const query of queries) {
    started = performance.now();
    hits += await search(index, query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(1);
  console.log(`| ${name} | ${Math.round(buildMs)} ms | ${heap.toFixed(0)} MB | ${at(0.5)} ms | ${at(0.95)} ms | ${Math.round(hits / queries.length)} |`);
}

const FIELDS = ['title', 'tags', 'category', 'excerpt', 'metaDescription', 'body'];
const BOOST = { title: 8, tags: 5, category: 3, excerpt: 2, metaDescription: 2, body: 1 };

console.log(`${COUNT} articles, ${queries.length} queries`);
console.log('| library | build | heap | query p50 | query p95 | hits per query |');
console.log('|---|---|---|---|---|---|');

const { default: MiniSearch } = await import('minisearch');
await measure(
  'MiniSearch 7.2.0',
  () => {
    const index = new MiniSearch({ fields: FIELDS });
    index.addAll(docs);
    return index;
  },
  (index, query) => index.search(query, { boost: BOOST, prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 4 ? 1 : 0), combineWith: 'AND' }).length,
);

try {
  const orama = await import('@orama/orama');
  await measure(
    'Orama 3.1.18',
    async () => {
      const db = orama.create({ schema: { title: 'string', tags: 'string', category: 'string', excerpt: 'string', metaDescription: 'string', body: 'string' } });
      await orama.insertMultiple(db, docs.map(({ id, ...rest }) => ({ id: String(id), ...rest })), 500);
      return db;
    },
    async (db, query) => (await orama.search(db, { term: query, boost: BOOST, tolerance: 1, limit: 9 })).count,
  );
} catch (error) {
  console.log(`| Orama | not installed (${error.code ?? error.message}) |`);
}

try {
  const { default: FlexSearch } = await import('flexsearch');
  await measure(
    'FlexSearch 0.8.212',
    () => {
      const index = new FlexSearch.Document({ document: { id: 'id', index: FIELDS.map((field) => ({ field, tokenize: 'forward' })) } });
      for (const doc of docs) index.add(doc);
      return index;
    },
    (index, query) => new Set(index.search(query, { limit: COUNT, suggest: true }).flatMap((group) => group.result)).size,
  );
} catch (error) {
  console.log(`| FlexSearch | not installed (${error.code ?? error.message}) |`);
}
