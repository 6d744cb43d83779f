import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeNow, freePort, listen } from '@/test/support/net';

/**
 * The deployment recipe as an operator runs it: nginx accepts deploy/nginx.conf as shipped (one
 * instance) and with a second instance in its upstream, and deploy/rolling-restart.sh restarts one
 * instance at a time, each only while the others are ready, waiting for each to be ready again.
 */

const ROOT = path.join(__dirname, '..', '..');
const run = promisify(execFile);
// Every test here runs real programs (nginx, bash polling every 0.5 s, curl): a few seconds on a
// quiet machine, more on a loaded one. The bound is for one that hangs, not a measure of speed.
jest.setTimeout(30_000);

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tidewater-deploy-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('deploy/nginx.conf', () => {
  const nginx = execFileSync('bash', [path.join(ROOT, 'scripts', 'ensure-nginx.sh')], { encoding: 'utf8' }).trim();

  /** The recipe inside a minimal main configuration in a temp folder (its cache folder moved there too). */
  async function prepare(recipe: string): Promise<string> {
    const prefix = await mkdtemp(path.join(workDir, 'nginx-'));
    await mkdir(path.join(prefix, 'cache'));
    await writeFile(path.join(prefix, 'site.conf'), recipe.replace('/var/cache/nginx/tidewater', path.join(prefix, 'cache')));
    const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
    // As root, nginx's workers would run as nobody, who cannot read a private temp folder.
    const user = process.getuid?.() === 0 ? 'user root;\n' : '';
    const main = `${user}pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nworker_processes 1;\nevents {}\nhttp {\n  ${mimeTypes}\n  access_log off;\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n  include ${prefix}/site.conf;\n}\n`;
    await writeFile(path.join(prefix, 'main.conf'), main);
    return prefix;
  }

  /** `nginx -t` on the recipe. */
  async function check(recipe: string): Promise<{ ok: boolean; output: string }> {
    const prefix = await prepare(recipe);
    try {
      const { stderr } = await run(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'main.conf')]);
      return { ok: true, output: stderr };
    } catch (error) {
      return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
    }
  }

  it('is accepted by nginx as shipped, for one instance', async () => {
    const recipe = await readFile(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    expect(await check(recipe)).toEqual({ ok: true, output: '' });
  });

  it('is accepted with a second instance in the upstream, each with passive failover', async () => {
    const recipe = await readFile(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const twoInstances = recipe.replace('# server 127.0.0.1:3001', 'server 127.0.0.1:3001');
    expect(twoInstances.match(/^\s*server 127\.0\.0\.1:\d+ max_fails=\d+ fail_timeout=\d+s;/gm)).toHaveLength(2);
    expect(await check(twoInstances)).toEqual({ ok: true, output: '' });
  });

  /**
   * nginx with the recipe in front of two stand-in instances: A is shutting down (503 to everything),
   * B serves. Each counts what reaches it. A fresh nginx per call: after max_fails failures nginx
   * stops trying A for fail_timeout.
   */
  async function throughTwoInstances(requests: (origin: string) => Promise<number[]>) {
    const received = { a: [] as string[], b: [] as string[] };
    const instance = (name: 'a' | 'b', status: number) =>
      http.createServer((request, response) => {
        received[name].push(`${request.method} ${request.url}`);
        request.resume();
        request.on('end', () => response.writeHead(status, { 'content-type': 'text/plain' }).end(name));
      });
    const a = instance('a', 503);
    const b = instance('b', 200);
    const [portA, portB, portNginx] = [await listen(a), await listen(b), await freePort()];
    const recipe = (await readFile(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8'))
      .replace('listen 80;', `listen 127.0.0.1:${portNginx};`)
      .replace('listen [::]:80;', '')
      .replace('server 127.0.0.1:3000 ', `server 127.0.0.1:${portA} `)
      .replace('# server 127.0.0.1:3001 ', `server 127.0.0.1:${portB} `);
    const prefix = await prepare(recipe);
    await run(nginx, ['-p', prefix, '-c', path.join(prefix, 'main.conf')]);
    try {
      const statuses = await requests(`http://127.0.0.1:${portNginx}`);
      return { statuses, received };
    } finally {
      await run(nginx, ['-p', prefix, '-c', path.join(prefix, 'main.conf'), '-s', 'stop']).catch(() => undefined);
      await Promise.all([closeNow(a), closeNow(b)]);
    }
  }

  const inTurn = async (count: number, request: (i: number) => Promise<Response>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await request(i)).status);
    return statuses;
  };

  it('passes a GET that an instance answers 503 to the next instance', async () => {
    const { statuses, received } = await throughTwoInstances((origin) => inTurn(4, (i) => fetch(`${origin}/page-${i}`)));
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(received.a.length).toBeGreaterThan(0);
  });

  it('sheds a flood of blog searches from one address before Node, at the pace of the routes allowance, and no other page', async () => {
    const reached: string[] = [];
    const instance = http.createServer((request, response) => {
      reached.push(request.url ?? '');
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('ok'));
    });
    const [port, portNginx] = [await listen(instance), await freePort()];
    const recipe = (await readFile(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8'))
      .replace('listen 80;', `listen 127.0.0.1:${portNginx};`)
      .replace('listen [::]:80;', '')
      .replace('server 127.0.0.1:3000 ', `server 127.0.0.1:${port} `);
    const prefix = await prepare(recipe);
    await run(nginx, ['-p', prefix, '-c', path.join(prefix, 'main.conf')]);
    try {
      const origin = `http://127.0.0.1:${portNginx}`;
      const searches = await inTurn(100, (i) => fetch(`${origin}/api/blog/search?q=gfci-${i}`));
      const searchPages = await inTurn(100, (i) => fetch(`${origin}/blog/search?q=flashing-${i}`));
      const pages = await inTurn(100, (i) => fetch(`${origin}/blog/page-${i}`));
      // A burst of 60 (plus what 2 a second refilled meanwhile), then 429 from nginx: those never reached Node.
      expect(searches.filter((status) => status === 200).length).toBeGreaterThanOrEqual(61);
      expect(searches.filter((status) => status === 429).length).toBeGreaterThan(10);
      expect(searches.every((status) => status === 200 || status === 429)).toBe(true);
      // The search page draws on the same allowance: spent, it is refused too (but for a refill or two).
      expect(searchPages.filter((status) => status === 429).length).toBeGreaterThan(90);
      expect(pages.every((status) => status === 200)).toBe(true);
      expect(reached.length).toBe([...searches, ...searchPages, ...pages].filter((status) => status === 200).length);
    } finally {
      await run(nginx, ['-p', prefix, '-c', path.join(prefix, 'main.conf'), '-s', 'stop']).catch(() => undefined);
      await closeNow(instance);
    }
  });

  it('never sends a POST to a second instance once it was sent to one', async () => {
    const { statuses, received } = await throughTwoInstances((origin) => inTurn(2, (i) => fetch(`${origin}/api/contact?n=${i}`, { method: 'POST', body: 'x' })));
    // Round robin: one POST met A, which answered 503; nginx passed that answer on instead of repeating the POST on B.
    expect(received.a).toHaveLength(1);
    expect([...received.a, ...received.b].sort()).toEqual(['POST /api/contact?n=0', 'POST /api/contact?n=1']);
    expect(statuses.sort()).toEqual([200, 503]);
  });
});

describe('deploy/rolling-restart.sh', () => {
  type FakeInstance = { port: number; restarts: number; ready: boolean; server: http.Server };
  const events: string[] = [];
  let instances: FakeInstance[] = [];
  let control: http.Server;
  let controlPort: number;

  /** Stands in for `next start`: /api/health answers 503 for a moment after each restart, as a starting server does. */
  async function fakeInstance(): Promise<FakeInstance> {
    const instance = { port: 0, restarts: 0, ready: true } as FakeInstance;
    instance.server = http.createServer((request, response) => {
      if (request.url === '/api/health') {
        response.writeHead(instance.ready ? 200 : 503).end();
        if (instance.ready) events.push(`ready ${instance.port}`);
        return;
      }
      response.writeHead(404).end();
    });
    instance.port = await listen(instance.server);
    return instance;
  }

  beforeEach(async () => {
    events.length = 0;
    instances = [await fakeInstance(), await fakeInstance()];
    // The restart command of the test: the named instance is not ready for 300 ms.
    control = http.createServer((request, response) => {
      const port = Number(request.url?.split('/').pop());
      const instance = instances.find((candidate) => candidate.port === port);
      if (!instance) return void response.writeHead(404).end();
      events.push(`restart ${port}`);
      instance.restarts += 1;
      instance.ready = false;
      setTimeout(() => (instance.ready = true), 300);
      response.writeHead(204).end();
    });
    controlPort = await listen(control);
  });

  afterEach(async () => {
    await Promise.all([...instances.map((instance) => closeNow(instance.server)), closeNow(control)]);
  });

  const roll = (ports: number[], env: Record<string, string> = {}) =>
    run('bash', [path.join(ROOT, 'deploy', 'rolling-restart.sh'), ...ports.map(String)], {
      env: { ...process.env, RESTART_COMMAND: `curl -s -X POST http://127.0.0.1:${controlPort}/restart/%s`, READY_TIMEOUT: '10', SETTLE_SECONDS: '0', ...env },
    });

  it('restarts one instance at a time and waits until it is ready before the next', async () => {
    const [a, b] = instances as [FakeInstance, FakeInstance];
    await roll([a.port, b.port]);
    expect([a.restarts, b.restarts]).toEqual([1, 1]);
    const restartA = events.indexOf(`restart ${a.port}`);
    const restartB = events.indexOf(`restart ${b.port}`);
    // A answered ready again after its restart, before B was restarted.
    expect(events.slice(restartA, restartB)).toContain(`ready ${a.port}`);
    // B was checked ready before A went down, and was never down at the same time as A.
    expect(events.slice(0, restartA)).toContain(`ready ${b.port}`);
  });

  it("waits nginx's fail_timeout after an instance is ready before taking the next one down", async () => {
    const [a, b] = instances as [FakeInstance, FakeInstance];
    const stamps: number[] = [];
    const push = events.push.bind(events);
    events.push = (...items: string[]) => {
      stamps.push(...items.map(() => Date.now()));
      return push(...items);
    };
    await roll([a.port, b.port], { SETTLE_SECONDS: '1' });
    const readyAgain = events.indexOf(`ready ${a.port}`, events.indexOf(`restart ${a.port}`));
    const restartB = events.indexOf(`restart ${b.port}`);
    expect(readyAgain).toBeGreaterThan(-1);
    expect(restartB).toBeGreaterThan(readyAgain);
    expect(stamps[restartB]! - stamps[readyAgain]!).toBeGreaterThanOrEqual(1_000);
  });

  it('restarts nothing while another instance is not ready', async () => {
    const [a, b] = instances as [FakeInstance, FakeInstance];
    b.ready = false;
    await expect(roll([a.port, b.port])).rejects.toMatchObject({ code: 1 });
    expect([a.restarts, b.restarts]).toEqual([0, 0]);
  });

  it('stops the roll when a restarted instance does not become ready in time', async () => {
    const [a, b] = instances as [FakeInstance, FakeInstance];
    await expect(roll([a.port, b.port], { READY_TIMEOUT: '0' })).rejects.toMatchObject({ code: 1 });
    expect([a.restarts, b.restarts]).toEqual([1, 0]);
  });
});
