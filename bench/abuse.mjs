#!/usr/bin/env node
/**
 * npm run bench:abuse — a benchmark, not a test: hostile traffic against a production server on
 * 127.0.0.1, and what it cost. Never fails on a goal (exit 0); exit 1 only when it could not measure.
 *
 * 0. scenarios (BENCH_ABUSE_SCENARIOS=0 leaves them out; run with TRUSTED_PROXIES=1, as deploy/ does):
 *    1,000 empty and 300 valid contact posts from 1,300 addresses, then 20 real visitors from new
 *    addresses (goal 20/20 accepted; the limiter's stated memory bound); 120 wrong passwords from 30
 *    addresses, then the owner from a new one (goal logged in); 1,000 padded placeholder sizes, share
 *    images of unknown articles and unknown articles with a forged draft cookie (goal 0 files added);
 * 1. idle: a few real visitors read pages for BENCH_ABUSE_IDLE seconds (p95 baseline), each one page
 *    every BENCH_ABUSE_VISITOR_INTERVAL_MS, from a process of their own (bench/lib/page-probe.mjs);
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
 *   BENCH_ABUSE_VISITOR_INTERVAL_MS=50   each visitor's pace (one page per interval, on a schedule)
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
import { probePages } from './lib/page-probe.mjs';
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

// The allowances the routes are configured with (lib/request/limits.ts, lib/request/secret-route.ts);
// without trusted proxies the forms' one shared allowance is SHARED_FACTOR times one client's.
const ALLOWANCE = {
  contact: { limit: 5, windowS: 600, sharedFactor: 20 },
  newsletter: { limit: 5, windowS: 600, sharedFactor: 20 },
  revalidate: { limit: 10, windowS: 600, sharedFactor: 1 },
};
const ADMIN_PASSWORD = 'bench-Poquoson-skiff-73';
// The limiter's stated memory bound (lib/request/rate-limit.ts): 100,000 records of at most 256 bytes plus a 1 MB sketch.
const LIMITER_BOUND_MB = Number(((100_000 * 256 + 2 * 4 * 65_536 * 2) / 1024 / 1024).toFixed(1));

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
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, location: response.headers.location }));
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

/**
 * Real visitors: each reads one page every visitorIntervalMs for `seconds`, measured from a process of
 * its own (bench/lib/page-probe.mjs: real visitors are other machines, so the attack loops' work in
 * this process must not be counted as the server's latency).
 */
function visitors(seconds) {
  return probePages({ base: BASE, pages: PAGES, seconds, visitors: VISITORS, intervalMs: abuseBench.visitorIntervalMs });
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

function allowed(route, seconds, extraAddresses = 0) {
  const { limit, windowS, sharedFactor } = ALLOWANCE[route];
  // Behind nginx the attackers are one address (nginx overwrites their header): one client's allowance
  // plus its refill, plus what the scenarios' own addresses were allowed.
  if (THROUGH_NGINX) return limit + Math.floor((seconds * limit) / windowS) + extraAddresses * limit;
  // Without a trusted proxy every client shares one allowance, sharedFactor times one client's.
  if (!process.env.TRUSTED_PROXIES || process.env.TRUSTED_PROXIES === 'none') return sharedFactor * (limit + Math.floor((seconds * limit) / windowS));
  // Behind a trusted proxy each address has its own allowance (rotating addresses get one each): no global bound.
  return Infinity;
}

/** Paths of the files under a folder (none when it does not exist). */
function fileList(dir) {
  const files = new Set();
  if (!existsSync(dir)) return files;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) stack.push(path.join(current, entry.name));
      else if (entry.isFile()) files.add(path.join(current, entry.name));
    }
  }
  return files;
}

/** The bench's own anonymous addresses, as Next would name their cache files. */
const ANONYMOUS_NAME = /bench-missing|bench-draft|placeholder/;

/** Requests in parallel batches; the statuses counted. */
async function inBatches(requests, size = 20) {
  const statuses = {};
  for (let start = 0; start < requests.length; start += size) {
    for (const { status } of await Promise.all(requests.slice(start, start + size).map((make) => make()))) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
}

/**
 * The closed scenarios, from outside as the deploy runs it (TRUSTED_PROXIES=1: X-Forwarded-For as the
 * one proxy writes it; through nginx, the address nginx sees):
 * flood of the contact form, then 20 real visitors; wrong passwords, then the owner; anonymous URLs
 * that must not add to the page cache.
 */
async function scenarios(distPath, serverPid) {
  const direct = !THROUGH_NGINX;
  const from = (address) => (direct ? { 'x-forwarded-for': address } : {});
  const json = { 'content-type': 'application/json', origin: BASE };
  const contactBody = JSON.stringify(CONTACT);
  const flood = [];
  for (let index = 0; index < 1_000; index += 1) flood.push(() => timedFetch(`${BASE}/api/contact`, { method: 'POST', headers: { ...json, ...from(`2001:db8:${(index >> 8).toString(16)}:${(index & 255).toString(16)}::1`) }, body: '{}' }));
  for (let index = 1_000; index < 1_300; index += 1) flood.push(() => timedFetch(`${BASE}/api/contact`, { method: 'POST', headers: { ...json, ...from(`2001:db8:${(index >> 8).toString(16)}:${(index & 255).toString(16)}::1`) }, body: contactBody }));
  const floodStatuses = await inBatches(flood);
  const visitorStatuses = await inBatches(Array.from({ length: 20 }, (_, index) => () => timedFetch(`${BASE}/api/contact`, { method: 'POST', headers: { ...json, ...from(`198.51.100.${index + 1}`) }, body: contactBody, agent: VISITOR_AGENT })));
  const memoryAfterFloodMB = Math.round(peakMemory(serverPid) / 1024 / 1024);

  const form = { 'content-type': 'application/x-www-form-urlencoded', origin: BASE };
  const guesses = Array.from({ length: 120 }, (_, index) => () => timedFetch(`${BASE}/admin/session`, { method: 'POST', headers: { ...form, ...from(`203.0.113.${(index % 30) + 1}`) }, body: `password=guess-${index}` }));
  await inBatches(guesses, 10);
  const owner = await timedFetch(`${BASE}/admin/session`, { method: 'POST', headers: { ...form, ...from('192.0.2.77') }, body: `password=${encodeURIComponent(ADMIN_PASSWORD)}`, agent: VISITOR_AGENT });

  const filesBefore = fileList(distPath);
  const anonymous = [];
  for (let index = 0; index < 400; index += 1) anonymous.push(() => timedFetch(index % 2 ? `${BASE}/api/placeholder/${'0'.repeat(1 + (index % 4))}400/250` : `${BASE}/api/placeholder/${401 + index}/${250 + index}`));
  for (let index = 0; index < 300; index += 1) anonymous.push(() => timedFetch(`${BASE}/blog/bench-missing-${index}/opengraph-image-${index.toString(36)}`));
  for (let index = 0; index < 300; index += 1) anonymous.push(() => timedFetch(`${BASE}/blog/bench-draft-${index}`, { headers: { cookie: `__prerender_bypass=${index.toString(16).padStart(32, '0')}` } }));
  const anonymousStatuses = await inBatches(anonymous);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // Files a known page's revalidation wrote meanwhile are counted apart from files named after these URLs.
  const added = [...fileList(distPath)].filter((file) => !filesBefore.has(file));
  const filesAdded = added.length;
  const namedAfterThem = added.filter((file) => ANONYMOUS_NAME.test(path.relative(distPath, file))).length;

  return {
    flood: { statuses: floodStatuses, realVisitorsAccepted: visitorStatuses[200] ?? 0, realVisitors: 20, visitorStatuses, limiterBoundMB: LIMITER_BOUND_MB, serverPeakMemoryMB: memoryAfterFloodMB },
    login: { ownerLoggedIn: owner.status === 303 && owner.location === '/admin', ownerLocation: owner.location },
    anonymousUrls: { requests: anonymous.length, statuses: anonymousStatuses, filesAdded, namedAfterThem, otherFilesAdded: added.filter((file) => !ANONYMOUS_NAME.test(path.relative(distPath, file))).slice(0, 20).map((file) => path.relative(distPath, file)) },
  };
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
      ADMIN_PASSWORD,
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
    let scenarioResults;
    if (process.env.BENCH_ABUSE_SCENARIOS !== '0') {
      log('scenarios: contact flood and real visitors, wrong passwords and the owner, 1,000 anonymous URLs');
      scenarioResults = await scenarios(distPath, server.pid);
    }
    const before = Object.fromEntries(Object.entries(watched).map(([name, dir]) => [name, folderBytes(dir)]));

    log(`idle: ${VISITORS} visitors for ${IDLE_S} s`);
    const idle = await visitors(IDLE_S);

    log(`attack: ${CONNECTIONS} connections for ${DURATION_S} s, ${VISITORS} visitors reading pages`);
    const deadline = performance.now() + DURATION_S * 1000;
    const [attack, underAttack] = await Promise.all([attackers(deadline), visitors(DURATION_S)]);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const after = Object.fromEntries(Object.entries(watched).map(([name, dir]) => [name, folderBytes(dir)]));
    const count = (kind, predicate) => Object.entries(attack.byKind[kind]).reduce((sum, [status, n]) => sum + (predicate(Number(status)) ? n : 0), 0);
    const failed = Object.keys(attack.byKind).reduce((sum, kind) => sum + count(kind, (status) => status === 0), 0);
    const all5xx = Object.keys(attack.byKind).reduce((sum, kind) => sum + count(kind, (status) => status >= 500), 0) + Object.entries(underAttack.statuses).reduce((sum, [status, n]) => sum + (Number(status) >= 500 ? n : 0), 0);
    const seconds = IDLE_S + DURATION_S;
    const pastLimit = {
      contact: { delivered: received.contact, allowance: allowed('contact', seconds, scenarioResults ? 1_320 : 0) },
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
      scenarios: scenarioResults,
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
  probe                    ${VISITORS} visitors, a page every ${abuseBench.visitorIntervalMs} ms each, own process; timers late p95 ${idle.lateMs.p95} / ${underAttack.lateMs.p95} ms; cache ${JSON.stringify(idle.cache)} / ${JSON.stringify(underAttack.cache)}
  statuses by kind         ${JSON.stringify(attack.byKind)}${scenarioResults ? `
  flood then 20 visitors   ${scenarioResults.flood.realVisitorsAccepted}/20 accepted   goal 20/20; flood ${JSON.stringify(scenarioResults.flood.statuses)}; limiter bound ${LIMITER_BOUND_MB} MB, server peak ${scenarioResults.flood.serverPeakMemoryMB} MB
  owner after 120 guesses  ${scenarioResults.login.ownerLoggedIn ? 'logged in' : `NOT logged in (${scenarioResults.login.ownerLocation})`}   goal logged in
  1,000 anonymous URLs     ${scenarioResults.anonymousUrls.namedAfterThem} files named after them added   goal 0 (${scenarioResults.anonymousUrls.filesAdded} in all: known pages' revalidations); ${JSON.stringify(scenarioResults.anonymousUrls.statuses)}` : ''}
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
