/** The blog pages' sizes and timings: search, tags shown, archive pages built ahead, regeneration. */
export const blogConfig = {
  searchDelayMs: 300,
  /** Characters of a search query read at most; the rest is ignored. */
  searchMaxLength: 100,
  filterTagCount: 8,
  cardTagCount: 3,
  /** Archive pages per category or tag rendered at build time; later ones on their first request. */
  prerenderedArchivePages: 3,
  /**
   * Pages built from the articles are regenerated this often (ISR; each route's `revalidate`, which
   * Next wants as a literal, says the same). With the index at most articleConfig.liveRefreshSeconds +
   * liveRefreshCheckSeconds old, a new or changed row shows within five minutes, with time to spare
   * for the refresh and the regeneration themselves.
   */
  pageRegenerateSeconds: 225,
  stats: ['500+ Articles', '50K+ Readers', 'Daily Updates'],
} as const;
