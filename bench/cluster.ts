/**
 * npm run bench:cluster — a benchmark, not a test: the multi-instance deployment under mixed load while
 * it loses an instance and is restarted. nginx (an upstream of two instances with passive failover:
 * max_fails, proxy_next_upstream for GET and HEAD only) in front of two `next start` instances of one
 * build, sharing PostgreSQL and Redis, reading the fake Google sheet, delivering leads to a local
 * webhook receiver (test/support/cluster). All traffic stays on 127.0.0.1; every loop is bounded.
 *
 * Phases: sheet reads in one refresh period with 1 instance; page p95 through nginx with 1 instance and
 * with 2 (same run, same load); BENCH_CLUSTER_SECONDS (default 60) of page views and lead posts with
 * instance A killed (SIGKILL) at 1/3 and started again at 1/2, then a rolling restart of both (SIGTERM,
 * start, wait until it answers, next); webhook-to-every-instance propagation over BENCH_CLUSTER_WEBHOOKS
 * (default 20) webhooks; sheet reads in one refresh period with 4 instances. Then `npm run bench:restart`
 * when the project has it.
 *
 * Settings: BENCH_CLUSTER_DIST (build folder, default .next; built when missing), BENCH_CLUSTER_SECONDS,
 * BENCH_CLUSTER_WEBHOOKS. Writes bench/results/cluster.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { articleConfig } from '@/lib/articles/browser';
import { CLUSTER_SECRET, CLUSTER_SHEET_ID, STOP_GRACE_MS, startCluster, type Cluster, type ClusterInstance } from '../test/support/cluster/cluster';
import { freePort } from '../test/support/net';
import { fixtureRows, sheetRow } from '../test/support/google/fixture-rows';

const ROOT = path.resolve(__dirname, '..');
const DIST = process.env.BENCH_CLUSTER_DIST || '.next';
const SECONDS = Math.min(600, Math.max(20, Number(process.env.BENCH_CLUSTER_SECONDS || 60)));
const WEBHOOKS = Math.min(100, Math.max(5, Number(process.env.BENCH_CLUSTER_WEBHOOKS || 20)));
const PAGE_VISITORS = 6;
const LEAD_VISITORS = 2;
const PERIOD_MS = articleConfig.liveRefreshSeconds * 1000;
/**
 * nginx's passive check: after one failed attempt an instance is left out for this long, even once it
 * answers again; a rolling restart waits this long after an instance is back before it stops the next.
 */
const FAIL_TIMEOUT_S = 5;
const ROUTES = ['/', '/buyer-repairs', '/seller-repairs', '/contact', '/service-areas', '/blog', '/blog/fixture-gfci-outlets', '/blog/category/guides', '/feed.xml'];

const log = (message: string) => process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

function percentile(values: readonly number[], p: number): number | null {
  const sorted = [...values].sort((x, y) => x - y);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

/** The status of a request with its whole body read; 0 when the connection failed at any point. */
async function send(url: string, init: RequestInit = {}): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000), ...init });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** nginx: `both` balances over every instance with passive failover, `one` reaches instance A alone. */
async function startNginx(workDir: string, instances: readonly ClusterInstance[], ports: { both: number; one: number }) {
  const prefix = path.join(workDir, 'nginx');
  for (const dir of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) await mkdir(path.join(prefix, dir), { recursive: true });
  const proxy = (upstream: string) => `
        location / {
            proxy_pass http://${upstream};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_connect_timeout 2s;
            proxy_read_timeout 30s;
            # Passive failover: a refused connection, a timeout or a 502/503 goes to the next instance,
            # for GET and HEAD only (nginx never repeats a POST unless told to: a lead is never sent twice).
            proxy_next_upstream error timeout http_502 http_503;
            proxy_next_upstream_tries 2;
        }`;
  const config = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${prefix}/client;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    upstream tidewater_both {
${instances.map((instance) => `        server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n')}
        keepalive 32;
    }
    upstream tidewater_one {
        server 127.0.0.1:${instances[0]!.port};
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${ports.both};${proxy('tidewater_both')}
    }
    server {
        listen 127.0.0.1:${ports.one};${proxy('tidewater_one')}
    }
}
`;
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config);
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', file], { stdio: 'pipe' });
  execFileSync(nginx, ['-p', prefix, '-c', file]);
  return {
    stop() {
      const pid = Number(readFileSync(path.join(prefix, 'nginx.pid'), 'utf8'));
      if (pid) process.kill(pid, 'SIGTERM');
    },
  };
}

type PageResult = { at: number; ms: number; ok: boolean };

/** `visitors` loops of page views until `until`; every request's time and outcome. */
async function viewPages(base: string, until: number, visitors: number, results: PageResult[]): Promise<void> {
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      for (let at = visitor; Date.now() < until; at += 1) {
        const route = ROUTES[at % ROUTES.length]!;
        const started = performance.now();
        const ok = (await send(`${base}${route}`)) === 200;
        results.push({ at: Date.now(), ms: performance.now() - started, ok });
      }
    }),
  );
}

type LeadPost = { id: string; status: number | 'network' };

/** Lead posts through nginx, each with a unique id in its message, until `until`. */
async function postLeads(base: string, run: string, until: number, posts: LeadPost[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: LEAD_VISITORS }, async (_, visitor) => {
      while (Date.now() < until) {
        next += 1;
        const id = `${run}-${next}`;
        const status = await send(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.9.${visitor}.${next % 250}` },
          body: JSON.stringify({
            name: 'Casey Bench',
            email: 'casey.bench@example.com',
            phone: '(757) 555-0177',
            serviceType: 'plumbing',
            location: 'norfolk',
            urgency: 'standard',
            message: `Leaking supply line under the kitchen sink, noted by the buyer's inspector. Reference ${id}.`,
          }),
        });
        posts.push({ id, status: status === 0 ? 'network' : status });
        await sleep(100);
      }
    }),
  );
}

/** Sheet values requests (one per sheet read) between two moments. */
function sheetReads(cluster: Cluster, from: number, to = Date.now()): number {
  return cluster.google.requests.filter((request) => request.path.includes('/values/') && request.at >= from && request.at <= to).length;
}

async function warm(instance: ClusterInstance): Promise<void> {
  for (const route of ROUTES) await send(`${instance.url}${route}`);
}

/** Reads per refresh period with the running instances: one period and a few timer checks. */
async function readsPerPeriod(cluster: Cluster): Promise<{ instances: number; reads: number; windowSeconds: number }> {
  const windowMs = PERIOD_MS + 2 * articleConfig.liveRefreshCheckSeconds * 1000;
  const from = Date.now();
  await sleep(windowMs);
  const result = { instances: cluster.instances.filter((instance) => instance.running()).length, reads: sheetReads(cluster, from), windowSeconds: windowMs / 1000 };
  log(`sheet reads in one period with ${result.instances} instance(s): ${result.reads} (over ${result.windowSeconds} s)`);
  return result;
}

async function pagesP95(base: string, seconds: number): Promise<{ p95Ms: number | null; views: number; failed: number }> {
  const results: PageResult[] = [];
  await viewPages(base, Date.now() + seconds * 1000, PAGE_VISITORS, results);
  return { p95Ms: round(percentile(results.map((result) => result.ms), 95)), views: results.length, failed: results.filter((result) => !result.ok).length };
}

/**
 * Webhook to one instance, then the time until every instance serves the new article's page (`served`),
 * and until the webhook answered (`answered`: the sheet read, published, and every instance reported
 * the new version loaded).
 */
async function propagation(cluster: Cluster, count: number): Promise<{ served: number[]; answered: number[] }> {
  const times: number[] = [];
  const answers: number[] = [];
  const extra: string[][] = [];
  for (let at = 0; at < count; at += 1) {
    const stamp = `${Date.now().toString(36)}${at}`;
    const slug = `gutter-downspout-extensions-${stamp}`;
    extra.push(
      sheetRow({
        company: 'Tidewater Inspection Repairs',
        title: `Gutter Downspout Extensions ${stamp}`,
        status: 'Published',
        publishdate: '2099-04-01',
        category: 'Guides',
        content: 'Why downspouts need extensions\n\nWater dumped at the foundation of a Norfolk or Portsmouth home ends up in the crawl space. Inspectors note splash marks and damp piers; four-foot extensions and regraded soil fix it.',
      }),
    );
    cluster.google.setSheet(CLUSTER_SHEET_ID, [...fixtureRows, ...extra]);
    const target = cluster.instances[at % cluster.instances.length]!;
    const sent = Date.now();
    const answered = send(`${target.url}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': CLUSTER_SECRET, 'x-forwarded-for': `203.0.113.${(at % 250) + 1}` } }).then(() => answers.push(Date.now() - sent));
    await Promise.all(
      cluster.instances.map(async (instance) => {
        for (let tries = 0; tries < 200; tries += 1) {
          const status = await send(`${instance.url}/blog/${slug}`);
          if (status === 200) return;
          await sleep(100);
        }
      }),
    );
    times.push(Date.now() - sent);
    await answered;
    await sleep(300);
  }
  return { served: times, answered: answers };
}

type Delivered = Map<string, Set<string>>;

/** Lead reference -> idempotency keys of the deliveries that carried it. */
function deliveries(cluster: Cluster, run: string): { byLead: Delivered; posts: number } {
  const byLead: Delivered = new Map();
  let posts = 0;
  const pattern = new RegExp(`Reference (${run}-\\d+)`);
  for (const hook of cluster.receiver.received('contact')) {
    const id = pattern.exec(JSON.stringify(hook.body))?.[1];
    if (!id) continue;
    posts += 1;
    if (!byLead.has(id)) byLead.set(id, new Set());
    byLead.get(id)!.add(hook.idempotencyKey ?? `none-${posts}`);
  }
  return { byLead, posts };
}

async function storedLeads(databaseUrl: string, run: string): Promise<Map<string, number>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>('select message from leads where message like $1', [`%Reference ${run}-%`]);
    const counts = new Map<string, number>();
    for (const row of rows) {
      const id = new RegExp(`Reference (${run}-\\d+)`).exec(row.message)?.[1];
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    log(`no build in ${DIST}: building it`);
    execFileSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'tidewater-bench-cluster-'));
  const ports = { both: await freePort(), one: await freePort() };
  const siteUrl = `http://127.0.0.1:${ports.both}`;
  const run = `bench${Date.now().toString(36)}`;
  log(`starting PostgreSQL, Redis, fake Google, the webhook receiver and instance A (${DIST})`);
  const cluster = await startCluster({ instances: 1, dist: DIST, siteUrl, logDir: workDir, env: { CONTACT_RATE_LIMIT: '1000000' } });
  let nginx: { stop(): void } | undefined;
  try {
    await warm(cluster.instances[0]!);
    const periods = [await readsPerPeriod(cluster)];

    log('starting instance B and nginx');
    const b = await cluster.addInstance();
    await warm(b);
    const [a] = cluster.instances as [ClusterInstance];
    nginx = await startNginx(workDir, [a, b], ports);
    const viaOne = await pagesP95(`http://127.0.0.1:${ports.one}`, 10);
    const viaBoth = await pagesP95(siteUrl, 10);
    log(`page p95 through nginx: ${viaOne.p95Ms} ms with 1 instance, ${viaBoth.p95Ms} ms with 2`);

    log(`${SECONDS} s of page views and lead posts; A killed at ${Math.round(SECONDS / 3)} s, started at ${Math.round(SECONDS / 2)} s, then a rolling restart`);
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const pages: PageResult[] = [];
    const leads: LeadPost[] = [];
    const events: { at: number; what: string }[] = [];
    const note = (what: string) => (events.push({ at: (Date.now() - started) / 1000, what }), log(what));
    const readsFrom = Date.now();
    const chaos = (async () => {
      await sleep(Math.max(0, started + (SECONDS * 1000) / 3 - Date.now()));
      note('SIGKILL A');
      await a.stop('SIGKILL');
      await sleep(Math.max(0, started + (SECONDS * 1000) / 2 - Date.now()));
      note('starting A');
      await a.start();
      note('A answers');
      for (const instance of [a, b]) {
        const name = instance.name.toUpperCase();
        note(`rolling restart: SIGTERM ${name}`);
        const stopping = Date.now();
        await instance.stop('SIGTERM');
        note(`rolling restart: ${name} exited after ${((Date.now() - stopping) / 1000).toFixed(1)} s${Date.now() - stopping >= STOP_GRACE_MS ? ' (SIGKILL after the grace period)' : ''}`);
        await instance.start();
        note(`rolling restart: ${name} answers`);
        // Until then nginx may still count the instance as failed: stopping the next one would leave
        // it no instance to send requests to.
        await sleep(FAIL_TIMEOUT_S * 1000);
      }
    })();
    await Promise.all([viewPages(siteUrl, until, PAGE_VISITORS, pages), postLeads(siteUrl, run, until, leads), chaos]);
    const loadReads = sheetReads(cluster, readsFrom);
    const loadSeconds = (Date.now() - readsFrom) / 1000;
    periods.push({ instances: 2, reads: loadReads, windowSeconds: Math.round(loadSeconds) });
    log(`sheet reads during the load with 2 instances: ${loadReads} in ${Math.round(loadSeconds)} s`);

    const failedPages = pages.filter((result) => !result.ok);
    const failWindow = failedPages.length ? { from: (failedPages[0]!.at - started) / 1000, to: (failedPages.at(-1)!.at - started) / 1000 } : null;

    log(`webhook propagation over ${WEBHOOKS} webhooks`);
    const propagationMs = await propagation(cluster, WEBHOOKS);

    // Every thanked lead must be stored and delivered: the outbox retries until it is.
    const thanked = leads.filter((post) => post.status === 200);
    const refused = leads.filter((post) => post.status !== 200);
    let stored = await storedLeads(cluster.databaseUrl, run);
    for (let waited = 0; waited < 120 && thanked.some((post) => !deliveries(cluster, run).byLead.has(post.id)); waited += 1) await sleep(1_000);
    stored = await storedLeads(cluster.databaseUrl, run);
    const delivered = deliveries(cluster, run);
    const lost = thanked.filter((post) => !stored.has(post.id) || !delivered.byLead.has(post.id)).length;
    const twice = [...delivered.byLead.values()].filter((keys) => keys.size > 1).length;
    const repeats = delivered.posts - delivered.byLead.size;

    log('starting instances C and D');
    await Promise.all([cluster.addInstance(), cluster.addInstance()]);
    await Promise.all(cluster.instances.slice(2).map((instance) => warm(instance)));
    periods.push(await readsPerPeriod(cluster));

    const report = {
      when: new Date().toISOString(),
      dist: DIST,
      loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
      cores: os.cpus().length,
      seconds: SECONDS,
      events,
      pages: {
        views: pages.length,
        failed: failedPages.length,
        failureWindowSeconds: failWindow,
        p95Ms: round(percentile(pages.map((result) => result.ms), 95)),
      },
      pageP95ThroughNginx: { oneInstanceMs: viaOne.p95Ms, twoInstancesMs: viaBoth.p95Ms, oneInstanceViews: viaOne.views, twoInstancesViews: viaBoth.views, failed: viaOne.failed + viaBoth.failed },
      leads: {
        posted: leads.length,
        thanked: thanked.length,
        failedAndTold: refused.length,
        failedStatuses: Object.fromEntries([...new Set(refused.map((post) => String(post.status)))].map((status) => [status, refused.filter((post) => String(post.status) === status).length])),
        stored: [...stored.keys()].length,
        storedTwice: [...stored.values()].filter((count) => count > 1).length,
        storedButFailed: refused.filter((post) => stored.has(post.id)).length,
        deliveredIds: delivered.byLead.size,
        deliveryPosts: delivered.posts,
        repeatedDeliveriesDroppedById: repeats,
        deliveredUnderTwoKeys: twice,
        lost,
      },
      sheetReadsPerPeriod: periods,
      propagation: {
        webhooks: propagationMs.served.length,
        servedByEveryInstance: { p50Ms: percentile(propagationMs.served, 50), p95Ms: percentile(propagationMs.served, 95), maxMs: Math.max(...propagationMs.served) },
        webhookAnswered: { p50Ms: percentile(propagationMs.answered, 50), p95Ms: percentile(propagationMs.answered, 95), maxMs: Math.max(...propagationMs.answered) },
      },
    };
    await mkdir(path.join(ROOT, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(ROOT, 'bench', 'results', 'cluster.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    nginx?.stop();
    await cluster.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  if (scripts['bench:restart']) {
    log('npm run bench:restart');
    spawnSync('npm', ['run', 'bench:restart'], { cwd: ROOT, stdio: 'inherit' });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
