/**
 * npm run bench:live: the live site at 10,000 articles. A benchmark, not a test: it prints figures.
 *
 * The fake Google server serves a 10,000-row sheet (10% of rows link a document answered after
 * 50 ms) to a production server (`next start` of a build made without the sheet, so the build stays
 * short), and the benchmark reports:
 *   - calls to Google between refreshes (goal 0)
 *   - calls for a refresh after one row changed (goal: 1 sheet read + that document + the re-checks)
 *   - the largest cache entry Next stored (goal < 1 MB)
 *   - the server's peak memory, VmHWM of the next-server process (goal < 1 GB)
 *   - p95 latency of /blog and of an article, idle and while a refresh runs (goal within 1.5x)
 *   - disk growth of the build folder after 1,000 requests for unknown slugs (goal 0)
 *   - the worst time of the adversarial corpus (50,000-character cells, CPU median of 5 runs) through the body processing
 *
 * Environment: LIVE_BENCH_PORT (server, default 3120; the fake Google server takes the next port),
 * LIVE_BENCH_DIST (a build folder to reuse instead of building .next-live-bench), LIVE_BENCH_ROWS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { siteConfig } from '@/lib/site/config';
import { articleConfig } from '@/lib/articles';
import { startFakeGoogle, type FakeGoogle } from '../test/support/google/fake-google-server';
import { worstAdversarialTime } from '../test/support/fixtures/adversarial';
import { liveBench } from './settings.mjs';

const ROOT = path.resolve(__dirname, '..');
const PORT = liveBench.port;
const GOOGLE_PORT = PORT + 1;
const ROWS = liveBench.rows;
const DIST = liveBench.reuseDist ?? '.next-live-bench';
const SHEET_ID = 'live-bench-sheet';
const SECRET = 'live-bench-secret';
const BASE = `http://127.0.0.1:${PORT}`;
const HEADER = ['Company', 'Title', 'Slug', 'Cover Image URL', 'Author', 'Tags', 'MetaDescription', 'Excerpt', 'PublishDate', 'Status', 'Content', 'Category', 'Featured'];
const TOWNS = ['Hampton', 'Newport News', 'Yorktown', 'Norfolk', 'Chesapeake'];
const TOPICS = ['roof flashing', 'crawl space moisture', 'GFCI outlets', 'water heater venting', 'deck ledger boards', 'sump pumps', 'attic ventilation', 'foundation cracks'];

function row(at: number, excerpt = ''): string[] {
  const town = TOWNS[at % TOWNS.length] ?? 'Hampton';
  const topic = TOPICS[at % TOPICS.length] ?? 'roof flashing';
  const withDocument = at % 10 === 0;
  const body = `What inspectors flag\n\nIn ${town}, inspectors often note ${topic}. This article (number ${at}) explains what the finding means, what the repair involves and what it costs in Hampton Roads.\n\nWhat the repair involves\n\nA licensed contractor checks the area, repairs it and documents the work for the buyer's agent before closing.`;
  const day = String((at % 28) + 1).padStart(2, '0');
  const month = String((at % 12) + 1).padStart(2, '0');
  return [
    siteConfig.name,
    `${topic[0]?.toUpperCase()}${topic.slice(1)} in ${town}, case ${at}`,
    '',
    '',
    'Tidewater Inspection Repairs Team',
    `${town}, ${topic}`,
    '',
    excerpt,
    `20${20 + (at % 6)}-${month}-${day}`,
    'Published',
    withDocument ? `https://docs.google.com/document/d/bench-doc-${at}/edit` : body,
    articleConfig.categories[at % articleConfig.categories.length] ?? 'Guides',
    at % 97 === 0 ? 'TRUE' : '',
  ];
}

function sheet(changed?: number): string[][] {
  return [HEADER, ...Array.from({ length: ROWS }, (_, at) => row(at, at === changed ? 'Edited while the benchmark ran: the excerpt of this row changed.' : ''))];
}

function setDocuments(google: FakeGoogle): void {
  for (let at = 0; at < ROWS; at += 10) {
    google.setDocument(`bench-doc-${at}`, { html: `<html><body><h1>Document ${at}</h1><p>Body of the linked document number ${at}, about repairs after a Hampton Roads home inspection.</p></body></html>`, latencyMs: 50 });
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

type Report = { rowsRead?: number; published?: number; ranAt?: string };

async function contentReport(): Promise<Report> {
  const response = await fetch(`${BASE}/api/content-report`, { headers: { 'x-revalidate-secret': SECRET } });
  return response.ok ? ((await response.json()) as Report) : {};
}

async function waitForReport(done: (report: Report) => boolean, timeoutMs: number): Promise<Report> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const report = await contentReport();
    if (done(report)) return report;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no content report within ${timeoutMs} ms`);
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

async function sample(urls: string[], count: number): Promise<number[]> {
  const times: number[] = [];
  for (let at = 0; at < count; at += 1) times.push(await timed(urls[at % urls.length] ?? urls[0] ?? BASE));
  return times;
}

async function walk(dir: string): Promise<{ file: string; size: number }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return [{ file: full, size: (await stat(full)).size }];
    }),
  );
  return files.flat();
}

/** Pages and data Next stores: prerendered and regenerated pages, the data cache. */
async function cacheEntries(dist: string): Promise<{ file: string; size: number }[]> {
  const roots = [path.join(dist, 'server', 'app'), path.join(dist, 'cache', 'fetch-cache')];
  // Compiled code and manifests are not cache entries.
  const stored = (entry: { file: string }) => entry.file.includes('fetch-cache') || !/\.(js|map|json)$/.test(entry.file);
  return (await Promise.all(roots.map(walk))).flat().filter(stored);
}

async function folderBytes(dir: string): Promise<number> {
  return (await walk(dir)).reduce((sum, entry) => sum + entry.size, 0);
}

async function peakMemory(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return /VmHWM:\s*(\d+) kB/.exec(status)?.[1] ? `${Math.round(Number(/VmHWM:\s*(\d+) kB/.exec(status)?.[1]) / 1024)} MB` : 'unknown (no /proc)';
}

/** The worst 50,000-character cell of the adversarial corpus through the body processing. */
function adversarialWorst(): string {
  const worst = worstAdversarialTime();
  return `${worst.ms.toFixed(1)} ms (${worst.cpuMs.toFixed(1)} ms CPU) for ${worst.length.toLocaleString('en-US')} characters (${worst.name}); goal < 20 ms`;
}

async function main(): Promise<void> {
  const google = await startFakeGoogle({ port: GOOGLE_PORT });
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'live-bench-state-'));
  let server: ChildProcess | undefined;
  try {
    google.setSheet(SHEET_ID, sheet());
    setDocuments(google);
    const dist = path.resolve(ROOT, DIST);
    if (!liveBench.reuseDist) {
      console.log(`Building ${DIST} (from the committed snapshot; the sheet is read by the running server)...`);
      await run('npx', ['next', 'build'], { ...process.env, NEXT_DIST_DIR: DIST, NEXT_BUILD_CPUS: '1' });
    }
    await rm(path.join(dist, 'cache'), { recursive: true, force: true });
    server = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NEXT_DIST_DIR: DIST,
        GOOGLE_SHEETS_API_KEY: 'bench-key',
        GOOGLE_SHEETS_ID: SHEET_ID,
        GOOGLE_SHEETS_API_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        GOOGLE_DOCS_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        REVALIDATE_SECRET: SECRET,
        ARTICLE_STATE_DIR: stateDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const pid = server.pid ?? 0;

    let started = performance.now();
    await waitFor(`${BASE}/blog`, 300_000);
    // The first read of the sheet is done when the site has a content report of every row.
    await fetch(`${BASE}/blog/category/legal`).then((response) => response.arrayBuffer());
    await waitForReport((report) => report.rowsRead === ROWS, 600_000);
    const firstLoadMs = performance.now() - started;
    // The 50 newest articles, six pages of the blog list's search endpoint.
    const listed: { slug: string }[] = [];
    for (let page = 1; page <= 6; page += 1) {
      listed.push(...((await (await fetch(`${BASE}/api/blog/search?page=${page}`)).json()) as { cards: { slug: string }[] }).cards);
    }
    const articles = listed.slice(0, 50).map((article) => `${BASE}/blog/${article.slug}`);
    const article = articles[0] ?? `${BASE}/blog`;

    // Between refreshes: pages, articles, archives, a search, feed and sitemap, no call to Google.
    google.reset();
    google.setSheet(SHEET_ID, sheet());
    setDocuments(google);
    started = performance.now();
    await sample([`${BASE}/blog`, ...articles, `${BASE}/blog/category/legal`, `${BASE}/api/blog/search?q=roof`, `${BASE}/feed.xml`, `${BASE}/sitemap.xml`], 300);
    const betweenCalls = google.requests.length;
    const betweenSeconds = (performance.now() - started) / 1000;

    // Idle latency (warm).
    const idleBlog = p95(await sample([`${BASE}/blog`], 100));
    const idleArticle = p95(await sample([article], 100));

    // One row changed, refreshed at once through the webhook.
    const changed = 10;
    google.reset();
    google.setSheet(SHEET_ID, sheet(changed));
    setDocuments(google);
    started = performance.now();
    const refresh = fetch(`${BASE}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': SECRET } }).then((response) => response.arrayBuffer());
    let refreshing = true;
    void refresh.finally(() => {
      refreshing = false;
    });
    const duringBlog: number[] = [];
    const duringArticle: number[] = [];
    while (refreshing || duringBlog.length < 20) {
      duringBlog.push(await timed(`${BASE}/blog`));
      duringArticle.push(await timed(article));
    }
    await refresh;
    const refreshMs = performance.now() - started;
    const sheetReads = google.count('/v4/');
    const documentReads = google.count('/document/');
    const changedRead = google.requests.some((request) => request.path.includes(`/bench-doc-${changed}/`));

    // A background refresh (the index is older than liveRefreshSeconds): visitors keep the current
    // index and the stored pages while it runs; the webhook above also expires every page.
    const previousRun = (await contentReport()).ranAt;
    await new Promise((resolve) => setTimeout(resolve, articleConfig.liveRefreshSeconds * 1000));
    google.setSheet(SHEET_ID, sheet(changed + 10));
    await (await fetch(`${BASE}/blog/category/legal`)).arrayBuffer();
    const backgroundBlog: number[] = [];
    const backgroundArticle: number[] = [];
    const backgroundStarted = performance.now();
    while ((await contentReport()).ranAt === previousRun && performance.now() - backgroundStarted < 120_000) {
      backgroundBlog.push(await timed(`${BASE}/blog`));
      backgroundArticle.push(await timed(article));
    }
    const backgroundMs = performance.now() - backgroundStarted;

    // Unknown addresses: answered from the index, nothing stored.
    const before = await folderBytes(dist);
    for (let at = 0; at < 1000; at += 1) await (await fetch(`${BASE}/blog/no-such-article-${at}`)).arrayBuffer();
    const growth = (await folderBytes(dist)) - before;

    const entries = (await cacheEntries(dist)).sort((a, b) => b.size - a.size);
    const largest = entries[0];
    const memory = await peakMemory(pid);
    const report = await contentReport();

    console.log(
      [
        '',
        `Live site benchmark: ${ROWS} rows, ${ROWS / 10} documents at 50 ms, production server on ${BASE}`,
        `  first load (seed + first sheet read):  ${(firstLoadMs / 1000).toFixed(1)} s`,
        `  Google calls between refreshes:        ${betweenCalls} in ${betweenSeconds.toFixed(1)} s of 300 requests (goal 0)`,
        `  refresh after one row changed:         ${sheetReads} sheet read(s), ${documentReads} document(s) (changed row's document ${changedRead ? 'included' : 'MISSING'}; budget ${articleConfig.documentRechecks} re-checks), ${(refreshMs / 1000).toFixed(1)} s`,
        `  largest cache entry:                   ${largest ? `${(largest.size / 1024).toFixed(0)} KB (${path.relative(dist, largest.file)})` : 'none'} (goal < 1 MB)`,
        `  server peak memory (VmHWM):            ${memory} (goal < 1 GB)`,
        `  p95 /blog idle / during webhook refresh: ${idleBlog.toFixed(1)} ms / ${p95(duringBlog).toFixed(1)} ms (${duringBlog.length} samples; the webhook also expires every page)`,
        `  p95 article idle / during refresh:     ${idleArticle.toFixed(1)} ms / ${p95(duringArticle).toFixed(1)} ms`,
        `  background refresh (${(backgroundMs / 1000).toFixed(1)} s): p95 /blog ${p95(backgroundBlog).toFixed(1)} ms, article ${p95(backgroundArticle).toFixed(1)} ms (${backgroundBlog.length} samples)`,
        `  disk growth after 1,000 unknown slugs: ${growth} bytes (goal 0)`,
        `  adversarial corpus, worst cell:        ${adversarialWorst()}`,
        `  content report:                        rows read ${report.rowsRead ?? '?'}, published ${report.published ?? '?'}`,
        '',
      ].join('\n'),
    );
  } finally {
    server?.kill('SIGTERM');
    await google.close();
    await rm(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
