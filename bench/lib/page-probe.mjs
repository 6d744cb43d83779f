/**
 * The page-view probe of the abuse benchmarks: a few real visitors reading pages, measured from a
 * process of its own.
 *
 * Why a process of its own: real visitors are other machines. When the probe shares one Node event
 * loop with the attack loops, every page view waits behind the attack's own work in that loop
 * (opening a connection per request, parsing answers, JSON bodies) before its timer fires and after
 * its answer arrives, and that queueing is counted as the server's latency. Here the probe has its
 * own event loop, in a session of its own (detached): with Linux's autogroup scheduling, the CPU is
 * shared fairly between sessions, so the attack loops of the bench's session cannot take the probe's
 * share, as the server's processes (nginx, each `next start`, daemons in sessions of their own)
 * cannot take each other's. What it still shares with the server is the machine's CPUs, as a
 * visitor's request shares them with everything the server does. How late the probe's own timers
 * fired is reported beside the latencies (`lateMs`), so a starved probe shows.
 *
 * Why paced: a visitor reads a page, then another; four clients asking as fast as answers come back
 * (the probe before) sent about 2,000 cached pages a second, more than ten times the attack itself,
 * so the "idle" figure measured the probe's own load and "under attack" measured how the machine's
 * two cores were split between it and the attack. Each visitor here asks for one page every
 * `intervalMs` on a schedule (open loop: a slow answer does not delay the next request, so slow
 * moments are sampled as often as quick ones), on a kept connection as a browser does.
 *
 * Used as `probePages(options)` (spawns this file) or run directly: `node bench/lib/page-probe.mjs '<json options>'`,
 * printing one JSON line of results.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/** Nearest-rank percentile of unsorted values. */
function percentile(values, p) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value) => (value === undefined ? undefined : Number(value.toFixed(2)));

/** Runs the probe in this process (the child's side). */
async function runProbe({ base, pages, seconds, visitors, intervalMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies = [];
  const late = [];
  const statuses = {};
  const cache = {};
  const byPage = Object.fromEntries(pages.map((page) => [page, []]));
  const pending = new Set();

  const view = (page) => {
    const started = performance.now();
    const done = new Promise((resolve) => {
      const finish = (status, cacheStatus) => {
        const ms = performance.now() - started;
        latencies.push(ms);
        byPage[page].push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        cache[cacheStatus] = (cache[cacheStatus] ?? 0) + 1;
        resolve();
      };
      const request = http.request(`${base}${page}`, { agent, headers: { 'accept-encoding': 'gzip', accept: 'text/html' } }, (response) => {
        response.resume();
        const cacheStatus = String(response.headers['x-cache-status'] ?? 'none');
        response.on('end', () => finish(response.statusCode ?? 0, cacheStatus));
        response.on('error', () => finish(0, cacheStatus));
      });
      request.setTimeout(30_000, () => request.destroy());
      request.on('error', () => finish(0, 'error'));
      request.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const startAt = performance.now();
  const deadline = startAt + seconds * 1000;
  await Promise.all(
    Array.from({ length: visitors }, async (_, index) => {
      // Visitors spread over the interval, each on its own fixed schedule.
      let next = startAt + (index * intervalMs) / visitors;
      for (let turn = index; next < deadline; turn += 1) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        late.push(Math.max(0, performance.now() - next));
        view(pages[turn % pages.length]);
        next += intervalMs;
      }
    }),
  );
  await Promise.all(pending);
  agent.destroy();
  return {
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(Math.max(...latencies)),
    statuses,
    cache,
    p95ByPage: Object.fromEntries(Object.entries(byPage).map(([page, values]) => [page, round(percentile(values, 95))])),
    lateMs: { p95: round(percentile(late, 95)), max: round(Math.max(0, ...late)) },
  };
}

/**
 * Page views by `visitors` visitors, one page every `intervalMs` each, for `seconds`, from a process
 * of its own; resolves with the latencies (ms), statuses, X-Cache-Status counts and the probe's lateness.
 */
export function probePages(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`page probe exited with ${code}`));
      try {
        resolve(JSON.parse(output));
      } catch (error) {
        reject(error);
      }
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runProbe(JSON.parse(process.argv[2] ?? '{}')).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
