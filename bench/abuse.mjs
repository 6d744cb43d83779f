#!/usr/bin/env node
/**
 * npm run bench:abuse — a benchmark, not a test: hostile traffic against a production server on
 * 127.0.0.1, and what it cost. Never fails on a goal (exit 0); exit 1 only when it could not measure.
 *
 * 1. idle: a few real visitors read pages for BENCH_ABUSE_IDLE seconds (p95 baseline);
 * 2. attack: BENCH_ABUSE_CONNECTIONS loops for BENCH_ABUSE_DURATION seconds send a mix of page views,
 *    unknown URLs, blog searches of random words, contact and newsletter posts with a new
 *    X-Forwarded-For each time, bodies declared at 200 MB, and revalidation calls with wrong secrets;
 *    the same real visitors keep reading pages.
 *
 * Reports 5xx responses (goal 0), posts delivered to the webhooks and wrong secrets answered 401
 * beyond the configured allowance (goal 0), peak server memory (VmHWM of the server's processes),
 * growth of the build folder, content/ and DATA_DIR (goal 0), and the p95 of real page views under
 * attack against idle (goal within 2x). Writes bench/results/abuse.json.
 *
 * Environment (all optional):
 *   BENCH_ABUSE_PORT=3490 (site), +1 (webhook receiver)   BENCH_ABUSE_DIST=.next (built if missing)
 *   BENCH_ABUSE_DURATION=60  BENCH_ABUSE_IDLE=20  BENCH_ABUSE_CONNECTIONS=100  BENCH_ABUSE_VISITORS=4
 *   BENCH_ABUSE_SKIP="unknown URL,page view"   leave kinds of attack out (to see what costs what)
 *   BENCH_ABUSE_NGINX=1   attack through deploy/nginx.conf (on port +2; Next gets TRUSTED_PROXIES=1),
 *                         the attackers from 127.0.0.2 and the real visitors from 127.0.0.1
 *   TRUSTED_PROXIES=...   passed to the server (default unset: `npm start` alone)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNext, startNginx } from './lib/serve.mjs';
import { abuseBench } from './settings.mjs';
import { log, portIsFree, ROOT, run } from './lib/util.mjs';

const { port: PORT, dist: DIST, durationS: DURATION_S, idleS: IDLE_S, connections: CONNECTIONS, visitors: VISITORS, throughNginx: THROUGH_NGINX } = abuseBench;
const RECEIVER_PORT = PORT + 1;
const NGINX_PORT = PORT + 2;
const SITE = `http://127.0.0.1:${PORT}`;
const BASE = THROUGH_NGINX ? `http://127.0.0.1:${NGINX_PORT}` : SITE;
// One keep-alive pool per side; behind nginx the attack comes from another loopback address.
const VISITOR_AGENT = new http.Agent({ keepAlive: true, maxSockets: 64 });
const ATTACK_AGENT = new http.Agent({ keepAlive: true, maxSockets: 256, ...(THROUGH_NGINX ? { localAddress: '127.0.0.2' } : {}) });
const SECRET = `bench-${process.pid}-${Date.now()}`;

// The allowances the routes are configured with (lib/request/limits.ts, lib/articles/revalidate.ts).
const ALLOWANCE = {
  contact: { limit: 5, windowS: 600, newKeysPerWindow: 100 },
  newsletter: { limit: 5, windowS: 600, newKeysPerWindow: 100 },
  revalidate: { limit: 10, windowS: 600, newKeysPerWindow: 200 },
};

const firstSlug = JSON.parse(readFileSync(path.join(ROOT, 'content', 'snapshot', 'articles.json'), 'utf8')).articles[0]?.slug;
const PAGES = ['/', '/blog', `/blog/${firstSlug}`, '/contact', '/electrical-hampton', '/service-areas'];
const CONTACT = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '(757) 555-0100',
  serviceType: 'electrical',
  location: 'hampton',
  message: 'Load test of the contact form: please ignore.',
  urgency: 'standard',
};

/** Bytes of all files under a folder (0 when it does not exist). */
function folderBytes(dir) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile()) total += statSync(full).size;
    }
  }
  return total;
}

/** The server's processes: the root and everything below it. */
function processTree(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // ended while we looked
    }
  }
  const pids = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/** Peak resident memory (VmHWM) of each server process, summed, in bytes. */
function peakMemory(rootPid) {
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // ended
    }
  }
  return total;
}

function percentile(values, p) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A stand-in for the owner's webhooks: counts deliveries. */
function startReceiver() {
  const received = { contact: 0, newsletter: 0 };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url?.includes('contact')) received.contact += 1;
      if (request.url?.includes('newsletter')) received.newsletter += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) => server.listen(RECEIVER_PORT, '127.0.0.1', () => resolve({ server, received })));
}

let addressCounter = 0;
/** A new client address for every request: what a botnet or a forged header looks like. */
function rotatingAddress() {
  addressCounter += 1;
  return `${10 + (addressCounter >> 16) % 200}.${(addressCounter >> 8) & 255}.${addressCounter & 255}.7`;
}

/** One request over node:http (keep-alive), read to the end; status 0 when it failed. */
function timedFetch(url, { method = 'GET', headers = {}, body, agent = ATTACK_AGENT } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(url, { method, agent, headers: { 'accept-encoding': 'gzip', ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    outgoing.setTimeout(30_000, () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.end(body);
  });
}

/** Headers and one byte of a body declared at 200 MB; the answer must not need the rest. */
function oversizePost(pathname) {
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = http.request(`${BASE}${pathname}`, { method: 'POST', agent: false, ...(THROUGH_NGINX ? { localAddress: '127.0.0.2' } : {}), headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024), 'x-forwarded-for': rotatingAddress() } }, (response) => {
      response.resume();
      outgoing.destroy();
      resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
    });
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.setTimeout(30_000, () => outgoing.destroy());
    outgoing.write('{');
  });
}

const ATTACKS = [
  ['page view', 25, () => timedFetch(`${BASE}${PAGES[Math.floor(Math.random() * PAGES.length)]}`)],
  ['unknown URL', 20, () => {
    const token = Math.random().toString(36).slice(2);
    const paths = [`/blog/${token}`, `/blog/tag/${token}`, `/blog/category/${token}/page/2`, `/${token}`, `/_next/image?url=%2Fimages%2F${token}.webp&w=640&q=75`];
    return timedFetch(`${BASE}${paths[Math.floor(Math.random() * paths.length)]}`);
  }],
  ['contact post', 15, () => timedFetch(`${BASE}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': rotatingAddress() }, body: JSON.stringify(CONTACT) })],
  ['newsletter post', 15, () => timedFetch(`${BASE}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `${rotatingAddress()}, 127.0.0.1` }, body: JSON.stringify({ email: `reader${addressCounter}@example.com` }) })],
  ['oversize body', 10, () => oversizePost(Math.random() < 0.5 ? '/api/contact' : '/api/newsletter')],
  ['search', 15, () => {
    // Random words (each a new search, so no cache answers it) and filters, from rotating addresses.
    const words = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, () => Math.random().toString(36).slice(2, 8)).join(' ');
    return timedFetch(`${BASE}/api/blog/search?q=${encodeURIComponent(words)}&page=${1 + Math.floor(Math.random() * 3)}`, { headers: { 'x-forwarded-for': rotatingAddress() } });
  }],
  ['wrong revalidate secret', 15, () => timedFetch(`${BASE}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': `guess-${Math.random()}`, 'x-forwarded-for': rotatingAddress() } })],
].filter(([name]) => !abuseBench.skip.includes(name));
const TOTAL_WEIGHT = ATTACKS.reduce((sum, [, weight]) => sum + weight, 0);

function pickAttack() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const attack of ATTACKS) {
    roll -= attack[1];
    if (roll < 0) return attack;
  }
  return ATTACKS[0];
}

/** Real visitors: read pages one after another until the deadline, recording latencies. */
async function visitors(deadline) {
  const latencies = [];
  const statuses = {};
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, index) => {
      for (let turn = index; performance.now() < deadline; turn += 1) {
        const result = await timedFetch(`${BASE}${PAGES[turn % PAGES.length]}`, { agent: VISITOR_AGENT });
        latencies.push(result.ms);
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      }
    }),
  );
  return { requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), statuses };
}

async function attackers(deadline) {
  const byKind = Object.fromEntries(ATTACKS.map(([name]) => [name, {}]));
  let total = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const [name, , send] = pickAttack();
        const { status } = await send();
        byKind[name][status] = (byKind[name][status] ?? 0) + 1;
        total += 1;
      }
    }),
  );
  return { total, byKind };
}

function allowed(route, seconds) {
  const { limit, windowS } = ALLOWANCE[route];
  // Without a trusted proxy every client shares one allowance: the full bucket plus its refill. Behind
  // nginx the attackers are one address (nginx overwrites their header), so the same holds.
  if (THROUGH_NGINX || !process.env.TRUSTED_PROXIES || process.env.TRUSTED_PROXIES === 'none') return limit + Math.floor((seconds * limit) / windowS);
  // Behind a trusted proxy each new address gets its own bucket, up to newKeysPerWindow, plus the shared overflow.
  return ALLOWANCE[route].newKeysPerWindow * limit + limit + Math.floor((seconds * limit) / windowS);
}

async function main() {
  for (const port of [PORT, RECEIVER_PORT, ...(THROUGH_NGINX ? [NGINX_PORT, NGINX_PORT + 1] : [])]) if (!(await portIsFree(port))) throw new Error(`port ${port} is busy (BENCH_ABUSE_PORT moves it)`);
  const distPath = path.join(ROOT, DIST);
  if (!existsSync(path.join(distPath, 'BUILD_ID'))) {
    log(`building ${DIST}`);
    await run(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { env: { NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data');
  const watched = { build: distPath, content: path.join(ROOT, 'content'), data: dataDir };

  const { server: receiver, received } = await startReceiver();
  const server = await startNext({
    cwd: ROOT,
    distDir: DIST,
    port: PORT,
    env: {
      ...(THROUGH_NGINX ? { TRUSTED_PROXIES: '1' } : {}),
      SITE_URL: BASE,
      REVALIDATE_SECRET: SECRET,
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hooks/contact`,
      NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hooks/newsletter`,
    },
  });
  const workDir = THROUGH_NGINX ? await mkdtemp(path.join(os.tmpdir(), 'bench-abuse-')) : undefined;
  const nginx = workDir ? await startNginx({ workDir, cachePort: NGINX_PORT, filePort: NGINX_PORT + 1, upstreamPort: PORT, dist: distPath, routes: [] }) : undefined;
  try {
    // Warm every page once, so the idle run measures serving, not first renders.
    for (const page of PAGES) await timedFetch(`${BASE}${page}`);
    const before = Object.fromEntries(Object.entries(watched).map(([name, dir]) => [name, folderBytes(dir)]));

    log(`idle: ${VISITORS} visitors for ${IDLE_S} s`);
    const idle = await visitors(performance.now() + IDLE_S * 1000);

    log(`attack: ${CONNECTIONS} connections for ${DURATION_S} s, ${VISITORS} visitors reading pages`);
    const deadline = performance.now() + DURATION_S * 1000;
    const [attack, underAttack] = await Promise.all([attackers(deadline), visitors(deadline)]);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const after = Object.fromEntries(Object.entries(watched).map(([name, dir]) => [name, folderBytes(dir)]));
    const count = (kind, predicate) => Object.entries(attack.byKind[kind]).reduce((sum, [status, n]) => sum + (predicate(Number(status)) ? n : 0), 0);
    const failed = Object.keys(attack.byKind).reduce((sum, kind) => sum + count(kind, (status) => status === 0), 0);
    const all5xx = Object.keys(attack.byKind).reduce((sum, kind) => sum + count(kind, (status) => status >= 500), 0) + Object.entries(underAttack.statuses).reduce((sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0), 0);
    const seconds = IDLE_S + DURATION_S;
    const pastLimit = {
      contact: { delivered: received.contact, allowance: allowed('contact', seconds) },
      newsletter: { delivered: received.newsletter, allowance: allowed('newsletter', seconds) },
      revalidate: { wrongSecretsCompared: count('wrong revalidate secret', (status) => status === 401), allowance: allowed('revalidate', seconds) },
    };
    const results = {
      date: new Date().toISOString(),
      settings: { durationS: DURATION_S, idleS: IDLE_S, connections: CONNECTIONS, visitors: VISITORS, throughNginx: THROUGH_NGINX, trustedProxies: THROUGH_NGINX ? '1' : process.env.TRUSTED_PROXIES ?? 'none', dist: DIST },
      attackRequests: attack.total,
      attackRequestsPerSecond: Math.round(attack.total / DURATION_S),
      statusesByKind: attack.byKind,
      fiveHundreds: all5xx,
      noAnswerWithin30s: failed,
      pastLimit,
      beyondAllowance: Object.values(pastLimit).reduce((sum, entry) => sum + Math.max(0, (entry.delivered ?? entry.wrongSecretsCompared) - entry.allowance), 0),
      peakServerMemoryMB: Math.round(peakMemory(server.pid) / 1024 / 1024),
      diskGrowthBytes: Object.fromEntries(Object.keys(watched).map((name) => [name, after[name] - before[name]])),
      pageViews: { idle, underAttack, p95Ratio: idle.p95 && underAttack.p95 ? Number((underAttack.p95 / idle.p95).toFixed(2)) : undefined },
    };
    await mkdir(path.join(ROOT, 'bench', 'results'), { recursive: true });
    const resultsFile = path.join('bench', 'results', THROUGH_NGINX ? 'abuse-nginx.json' : 'abuse.json');
    await writeFile(path.join(ROOT, resultsFile), `${JSON.stringify(results, null, 2)}\n`);
    const growth = Object.entries(results.diskGrowthBytes).map(([name, bytes]) => `${name} ${bytes} B`).join(', ');
    console.log(`
Abuse benchmark (${DURATION_S} s, ${CONNECTIONS} connections, ${THROUGH_NGINX ? 'through deploy/nginx.conf, ' : ''}TRUSTED_PROXIES=${results.settings.trustedProxies})
  attack requests          ${attack.total} (${results.attackRequestsPerSecond}/s)
  5xx responses            ${all5xx}                      goal 0
  no answer within 30 s    ${failed}
  past the rate limit      contact ${received.contact}/${pastLimit.contact.allowance}, newsletter ${received.newsletter}/${pastLimit.newsletter.allowance}, wrong secrets compared ${pastLimit.revalidate.wrongSecretsCompared}/${pastLimit.revalidate.allowance}; beyond allowance ${results.beyondAllowance}   goal 0
  peak server memory       ${results.peakServerMemoryMB} MB (VmHWM)
  disk growth              ${growth}   goal 0
  page views p95           idle ${idle.p95?.toFixed(1)} ms (${idle.requests}), under attack ${underAttack.p95?.toFixed(1)} ms (${underAttack.requests}): ${results.pageViews.p95Ratio}x   goal <= 2x
  statuses by kind         ${JSON.stringify(attack.byKind)}
Written to ${resultsFile}`);
  } finally {
    await nginx?.server.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
    await server.stop();
    receiver.close();
    VISITOR_AGENT.destroy();
    ATTACK_AGENT.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
