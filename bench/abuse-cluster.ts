/**
 * npm run bench:abuse (second part) — a benchmark, not a test: the abuse scenarios against the
 * multi-instance deployment as deploy/ runs it. nginx with deploy/nginx.conf as shipped (its POST
 * limit included) in front of two `next start` instances of one build sharing PostgreSQL and Redis
 * (test/support/cluster: TRUSTED_PROXIES=1, each instance its own copy of the build). All traffic
 * stays on 127.0.0.1; clients are told apart the way nginx tells them apart, by their source
 * address: every "address" below is a loopback address of its own (127.0.0.0/8 is all local on
 * Linux), so nginx writes it into X-Forwarded-For as it would a visitor's. Never fails on a goal.
 *
 * Scenarios (the figures of the single-instance run in bench/abuse.mjs, here through nginx):
 * - 1,000 empty and 300 valid contact posts from 1,300 addresses, then 20 real visitors from new
 *   addresses (goal 20/20 accepted); the limiter's memory is in Redis: keys and bytes added;
 * - 120 wrong passwords from 30 addresses, then the owner from a new address (goal logged in);
 * - 1,000 padded placeholder sizes, share images of unknown articles and unknown articles with a
 *   forged draft cookie: files added under both instances' build folders and nginx's cache, and Redis
 *   keys added (goal 0 each);
 * - one client alternating the two instances: contact posts allowed (goal 5, one instance's limit);
 * - what each kind of attack request costs: each kind alone from BENCH_ABUSE_COST_LOOPS loops for
 *   BENCH_ABUSE_COST_SECONDS, and the CPU time nginx, each instance, PostgreSQL, Redis and this
 *   process spent per request (from /proc; the machine's other work is not counted);
 * - page p95 of BENCH_ABUSE_VISITORS real visitors idle, then under BENCH_ABUSE_CONNECTIONS attack
 *   loops from rotating addresses for BENCH_ABUSE_DURATION seconds (goal <= 2x). The visitors are a
 *   process of their own, each reading one page every BENCH_ABUSE_VISITOR_INTERVAL_MS on a schedule
 *   (bench/lib/page-probe.mjs says why); their answers' X-Cache-Status are counted.
 *
 * Settings: BENCH_ABUSE_DIST (default .next, built when missing), BENCH_ABUSE_DURATION (60),
 * BENCH_ABUSE_IDLE (20), BENCH_ABUSE_CONNECTIONS (100), BENCH_ABUSE_VISITORS (4),
 * BENCH_ABUSE_VISITOR_INTERVAL_MS (50), BENCH_ABUSE_COST_SECONDS (4; 0 leaves the cost phase out),
 * BENCH_ABUSE_COST_LOOPS (10), BENCH_ABUSE_ATTACKER_NICE (19), BENCH_ABUSE_INSTANCE_NICE (3),
 * BENCH_ABUSE_NGINX_RR_PRIORITY (1). `npm run bench:abuse:cluster` runs this part alone. Writes
 * bench/results/abuse-cluster.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { probePages, type PageProbeResult } from './lib/page-probe.mjs';
import { CLUSTER_ADMIN_PASSWORD, startCluster, type Cluster } from '../test/support/cluster/cluster';
import { freePort } from '../test/support/net';

const ROOT = path.resolve(__dirname, '..');
const num = (name: string, fallback: number) => (Number.isFinite(Number(process.env[name])) && process.env[name] ? Number(process.env[name]) : fallback);
const DIST = process.env.BENCH_ABUSE_DIST || '.next';
const DURATION_S = num('BENCH_ABUSE_DURATION', 60);
const IDLE_S = num('BENCH_ABUSE_IDLE', 20);
const CONNECTIONS = num('BENCH_ABUSE_CONNECTIONS', 100);
const VISITORS = num('BENCH_ABUSE_VISITORS', 4);
const VISITOR_INTERVAL_MS = num('BENCH_ABUSE_VISITOR_INTERVAL_MS', 50);
const COST_S = process.env.BENCH_ABUSE_COST_SECONDS === '0' ? 0 : num('BENCH_ABUSE_COST_SECONDS', 4);
const COST_LOOPS = num('BENCH_ABUSE_COST_LOOPS', 10);
/**
 * The attack loops' scheduling weight while they attack (Linux autogroup nice, -20 to 19). Attackers
 * are other machines: their CPU is theirs, and what they can do to a visitor is what their requests
 * cost the deployment. Here they share two cores with it, and a closed loop takes every cycle it is
 * given (making Node cheaper only raised the attack's rate), so at equal weight the page p95 measured
 * how the cores were split with the load generator. At 19 the generator runs on what the deployment's
 * processes (nginx, the instances, PostgreSQL, Redis, each in a session of its own) leave over, and
 * the probe (a session of its own as well) sees the deployment's own queueing. 0 gives the old setup.
 */
const ATTACKER_NICE = num('BENCH_ABUSE_ATTACKER_NICE', 19);
/**
 * The instances' weight against nginx, as deploy/tidewater@.service gives them (CPUWeight=50 against
 * the default 100): autogroup nice 3 is about half the weight (1.25x per step). 0 gives them nginx's.
 */
const INSTANCE_NICE = num('BENCH_ABUSE_INSTANCE_NICE', 3);
/**
 * nginx's real-time round-robin priority, as deploy/nginx-realtime.conf gives nginx.service (1, the
 * lowest; 0 leaves nginx in the normal class with the default weight). Weights alone did not keep
 * page views quick under a flood: the instances' Node threads saturate both cores, and a woken nginx
 * worker of ten times their weight still waited out the running thread's slice (p95 2.5-3x idle).
 */
const NGINX_RR_PRIORITY = num('BENCH_ABUSE_NGINX_RR_PRIORITY', 1);
/** The contact allowance of one client (lib/request/limits.ts): 5 per 10 minutes. */
const CONTACT_LIMIT = 5;
const PAGES = ['/', '/blog', '/blog/fixture-gfci-outlets', '/contact', '/service-areas', '/buyer-repairs'];
const CONTACT = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '(757) 555-0100',
  serviceType: 'electrical',
  location: 'hampton',
  message: 'Load test of the contact form: please ignore.',
  urgency: 'standard',
};

const log = (message: string) => process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

/** The n-th client address of a block (n < 65,536): 127.<block>.<hi>.<lo>; blocks from 10 up, never 127.0.0.1 (the real visitors). */
function address(block: number, n: number): string {
  return `127.${block}.${(n >> 8) & 255}.${n & 255}`;
}

type Answer = { status: number; ms: number; location?: string };
const VISITOR_AGENT = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One request, read to the end; from `from` (a loopback address, on a connection of its own) or a visitor's kept connection. */
function send(url: string, { method = 'GET', headers = {}, body, from }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      url,
      { method, ...(from ? { agent: false, localAddress: from } : { agent: VISITOR_AGENT }), headers: { 'accept-encoding': 'gzip', ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, location: response.headers.location }));
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

async function inBatches(requests: (() => Promise<Answer>)[], size = 20): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  for (let start = 0; start < requests.length; start += size) {
    for (const { status } of await Promise.all(requests.slice(start, start + size).map((make) => make()))) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
}

function fileCount(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) stack.push(path.join(current, entry.name));
      else if (entry.isFile()) total += 1;
    }
  }
  return total;
}

/** Peak resident memory (VmHWM) of a process and its children, in MB. */
function peakMemoryMB(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    stack.push(...(children.get(pid) ?? []));
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // ended
    }
  }
  return Math.round(total / 1024 / 1024);
}

/** nginx with deploy/nginx.conf as shipped: its listen address, both upstream lines and its cache folder swapped. */
type Nginx = { cacheDir: string; pid(): number | undefined; stop(): void };

async function startNginx(workDir: string, port: number, upstreams: number[]): Promise<Nginx> {
  const prefix = path.join(workDir, 'nginx');
  for (const dir of ['cache', 'client', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) await mkdir(path.join(prefix, dir), { recursive: true });
  const swap = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${from}`);
    return text.replace(from, to);
  };
  let recipe = await readFile(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  recipe = swap(recipe, 'listen 80;', `listen 127.0.0.1:${port};`);
  recipe = swap(recipe, 'listen [::]:80;', '');
  recipe = swap(recipe, 'server 127.0.0.1:3000 ', `server 127.0.0.1:${upstreams[0]} `);
  recipe = swap(recipe, '# server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreams[1]} `);
  recipe = swap(recipe, '/var/cache/nginx/tidewater', path.join(prefix, 'cache'));
  await writeFile(path.join(prefix, 'site.conf'), recipe);
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/${kind === 'client_body' ? 'client' : kind};`).join('\n    ');
  const config = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
    ${mimeTypes}
    access_log off;
    ${temp}
    include ${prefix}/site.conf;
}
`;
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config);
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', file], { stdio: 'pipe' });
  execFileSync(nginx, ['-p', prefix, '-c', file]);
  for (let waited = 0; waited < 15_000; waited += 100) {
    if ((await send(`http://127.0.0.1:${port}/api/health?live`)).status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    cacheDir: path.join(prefix, 'cache'),
    pid: () => {
      try {
        return Number(readFileSync(path.join(prefix, 'nginx.pid'), 'utf8'));
      } catch {
        return undefined;
      }
    },
    stop: () => {
      try {
        process.kill(Number(readFileSync(path.join(prefix, 'nginx.pid'), 'utf8')), 'SIGTERM');
      } catch {
        // already stopped
      }
    },
  };
}

type Redis = ReturnType<typeof createClient>;

/** Keys in Redis by kind: the shared allowances, the login backoff, and everything else (the page cache). */
async function redisKeys(redis: Redis): Promise<{ limits: number; logins: number; other: number; otherNames: Set<string>; limitBytes: number }> {
  const counts = { limits: 0, logins: 0, other: 0, limitBytes: 0 };
  const otherNames = new Set<string>();
  for await (const key of redis.scanIterator({ COUNT: 1000 })) {
    for (const name of (Array.isArray(key) ? key : [key]).map(String)) {
      if (name.startsWith('tidewater:rl:')) {
        counts.limits += 1;
        // What Redis holds for this client's allowance, its own bookkeeping included.
        counts.limitBytes += Number((await redis.memoryUsage(name)) ?? 0);
      } else if (name.startsWith('tidewater:login:')) counts.logins += 1;
      else {
        counts.other += 1;
        otherNames.add(name);
      }
    }
  }
  return { ...counts, otherNames };
}

async function scenarios(base: string, cluster: Cluster, redis: Redis, dists: string[], nginxCache: string) {
  const json = { 'content-type': 'application/json', origin: base };
  const contactBody = JSON.stringify(CONTACT);

  log('flood: 1,000 empty and 300 valid contact posts from 1,300 addresses, then 20 real visitors');
  const redisBefore = await redisKeys(redis);
  const flood = Array.from({ length: 1_300 }, (_, n) => () => send(`${base}/api/contact`, { method: 'POST', headers: json, body: n < 1_000 ? '{}' : contactBody, from: address(10, n) }));
  const floodStatuses = await inBatches(flood);
  const visitorStatuses = await inBatches(Array.from({ length: 20 }, (_, n) => () => send(`${base}/api/contact`, { method: 'POST', headers: json, body: contactBody, from: address(20, n) })));
  const redisAfter = await redisKeys(redis);

  log('login: 120 wrong passwords from 30 addresses, then the owner from a new one');
  const form = { 'content-type': 'application/x-www-form-urlencoded', origin: base };
  await inBatches(Array.from({ length: 120 }, (_, n) => () => send(`${base}/admin/session`, { method: 'POST', headers: form, body: `password=guess-${n}`, from: address(30, n % 30) })), 10);
  const owner = await send(`${base}/admin/session`, { method: 'POST', headers: form, body: `password=${encodeURIComponent(CLUSTER_ADMIN_PASSWORD)}`, from: address(31, 0) });

  log('1,000 anonymous URLs: padded placeholders, share images of unknown articles, forged draft cookies');
  const filesBefore = dists.map(fileCount);
  const cacheBefore = fileCount(nginxCache);
  const keysBefore = await redisKeys(redis);
  const anonymous: (() => Promise<Answer>)[] = [];
  for (let n = 0; n < 400; n += 1) anonymous.push(() => send(n % 2 ? `${base}/api/placeholder/${'0'.repeat(1 + (n % 4))}400/250` : `${base}/api/placeholder/${401 + n}/${250 + n}`, { from: address(40, n) }));
  for (let n = 0; n < 300; n += 1) anonymous.push(() => send(`${base}/blog/bench-missing-${n}/opengraph-image-${n.toString(36)}`, { from: address(41, n) }));
  for (let n = 0; n < 300; n += 1) anonymous.push(() => send(`${base}/blog/bench-draft-${n}`, { headers: { cookie: `__prerender_bypass=${n.toString(16).padStart(32, '0')}` }, from: address(42, n) }));
  const anonymousStatuses = await inBatches(anonymous);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const keysAfter = await redisKeys(redis);

  log('one client alternating the two instances: 12 contact posts');
  const [a, b] = cluster.instances;
  const alternating: boolean[] = [];
  for (let n = 0; n < 12; n += 1) {
    const instance = n % 2 ? b! : a!;
    // Each instance trusts one proxy hop: the header is the client, as nginx would write it.
    alternating.push((await send(`${instance.url}/api/contact`, { method: 'POST', headers: { ...json, 'x-forwarded-for': '198.51.100.99' }, body: contactBody })).status === 200);
  }
  // The same through nginx, whose round robin alternates the instances for one client's requests.
  const throughNginx: number[] = [];
  for (let n = 0; n < 12; n += 1) throughNginx.push((await send(`${base}/api/contact`, { method: 'POST', headers: json, body: contactBody, from: address(50, 0) })).status);

  return {
    flood: {
      statuses: floodStatuses,
      realVisitorsAccepted: visitorStatuses[200] ?? 0,
      realVisitors: 20,
      visitorStatuses,
      limiterInRedis: { keysAdded: redisAfter.limits - redisBefore.limits, bytesAdded: redisAfter.limitBytes - redisBefore.limitBytes },
      instancesPeakMemoryMB: cluster.instances.map((instance) => ({ name: instance.name, mb: instancePid(instance.port) ? peakMemoryMB(instancePid(instance.port)!) : null })),
    },
    login: { ownerLoggedIn: owner.status === 303 && owner.location === '/admin', ownerStatus: owner.status, ownerLocation: owner.location, loginKeysInRedis: keysAfter.logins },
    anonymousUrls: {
      requests: anonymous.length,
      statuses: anonymousStatuses,
      filesAdded: dists.map((dist, i) => fileCount(dist) - filesBefore[i]!),
      nginxCacheFilesAdded: fileCount(nginxCache) - cacheBefore,
      redisKeysAdded: keysAfter.other - keysBefore.other,
      redisKeysAddedNames: [...keysAfter.otherNames].filter((name) => !keysBefore.otherNames.has(name)).slice(0, 20),
      redisLimitKeysAdded: keysAfter.limits - keysBefore.limits,
    },
    alternating: { direct: { allowed: alternating.filter(Boolean).length, of: alternating.length }, throughNginx: { allowed: throughNginx.filter((status) => status === 200).length, of: throughNginx.length, statuses: throughNginx }, goal: CONTACT_LIMIT },
  };
}

/** The pid of the server listening on a port (the `next start` child), from /proc/net/tcp. */
function instancePid(port: number): number | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of readdirSync(`/proc/${name}/fd`)) {
        const link = readlinkSync(`/proc/${name}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link ?? '')?.[1];
        if (inode && inodes.has(inode)) return Number(name);
      }
    } catch {
      // not ours to read, or ended
    }
  }
  return undefined;
}

/** Real visitors reading pages through nginx on kept connections, from a process of their own (bench/lib/page-probe.mjs). */
function visitors(base: string, seconds: number): Promise<PageProbeResult> {
  return probePages({ base, pages: PAGES, seconds, visitors: VISITORS, intervalMs: VISITOR_INTERVAL_MS });
}

type AttackKind = [string, () => Promise<Answer>];

/** Sets a process's autogroup weight (by default this one: the bench's session and its attack loops); false where Linux does not allow it. */
function setAutogroupNice(nice: number, pid: number | 'self' = 'self'): boolean {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return true;
  } catch {
    return false;
  }
}

/** Puts a process and its children (nginx's master and workers), every thread, in the real-time round-robin class; false where Linux does not allow it. */
function setRoundRobin(priority: number, pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
    for (const target of [String(pid), ...children]) execFileSync('chrt', ['--rr', '--all-tasks', '--pid', String(priority), target], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** The kinds of attack request, each from a new address: page views, unknown URLs, posts, searches, wrong secrets. */
function attackKinds(base: string): AttackKind[] {
  let counter = 0;
  const json = { 'content-type': 'application/json', origin: base };
  const from = () => {
    counter += 1;
    return address(60 + ((counter >> 16) % 150), counter);
  };
  return [
    ['page view', () => send(`${base}${PAGES[counter % PAGES.length]}`, { from: from() })],
    ['unknown URL', () => send(`${base}/blog/${Math.random().toString(36).slice(2)}`, { from: from() })],
    ['empty contact post', () => send(`${base}/api/contact`, { method: 'POST', headers: json, body: '{}', from: from() })],
    ['contact post', () => send(`${base}/api/contact`, { method: 'POST', headers: json, body: JSON.stringify(CONTACT), from: from() })],
    ['newsletter post', () => send(`${base}/api/newsletter`, { method: 'POST', headers: json, body: JSON.stringify({ email: `reader${counter}@example.com` }), from: from() })],
    ['search', () => send(`${base}/api/blog/search?q=${Math.random().toString(36).slice(2, 8)}`, { from: from() })],
    ['wrong revalidate secret', () => send(`${base}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': `guess-${Math.random()}` }, from: from() })],
  ];
}

/** `loops` attack loops until the deadline, each picking a kind at random. */
async function attackers(kinds: AttackKind[], loops: number, deadline: number) {
  const byKind: Record<string, Record<number, number>> = Object.fromEntries(kinds.map(([name]) => [name, {}]));
  let total = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < deadline) {
        const [name, make] = kinds[Math.floor(Math.random() * kinds.length)]!;
        const { status } = await make();
        byKind[name]![status] = (byKind[name]![status] ?? 0) + 1;
        total += 1;
      }
    }),
  );
  return { total, byKind };
}

const CLOCK_TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/** CPU time (ms) of a process and everything below it, reaped children included, from /proc. */
function treeCpuMs(rootPid: number | undefined): number {
  if (!rootPid) return 0;
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
      // utime, stime, cutime, cstime (fields 14-17 of /proc/<pid>/stat)
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
    } catch {
      // ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total * CLOCK_TICK_MS;
}

/**
 * Each attack kind alone, from `COST_LOOPS` loops for COST_S seconds: the CPU time each part of the
 * deployment spent per request of that kind, in ms. What the attack mix costs is the sum of these
 * weighted by the mix; the part that reaches Node is what can slow a page that nginx has to ask for.
 */
async function costPerKind(base: string, parts: Record<string, () => number>) {
  const costs: Record<string, { requests: number; perSecond: number; cpuMsPerRequest: Record<string, number>; statuses: Record<number, number> }> = {};
  for (const kind of attackKinds(base)) {
    const before = Object.fromEntries(Object.entries(parts).map(([name, read]) => [name, read()]));
    const { total, byKind } = await attackers([kind], COST_LOOPS, performance.now() + COST_S * 1000);
    // Deliveries and background work the requests started finish within a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = Object.fromEntries(Object.entries(parts).map(([name, read]) => [name, read()]));
    costs[kind[0]] = {
      requests: total,
      perSecond: Math.round(total / COST_S),
      cpuMsPerRequest: Object.fromEntries(Object.keys(parts).map((name) => [name, Number(((after[name]! - before[name]!) / Math.max(1, total)).toFixed(3))])),
      statuses: byKind[kind[0]]!,
    };
  }
  return costs;
}

const LOAD_BEFORE = os.loadavg().map((value) => value.toFixed(2)).join(' ');

async function main() {
  if (!existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    log(`no build in ${DIST}: building it`);
    execFileSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const nginxPort = await freePort();
  const base = `http://127.0.0.1:${nginxPort}`;
  log('starting PostgreSQL, Redis and two instances');
  // The newsletter posts of the attack need a newsletter to post to: a local stand-in for its webhook.
  const newsletterHook = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  const hookPort = await freePort();
  await new Promise<void>((resolve) => newsletterHook.listen(hookPort, '127.0.0.1', resolve));
  const cluster = await startCluster({ instances: 2, dist: DIST, siteUrl: base, env: { NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hooks/newsletter` } });
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-abuse-cluster-'));
  const redis: Redis = createClient({ url: cluster.redisUrl });
  redis.on('error', () => undefined);
  let nginx: Nginx | undefined;
  try {
    await redis.connect();
    nginx = await startNginx(workDir, nginxPort, cluster.instances.map((instance) => instance.port));
    for (const page of PAGES) for (let n = 0; n < 3; n += 1) await send(`${base}${page}`);
    const dists = cluster.instances.map((instance) => path.join(ROOT, `${DIST}-cluster-${instance.name}-${process.pid}`));
    const results = await scenarios(base, cluster, redis, dists, nginx.cacheDir);

    let costs: Awaited<ReturnType<typeof costPerKind>> | undefined;
    if (COST_S > 0) {
      log(`cost: each attack kind alone, ${COST_LOOPS} loops for ${COST_S} s`);
      const pids = { nginx: nginx.pid(), a: instancePid(cluster.instances[0]!.port), b: instancePid(cluster.instances[1]!.port), postgres: instancePid(Number(new URL(cluster.databaseUrl).port)), redis: instancePid(Number(new URL(cluster.redisUrl).port)) };
      const benchCpuMs = () => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1000;
      };
      costs = await costPerKind(base, { nginx: () => treeCpuMs(pids.nginx), 'instance a': () => treeCpuMs(pids.a), 'instance b': () => treeCpuMs(pids.b), postgres: () => treeCpuMs(pids.postgres), redis: () => treeCpuMs(pids.redis), 'bench (client)': benchCpuMs });
    }

    // As deployed: nginx at the lowest real-time priority and the instances at half the default CPU
    // weight, idle and under attack alike.
    const nginxRrPriority = NGINX_RR_PRIORITY > 0 && setRoundRobin(NGINX_RR_PRIORITY, nginx.pid()) ? NGINX_RR_PRIORITY : 0;
    const instanceNice =
      INSTANCE_NICE !== 0 && cluster.instances.every((instance) => {
        const pid = instancePid(instance.port);
        return pid !== undefined && setAutogroupNice(INSTANCE_NICE, pid);
      })
        ? INSTANCE_NICE
        : 0;
    log(`idle: ${VISITORS} visitors for ${IDLE_S} s, a page every ${VISITOR_INTERVAL_MS} ms each`);
    const idle = await visitors(base, IDLE_S);
    log(`attack: ${CONNECTIONS} loops for ${DURATION_S} s, each request from a new address`);
    const deadline = performance.now() + DURATION_S * 1000;
    const attackerNice = ATTACKER_NICE !== 0 && setAutogroupNice(ATTACKER_NICE) ? ATTACKER_NICE : 0;
    const [attack, underAttack] = await Promise.all([attackers(attackKinds(base), CONNECTIONS, deadline), visitors(base, DURATION_S)]).finally(() => {
      if (attackerNice !== 0) setAutogroupNice(0);
    });
    const fiveHundreds = Object.values(attack.byKind).reduce((sum, statuses) => sum + Object.entries(statuses).reduce((s, [status, n]) => s + (Number(status) >= 500 ? n : 0), 0), 0);
    const output = {
      date: new Date().toISOString(),
      settings: { attackerNice, instanceNice, nginxRrPriority, durationS: DURATION_S, idleS: IDLE_S, connections: CONNECTIONS, visitors: VISITORS, visitorIntervalMs: VISITOR_INTERVAL_MS, costS: COST_S, costLoops: COST_LOOPS, instances: 2, nginx: 'deploy/nginx.conf', redis: true, dist: DIST },
      loadAverageBefore: LOAD_BEFORE,
      scenarios: results,
      costs,
      attack: { requests: attack.total, perSecond: Math.round(attack.total / DURATION_S), fiveHundreds, byKind: attack.byKind },
      pageViews: { idle, underAttack, p95Ratio: idle.p95 && underAttack.p95 ? Number((underAttack.p95 / idle.p95).toFixed(2)) : undefined },
    };
    await mkdir(path.join(ROOT, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(ROOT, 'bench', 'results', 'abuse-cluster.json'), `${JSON.stringify(output, null, 2)}\n`);
    const s = results;
    console.log(`
Abuse benchmark through deploy/nginx.conf, 2 instances, PostgreSQL and Redis (${DURATION_S} s, ${CONNECTIONS} loops)
  flood then 20 visitors   ${s.flood.realVisitorsAccepted}/20 accepted   goal 20/20; flood ${JSON.stringify(s.flood.statuses)}
  limiter memory           in Redis: ${s.flood.limiterInRedis.keysAdded} keys, ${(s.flood.limiterInRedis.bytesAdded / 1024).toFixed(0)} KB added by 1,320 addresses; instances peak ${s.flood.instancesPeakMemoryMB.map((entry) => `${entry.name} ${entry.mb} MB`).join(', ')}
  owner after 120 guesses  ${s.login.ownerLoggedIn ? 'logged in' : `NOT logged in (${s.login.ownerStatus} ${s.login.ownerLocation})`}   goal logged in
  1,000 anonymous URLs     files added ${s.anonymousUrls.filesAdded.join(' + ')} (instances), ${s.anonymousUrls.nginxCacheFilesAdded} (nginx cache); Redis keys added ${s.anonymousUrls.redisKeysAdded} ${JSON.stringify(s.anonymousUrls.redisKeysAddedNames)}   goal 0; ${JSON.stringify(s.anonymousUrls.statuses)}
  alternating instances    ${s.alternating.direct.allowed}/${s.alternating.direct.of} allowed (direct, alternating), ${s.alternating.throughNginx.allowed}/${s.alternating.throughNginx.of} through nginx   goal ${CONTACT_LIMIT}
  attack                   ${attack.total} requests (${output.attack.perSecond}/s), 5xx ${fiveHundreds}; autogroup nice: attack loops ${attackerNice}, instances ${instanceNice}; nginx ${nginxRrPriority ? `real-time round robin ${nginxRrPriority}` : 'normal class'}
  page views p95           idle ${idle.p95?.toFixed(1)} ms (${idle.requests}), under attack ${underAttack.p95?.toFixed(1)} ms (${underAttack.requests}): ${output.pageViews.p95Ratio}x   goal <= 2x
  probe                    ${VISITORS} visitors, a page every ${VISITOR_INTERVAL_MS} ms each, own process; p50 ${idle.p50} / ${underAttack.p50} ms, p99 ${idle.p99} / ${underAttack.p99} ms; timers late p95 ${idle.lateMs.p95} / ${underAttack.lateMs.p95} ms; X-Cache-Status ${JSON.stringify(idle.cache)} / ${JSON.stringify(underAttack.cache)}
  p95 by page (attack)     ${JSON.stringify(underAttack.p95ByPage)}
  statuses by kind         ${JSON.stringify(attack.byKind)}
  load average before      ${LOAD_BEFORE}${costs ? `
  CPU ms per request       (each kind alone, ${COST_LOOPS} loops, ${COST_S} s)
${Object.entries(costs).map(([kind, cost]) => `    ${kind.padEnd(24)} ${String(cost.perSecond).padStart(4)}/s  ${Object.entries(cost.cpuMsPerRequest).map(([part, ms]) => `${part} ${ms.toFixed(2)}`).join(', ')}  ${JSON.stringify(cost.statuses)}`).join('\n')}` : ''}
Written to bench/results/abuse-cluster.json`);
  } finally {
    nginx?.stop();
    if (redis.isOpen) await redis.disconnect();
    await cluster.stop();
    newsletterHook.close();
    await rm(workDir, { recursive: true, force: true });
    VISITOR_AGENT.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
