/**
 * npm run bench:search — a benchmark, not a test: the blog search at 10 and 10,000 articles (the
 * synthetic articles of bench/generate-articles.mjs, bodies included), and its recall on the
 * committed articles. Never fails on a goal; exit 1 only when it could not measure.
 *
 * Per size: the search index's build time (wall and CPU) and the heap it holds; server time per query (the answer
 * the endpoint sends, built from a list state: search, filters, page, highlights, filter counts), p50
 * and p95 over the query set, each query asked once (no cache anywhere); the bytes the browser
 * receives for the first search and for each further one (the endpoint's JSON, gzip), the page's own
 * first answer being in the prerendered HTML; and whether every article the list's first rule finds
 * (a case-insensitive substring of title, excerpt or meta description) is still found.
 * On content/: the share of bench/fixtures/search-queries.json whose expected article is on the first
 * page. Writes bench/results/search.json.
 *
 *   BENCH_SEARCH_SIZES=10,10000 (default)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildArticleIndex, defaultContentDir, type Article, readSnapshot, articleConfig } from '@/lib/articles';
import { buildBlogSearchIndex, searchArticles, type BlogSearchIndex, answerListState } from '@/lib/blog';
import { syntheticArticle } from './generate-articles.mjs';

type QueryCase = { q: string; expect: string; kind: string };

const ROOT = path.resolve(__dirname, '..');
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10,10000').split(',').map((value) => Number(value.trim())).filter((value) => Number.isInteger(value) && value > 0);

const TOPICS = ['roof', 'crawl space', 'electrical panel', 'water heater', 'deck', 'GFCI outlets', 'attic ventilation', 'plumbing leak', 'HVAC', 'siding', 'termite damage', 'grading'];
const CITIES = ['Hampton', 'Newport News', 'Yorktown', 'Norfolk', 'Chesapeake'];

/** What readers type at a blog of these articles: topics, topic and city, plurals, typos, questions, body words. */
function benchQueries(fixture: readonly QueryCase[]): string[] {
  const typo = (word: string) => (word.length >= 5 ? word.slice(0, 2) + word.slice(3) : word);
  const queries = new Set<string>();
  for (const topic of TOPICS) {
    queries.add(topic);
    queries.add(`${topic}s`);
    queries.add(topic.split(' ').reverse().join(' '));
    queries.add(topic.split(' ').map(typo).join(' '));
    queries.add(`how much does ${topic} repair cost`);
    for (const city of CITIES.slice(0, 3)) queries.add(`${topic} ${city}`);
  }
  for (const item of fixture) queries.add(item.q);
  queries.add('receipts and photos for the re-inspection');
  queries.add('licensed trades');
  return [...queries];
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function heapMb(): number {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1e6;
}

/** CPU time of this process (user and system): on a shared machine it moves far less than wall time. */
function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

const round = (value: number) => Math.round(value * 10) / 10;

function gzipBytes(value: unknown): number {
  return gzipSync(JSON.stringify(value)).length;
}

const state = (partial: Partial<{ q: string; category: string; tag: string; page: number }>) => ({ q: '', category: '', tag: '', page: 1, ...partial });

/** Of the articles the first rule finds for each query, the share the search still finds. */
function oldRuleKept(index: BlogSearchIndex, queries: readonly string[]): { expected: number; found: number } {
  let expected = 0;
  let found = 0;
  for (const query of queries) {
    const needle = query.trim().toLowerCase();
    const hits = new Set(searchArticles(index, query).map((hit) => hit.entry.article.slug));
    for (const entry of index.entries) {
      const article = entry.article;
      if (![article.title, article.excerpt, article.metaDescription].some((field) => field.toLowerCase().includes(needle))) continue;
      expected += 1;
      if (hits.has(article.slug)) found += 1;
    }
  }
  return { expected, found };
}

async function measureSize(count: number, queries: readonly string[]) {
  const articles: Article[] = Array.from({ length: count }, (_, at) => {
    const { entry, html } = syntheticArticle(at);
    return { ...entry, content: html } as Article;
  });
  const { index, bodies } = buildArticleIndex(articles, new Date().toISOString());
  const before = heapMb();
  let started = performance.now();
  let cpu = process.cpuUsage();
  const search = await buildBlogSearchIndex(index, bodies);
  const buildMs = performance.now() - started;
  const buildCpuMs = cpuMs(process.cpuUsage(cpu));
  const heldMb = heapMb() - before;

  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (const q of queries) {
    started = performance.now();
    cpu = process.cpuUsage();
    answerListState(search, state({ q }), []);
    cpuTimes.push(cpuMs(process.cpuUsage(cpu)));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);

  const firstCategory = index.categories[0] ?? '';
  const firstTag = index.tags[0] ?? '';
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const steps = [
    { step: 'first search (q=roof)', answer: answerListState(search, state({ q: 'roof' }), []) },
    { step: 'next search (q=roof hampton)', answer: answerListState(search, state({ q: 'roof hampton' }), []) },
    { step: 'category filter', answer: answerListState(search, state({ q: 'roof hampton', category: slug(firstCategory) }), []) },
    { step: 'tag filter', answer: answerListState(search, state({ q: 'roof', tag: slug(firstTag) }), []) },
    { step: 'page 2 (unfiltered)', answer: answerListState(search, state({ page: 2 }), []) },
  ].map(({ step, answer }) => ({ step, bytes: Buffer.byteLength(JSON.stringify(answer)), gzipBytes: gzipBytes(answer) }));

  return {
    articles: count,
    buildMs: Math.round(buildMs),
    buildCpuMs: Math.round(buildCpuMs),
    heapMb: round(heldMb),
    queries: queries.length,
    queryMs: { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), max: round(times.at(-1) ?? 0) },
    queryCpuMs: { p50: round(percentile(cpuTimes, 0.5)), p95: round(percentile(cpuTimes, 0.95)) },
    loadAverage: os.loadavg().map(round),
    bytes: steps,
    oldRule: oldRuleKept(search, queries),
  };
}

async function recallOnContent(fixture: readonly QueryCase[]) {
  const { articles } = await readSnapshot(defaultContentDir());
  const { index, bodies } = buildArticleIndex(articles, new Date().toISOString());
  const search = await buildBlogSearchIndex(index, bodies);
  const misses: { q: string; expect: string; kind: string; firstPage: string[] }[] = [];
  for (const item of fixture) {
    const firstPage = answerListState(search, state({ q: item.q }), []).cards.map((card) => card.slug);
    if (!firstPage.includes(item.expect)) misses.push({ ...item, firstPage: firstPage.slice(0, 3) });
  }
  return {
    articles: articles.length,
    queries: fixture.length,
    onFirstPage: fixture.length - misses.length,
    recall: Math.round(((fixture.length - misses.length) / fixture.length) * 1000) / 10,
    misses,
    oldRule: oldRuleKept(search, fixture.map((item) => item.q)),
  };
}

async function main(): Promise<void> {
  if (!globalThis.gc) console.warn('bench:search: run with node --expose-gc for the memory figure');
  const fixture = (JSON.parse(await readFile(path.join(ROOT, 'bench', 'fixtures', 'search-queries.json'), 'utf8')) as { queries: QueryCase[] }).queries;
  const queries = benchQueries(fixture);
  const recall = await recallOnContent(fixture);
  console.log(`recall on content/ (${recall.articles} articles): ${recall.onFirstPage}/${recall.queries} queries = ${recall.recall} % with the expected article on the first page`);
  for (const miss of recall.misses) console.log(`  missed: "${miss.q}" (${miss.kind}) expected ${miss.expect}, first page starts ${miss.firstPage.join(', ')}`);
  console.log(`  old substring matches still found: ${recall.oldRule.found}/${recall.oldRule.expected}`);
  const sizes = [];
  for (const count of SIZES) {
    const result = await measureSize(count, queries);
    sizes.push(result);
    console.log(`${count} articles: index built in ${result.buildMs} ms (${result.buildCpuMs} ms of CPU), holding ${result.heapMb} MB of heap; load average ${result.loadAverage.join(' ')}`);
    console.log(`  server time per query over ${result.queries} queries: p50 ${result.queryMs.p50} ms, p95 ${result.queryMs.p95} ms, max ${result.queryMs.max} ms (CPU p50 ${result.queryCpuMs.p50} ms, p95 ${result.queryCpuMs.p95} ms)`);
    for (const step of result.bytes) console.log(`  ${step.step}: ${step.bytes} bytes, ${step.gzipBytes} gzip`);
    console.log(`  old substring matches still found: ${result.oldRule.found}/${result.oldRule.expected}`);
  }
  const out = path.join(ROOT, 'bench', 'results');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'search.json'), `${JSON.stringify({ at: new Date().toISOString(), pageSize: articleConfig.pageSize, recall, sizes }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
