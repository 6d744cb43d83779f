import { buildState, committedSnapshot, type ServedState, type SourceContext } from './source-state';

/**
 * The committed snapshot (no GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID): the index is built from
 * content/snapshot and built again when a sync replaces it (the source compares the snapshot's mtime
 * on every request). Nothing refreshes: there is no sheet to read.
 */

/** The index of the committed snapshot, never refreshed (refreshedAt 0). */
export async function seedFromSnapshot(ctx: Pick<SourceContext, 'log'>, dir: string, mtimeMs: number): Promise<ServedState> {
  const committed = await committedSnapshot(ctx.log, dir);
  return buildState(dir, mtimeMs, committed.articles, committed.generatedAt, 0);
}
