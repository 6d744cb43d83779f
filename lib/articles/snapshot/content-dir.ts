import path from 'node:path';
import { serverEnv, type ServerEnv } from '@/lib/process/env';

/** content/ in the working directory, or CONTENT_DIR when set (the benchmarks' generated articles). */
export function defaultContentDir(env: Pick<ServerEnv, 'CONTENT_DIR'> = serverEnv(), cwd: string = process.cwd()): string {
  return path.resolve(cwd, env.CONTENT_DIR ?? 'content');
}

/** The live site's own copy of the articles it last published: under the build's cache, never in content/. */
export function articleStateDir(env: Pick<ServerEnv, 'ARTICLE_STATE_DIR' | 'NEXT_DIST_DIR'> = serverEnv(), cwd: string = process.cwd()): string {
  return path.resolve(cwd, env.ARTICLE_STATE_DIR ?? path.join(env.NEXT_DIST_DIR ?? '.next', 'cache', 'articles'));
}
