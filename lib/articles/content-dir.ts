import path from 'node:path';
import { serverEnv, type ServerEnv } from '@/lib/env';

/** content/ in the working directory, or CONTENT_DIR when set (the benchmarks' generated articles). */
export function defaultContentDir(env: Pick<ServerEnv, 'CONTENT_DIR'> = serverEnv(), cwd: string = process.cwd()): string {
  return path.resolve(cwd, env.CONTENT_DIR ?? 'content');
}
