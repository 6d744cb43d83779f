import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { log, nextBin, ROOT, run, startServer, waitForHttp } from './util.mjs';

export const RECIPE = path.join(ROOT, 'deploy', 'nginx.conf');

/** `next start` of a build on 127.0.0.1:port, in its own process group. */
export async function startNext({ cwd, distDir, port, env = {}, logFile }) {
  const server = startServer(process.execPath, [nextBin(cwd), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, NODE_ENV: 'production', ...env },
    logFile,
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { server, timeoutMs: 90_000 });
  return server;
}

/** The prerendered HTML file of a route in a build's server/app folder. */
export function prerenderedFile(dist, route) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  const file = path.join(dist, 'server', 'app', `${name}.html`);
  if (!existsSync(file)) throw new Error(`no prerendered HTML for ${route} at ${file}`);
  return file;
}

/** Replaces one exact piece of the recipe, insisting that it is there exactly once. */
function swap(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`deploy/nginx.conf: expected "${from}" once, found ${count} times`);
  return text.replace(from, to);
}

/**
 * An nginx of our own (own prefix, pid file, temp folders; loopback ports): the deploy/ recipe in
 * front of `next start` on cachePort, and the same prerendered HTML served as plain files (with
 * pre-compressed .gz copies, nginx's best case) on filePort.
 */
export async function startNginx({ workDir, cachePort, filePort, upstreamPort, dist, routes }) {
  const prefix = path.join(workDir, 'nginx');
  const plainRoot = path.join(prefix, 'plain');
  for (const dir of ['cache', 'client', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs', 'plain']) await mkdir(path.join(prefix, dir), { recursive: true });
  for (const route of routes) {
    const target = path.join(plainRoot, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(prerenderedFile(dist, route), target);
    await writeFile(`${target}.gz`, gzipSync(await readFile(target), { level: 6 }));
  }

  let recipe = await readFile(RECIPE, 'utf8');
  recipe = swap(recipe, 'listen 80;', `listen 127.0.0.1:${cachePort};`);
  recipe = swap(recipe, 'listen [::]:80;', '');
  recipe = swap(recipe, 'server 127.0.0.1:3000 ', `server 127.0.0.1:${upstreamPort} `);
  recipe = swap(recipe, '/var/cache/nginx/tidewater', path.join(prefix, 'cache'));
  await writeFile(path.join(prefix, 'site.conf'), recipe);

  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : 'types { text/html html; }';
  const config = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    client_body_temp_path ${prefix}/client;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;

    # deploy/nginx.conf, with its listen address, upstream and cache folder swapped.
    include ${prefix}/site.conf;

    # The reference: the same prerendered HTML as plain files.
    server {
        listen 127.0.0.1:${filePort};
        root ${plainRoot};
        gzip on;
        gzip_static on;
        gzip_vary on;
        location / {
            default_type text/html;
            try_files $uri $uri.html $uri/index.html =404;
        }
    }
}
`;
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, config);
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  await run(nginx, ['-t', '-p', prefix, '-c', configFile], { quiet: true });
  const server = startServer(nginx, ['-p', prefix, '-c', configFile, '-g', 'daemon off;']);
  await waitForHttp(`http://127.0.0.1:${filePort}/`, { server, timeoutMs: 15_000 });
  await waitForHttp(`http://127.0.0.1:${cachePort}/`, { server, timeoutMs: 30_000 });
  return { server, configFile };
}

function toMs(value, unit) {
  const number = Number(value);
  return { us: number / 1000, ms: number, s: number * 1000, m: number * 60_000 }[unit] ?? null;
}

/** Reads wrk's --latency report. */
export function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match ? toMs(match[1], match[2]) : null;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = socket ? socket.slice(1).reduce((total, value) => total + Number(value), 0) : 0;
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output);
  const transferBytes = transfer ? Number(transfer[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transfer[2]] : null;
  return { rps: Number.isFinite(rps) ? rps : null, requests: Number.isFinite(requests) ? requests : null, p50Ms: percentile(50), p99Ms: percentile(99), errors: socketErrors + non2xx, non2xx, socketErrors, transferPerSecBytes: transferBytes };
}

/** A short wrk run against a loopback URL. */
export async function wrk(url, { gzip, duration, threads, connections }) {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error(`wrk only on loopback: ${url}`);
  // Warm: fill caches and JIT before the measured run.
  await run('wrk', ['-t1', '-c4', '-d2s', ...(gzip ? ['-H', 'Accept-Encoding: gzip'] : []), url], { quiet: true });
  const args = [`-t${threads}`, `-c${connections}`, `-d${duration}`, '--latency', ...(gzip ? ['-H', 'Accept-Encoding: gzip'] : []), url];
  const output = await run('wrk', args, { quiet: true });
  const result = parseWrk(output);
  log(`wrk ${url}${gzip ? ' (gzip)' : ''}: ${result.rps?.toFixed(0)} req/s, p50 ${result.p50Ms?.toFixed(2)} ms, p99 ${result.p99Ms?.toFixed(2)} ms, errors ${result.errors}`);
  return result;
}
