import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log, ROOT, runMeasured } from './util.mjs';

export const BARE_DIR = path.join(ROOT, 'bench', 'bare');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

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
        runMeasured(process.execPath, [NEXT_BIN, 'build'], { cwd, env: buildEnv, logFile }),
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
