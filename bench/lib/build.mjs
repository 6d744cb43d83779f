import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { log, nextBin, ROOT, run, runMeasured } from './util.mjs';

/** The bare app's sources, kept in the repository. */
const BARE_SOURCE = path.join(ROOT, 'bench', 'bare');
/**
 * Where the bare app is built and started: a workspace of its own outside the repository. Turbopack
 * compiles the workspace root's proxy.ts and instrumentation.ts (the root being the folder of the nearest
 * lockfile), so a bare app built inside the repository would carry the site's proxy and fail on its
 * `@/` imports. The copy has its own lockfile and the repository's node_modules, hard-linked.
 */
export const BARE_DIR = path.join(os.tmpdir(), `tidewater-bench-bare-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);

async function packageVersion(modules, name) {
  try {
    return JSON.parse(await readFile(path.join(modules, name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** Copies the bare app's sources into BARE_DIR; links node_modules again when next's version changed. */
export async function prepareBare() {
  await mkdir(BARE_DIR, { recursive: true });
  await rm(path.join(BARE_DIR, 'app'), { recursive: true, force: true });
  await cp(BARE_SOURCE, BARE_DIR, { recursive: true, filter: (source) => !path.basename(source).startsWith('.next-bench') });
  await writeFile(path.join(BARE_DIR, 'package.json'), `${JSON.stringify({ name: 'bench-bare', private: true }, null, 2)}\n`);
  await writeFile(path.join(BARE_DIR, 'package-lock.json'), `${JSON.stringify({ name: 'bench-bare', lockfileVersion: 3, requires: true, packages: {} }, null, 2)}\n`);
  const source = path.join(ROOT, 'node_modules');
  const target = path.join(BARE_DIR, 'node_modules');
  const wanted = await packageVersion(source, 'next');
  if (wanted && (await packageVersion(target, 'next')) === wanted) return;
  log(`linking node_modules into ${BARE_DIR}`);
  await rm(target, { recursive: true, force: true });
  // Hard links cost no space; another file system needs a real copy.
  await run('cp', ['-al', source, target], { quiet: true }).catch(async () => {
    await rm(target, { recursive: true, force: true });
    await run('cp', ['-a', source, target], { quiet: true });
  });
}

/**
 * `next build` adds its dist folder's type paths to tsconfig.json. The benchmark's folders are its
 * own business: if the build added only .next-bench* entries, put the file back as it was.
 */
async function guardTsconfig(file, action) {
  const before = existsSync(file) ? await readFile(file, 'utf8') : null;
  try {
    return await action();
  } finally {
    if (before !== null) {
      const after = await readFile(file, 'utf8').catch(() => null);
      if (after !== null && after !== before) {
        try {
          const a = JSON.parse(after);
          const b = JSON.parse(before);
          const ours = (entry) => typeof entry === 'string' && entry.startsWith('.next-bench');
          const strip = (config) => JSON.stringify({ ...config, include: (config.include ?? []).filter((entry) => !ours(entry)) });
          if (strip(a) === strip(b)) await writeFile(file, before);
        } catch {
          // leave a file we cannot read alone
        }
      }
    }
  }
}

/**
 * A clean production build. `app` is 'site' (the repository root) or 'bare' (bench/bare). Returns
 * wall time, peak memory of the build's process tree and the dist folder.
 */
export async function cleanBuild({ app, distDir, env = {}, logFile }) {
  if (app === 'bare') await prepareBare();
  const cwd = app === 'bare' ? BARE_DIR : ROOT;
  const dist = path.join(cwd, distDir);
  if (!path.basename(dist).startsWith('.next-bench')) throw new Error(`refusing to build into ${dist}`);
  await rm(dist, { recursive: true, force: true });
  const buildEnv = { NEXT_TELEMETRY_DISABLED: '1', NEXT_BUILD_CPUS: process.env.NEXT_BUILD_CPUS || '2', NEXT_DIST_DIR: distDir, ...env };
  let lastError;
  // Another engineer's half-written file can fail the whole-tree type check: wait and retry once.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      const result = await guardTsconfig(path.join(cwd, 'tsconfig.json'), () =>
        runMeasured(process.execPath, [nextBin(cwd), 'build'], { cwd, env: buildEnv, logFile }),
      );
      return { ...result, dist };
    } catch (error) {
      lastError = error;
      log(`${app} build failed (attempt ${attempt}): ${String(error.message).split('\n').slice(-12).join('\n')}`);
      await rm(dist, { recursive: true, force: true });
      if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, 60_000));
    }
  }
  throw lastError;
}
