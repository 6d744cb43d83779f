import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The app's own next (the bare app's copy loads React from its own node_modules, never a second one). */
export function nextBin(cwd) {
  return path.join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next');
}

export function log(message) {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** gzip size as `next start` and nginx send it (zlib's default level 6). */
export function gzipBytes(buffer) {
  return gzipSync(buffer, { level: 6 }).length;
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function ratio(value, reference) {
  if (typeof value !== 'number' || typeof reference !== 'number' || reference === 0) return null;
  return value / reference;
}

export function loadAverage() {
  const [one, five, fifteen] = os.loadavg();
  return { one: Number(one.toFixed(2)), five: Number(five.toFixed(2)), fifteen: Number(fifteen.toFixed(2)), cores: os.cpus().length };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to completion; rejects on a non-zero exit with the tail of its output. */
export function run(command, args, { cwd = ROOT, env = {}, quiet = false, logFile } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', async (code) => {
      if (logFile) await writeFile(logFile, output).catch(() => {});
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-3000)}`));
    });
  });
}

/** Resident memory of a process and all its descendants, in bytes, read from /proc. */
export function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  let names;
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      const pid = Number(name);
      rss.set(pid, pages * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) stack.push(child);
  }
  return total;
}

/**
 * Runs a command and measures its wall time and the peak resident memory of its whole process
 * tree, sampled every 200 ms.
 */
export function runMeasured(command, args, { cwd = ROOT, env = {}, logFile } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 200);
    let output = '';
    const collect = (chunk) => {
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', async (code) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      if (logFile) await writeFile(logFile, output).catch(() => {});
      if (code === 0) resolve({ wallMs, peakRssBytes: peak, output });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-3000)}`));
    });
  });
}

/** Starts a long-running server; returns a handle whose stop() ends it (and only it) by pid. */
export function startServer(command, args, { cwd = ROOT, env = {}, logFile } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  child.on('close', () => {
    exited = true;
  });
  return {
    pid: child.pid,
    output: () => output,
    exited: () => exited,
    async stop() {
      if (logFile) await writeFile(logFile, output).catch(() => {});
      if (exited) return;
      try {
        // The server runs in its own process group (detached): end that group, which is ours alone.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      for (let i = 0; i < 50 && !exited; i += 1) await sleep(100);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}

export async function waitForHttp(url, { timeoutMs = 60_000, server } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exited()) throw new Error(`server for ${url} exited:\n${server.output().slice(-2000)}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

export function envList(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  return raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

export function envNumber(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The p-th percentile (nearest rank) of values already sorted ascending; NaN when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A closed-loop load: `visitors` clients each send one request after another for `seconds`
 * (`send(visitor)` resolves to `{ status, ms }`; a rejection counts as status 0), each pausing
 * `pauseMs` between two (0: none). Answers with
 * `acceptedStatus` are timed. Returns the sorted latencies, the count per status and the rate.
 */
export async function closedLoop({ visitors, seconds, send, acceptedStatus, pauseMs = 0 }) {
  const latencies = [];
  const statuses = {};
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      while (performance.now() < deadline) {
        const { status, ms } = await send(visitor + 1).catch(() => ({ status: 0, ms: NaN }));
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === acceptedStatus) latencies.push(ms);
        if (pauseMs > 0) await sleep(pauseMs);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    statuses,
    perSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
  };
}
