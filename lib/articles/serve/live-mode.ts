import { promises as fs } from 'node:fs';
import { errorText } from '@/lib/process/error-text';
import { createPause } from '../schedule/pool';
import type { SourcedArticle } from '../schema';
import { writeSnapshot } from '../snapshot/snapshot';
import type { ArticleIndex } from './article-index';
import { MAX_NAMED_CHANGES } from './published-store';
import {
  buildState,
  changedSlugs,
  committedSnapshot,
  readOrEmpty,
  readSheet,
  sameValue,
  type BackgroundCell,
  type ChangesCell,
  type ServedState,
  type SourceContext,
} from './source-state';

/**
 * The live sheet in one process (GOOGLE_SHEETS_API_KEY and GOOGLE_SHEETS_ID, no DATABASE_URL). The
 * first use in a process waits for one read; after that the index is refreshed in the background once
 * it is older than maxAgeMs (stale-while-revalidate, also on a timer so an idle site stays current),
 * one refresh at a time, and visitors always get the last good index meanwhile. What it published is
 * kept in ARTICLE_STATE_DIR, so first-seen dates and old slugs survive a restart.
 */

/** The committed snapshot, or the newer copy of what this site last published (ARTICLE_STATE_DIR). */
export async function seedLive(ctx: Pick<SourceContext, 'log' | 'stateDir'>, dir: string, mtimeMs: number): Promise<ServedState> {
  const committed = await committedSnapshot(ctx.log, dir);
  const own = await readOrEmpty(ctx.log, ctx.stateDir());
  const best = own && own.articles.length > 0 && own.generatedAt > committed.generatedAt ? own : committed;
  return buildState(dir, mtimeMs, best.articles, best.generatedAt, 0);
}

/**
 * What only this process knows and a restart must not lose: slugs, old slugs and first-seen dates.
 * Other edits are not written (at 10,000 articles a write takes seconds): after a restart the kept copy
 * has the row's old fingerprint, so the first refresh rebuilds that row anyway.
 */
function sameFacts(a: readonly SourcedArticle[], b: readonly SourcedArticle[]): boolean {
  const date = (article: SourcedArticle) => (article.dateFirstSeen ? article.publishDate : '');
  return a.length === b.length && a.every((article, at) => {
    const other = b[at];
    return other !== undefined && article.slug === other.slug && date(article) === date(other) && sameValue(article.formerSlugs ?? [], other.formerSlugs ?? []);
  });
}

export function createLiveMode(ctx: SourceContext, background: BackgroundCell, changes: ChangesCell) {
  const { served, log, clock } = ctx;

  async function persist(previous: ServedState, next: ServedState, generatedAt: Date): Promise<void> {
    const dir = ctx.stateDir();
    if (!dir || sameFacts(previous.articles, next.articles)) return;
    try {
      await fs.mkdir(dir, { recursive: true });
      await writeSnapshot(dir, next.articles, { generatedAt });
    } catch (error) {
      log.error(`Articles: could not keep the published articles in ${dir} (${errorText(error)})`);
    }
  }

  async function refreshFrom(state: ServedState, slug: string | undefined): Promise<void> {
    const now = new Date(clock());
    const articles = await readSheet(ctx, state, slug, now);
    if (!articles) return;
    const pause = createPause();
    const changed = await changedSlugs(state.articles, articles, pause);
    // Nothing a visitor would see changed: keep the index (and the pages rendered from it) as they are,
    // with the run's bookkeeping (fingerprints, re-check times) so the next refresh starts from it.
    if (changed.size === 0) {
      served.state = { ...state, articles, refreshedAt: clock() };
      return;
    }
    const next = await buildState(state.contentDir, state.snapshotMtimeMs, articles, now.toISOString(), clock(), pause);
    served.state = next;
    const unexpired = changes.unexpired === 'all' ? 'all' : new Set([...changes.unexpired, ...changed]);
    changes.unexpired = unexpired === 'all' || unexpired.size > MAX_NAMED_CHANGES ? 'all' : unexpired;
    await persist(state, next, now);
  }

  async function runRefresh(slug: string | undefined): Promise<void> {
    const state = await ctx.current();
    try {
      await refreshFrom(state, slug);
    } finally {
      // A failed refresh is retried after maxAgeMs, not on every request.
      if (served.state === state) state.refreshedAt = clock();
    }
  }

  /**
   * One refresh at a time; a refresh of one article asked for meanwhile runs after it. `fresh` (the
   * editor's webhook) must see the sheet as it is now: a refresh already running may have read it
   * before the edit, so one more runs after it, shared by every fresh caller that arrives meanwhile.
   */
  function refresh(slug: string | undefined, fresh: boolean): Promise<void> {
    const running = background.refreshing;
    if (running && slug) return running.then(() => ctx.refresh(slug));
    if (running && fresh) {
      background.followUp ??= running
        .catch(() => undefined)
        .then(() => {
          background.followUp = undefined;
          return ctx.refresh();
        });
      return background.followUp;
    }
    if (running) return running;
    const started = runRefresh(slug).finally(() => {
      if (background.refreshing === started) background.refreshing = undefined;
    });
    background.refreshing = started;
    return started;
  }

  /** The index; the first use in a process waits for the sheet, so a fresh server shows what it says. */
  async function getIndex(state: ServedState): Promise<ArticleIndex> {
    if (state.refreshedAt === 0 && !background.refreshing) await ctx.refresh().catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`));
    else if (clock() - state.refreshedAt >= ctx.maxAgeMs) ctx.refresh().catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`));
    return (served.state ?? state).index;
  }

  /**
   * The timer's check: refreshes once the index is older than maxAgeMs. Checked often, so an idle
   * site's index is never much older than maxAgeMs (checking once per maxAgeMs let it reach twice that).
   */
  function tick(): void {
    const state = served.state;
    if (state && clock() - state.refreshedAt >= ctx.maxAgeMs) ctx.refresh().catch((error: unknown) => log.error(`Articles: refresh failed (${errorText(error)})`));
  }

  return { refresh, getIndex, tick };
}
