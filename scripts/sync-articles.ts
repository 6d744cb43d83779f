/**
 * npm run sync [-- --offline] [-- --content-dir DIR]
 *
 * Reads the Google Sheet and its documents and swaps content/snapshot for the result. With
 * --offline, rebuilds the snapshot from content/posts without the network, keeping the articles the
 * sheet gave last time. Exit code 1 on failure; the previous snapshot is then left as it was.
 */
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { serverEnv } from '@/lib/process/env';
import { formatSyncSummary, runSync } from '@/lib/articles';

function argValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  // The same .env files as `next dev`/`next start`, so the sheet settings live in one place.
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const contentDir = path.resolve(argValue(args, '--content-dir') ?? path.join(process.cwd(), 'content'));
  const outcome = await runSync({ contentDir, env: serverEnv(), offline: args.includes('--offline'), log: console });
  const summary = formatSyncSummary(outcome);
  if (outcome.exitCode === 0) console.log(summary);
  else console.error(summary);
  return outcome.exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
