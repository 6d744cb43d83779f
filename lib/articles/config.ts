import { siteConfig, siteSettings } from '@/lib/site/config';

/** The articles' sizes, limits and defaults: how rows are read, checked and listed. */
export const articleConfig = {
  pageSize: 9,
  relatedCount: 3,
  featuredCount: 3,
  pagerWindow: 5,
  wordsPerMinute: 200,
  defaultReadTime: '5 min read',
  excerptLength: 160,
  defaultExcerpt: 'Discover valuable insights about property inspection and real estate processes...',
  defaultCategory: 'Property Inspection',
  categories: ['Property Inspection', 'Real Estate', 'Legal', 'Guides'],
  /** Google's own limit for one cell; a longer cell (a sheet not written by Google) skips its row. */
  cellMaxLength: 50_000,
  /** A hosted document is read as a stream and refused past this size. */
  documentMaxBytes: 2_000_000,
  /** The sheet's values response is refused past this size. */
  sheetMaxBytes: 64_000_000,
  /** Calls to Google: per-request timeout, parallel document fetches, retries on 429/5xx/network. */
  fetchTimeoutMs: 10_000,
  documentConcurrency: 6,
  fetchRetries: 3,
  retryBaseDelayMs: 250,
  /** Brand terms highlighted in article bodies. */
  brandTerms: [siteConfig.name, 'PICRA'],
  /**
   * Articles whose body always comes from a hosted document, whatever their row says, matched by
   * slug or title; listed in config/site.json.
   */
  guideDocuments: siteSettings.guideDocuments,
  /**
   * The live site's refresh: the sheet is read again when the articles are older than
   * liveRefreshSeconds (in the background; visitors keep the current ones). Each read re-fetches the
   * documents of new or changed rows plus the `documentRechecks` documents checked longest ago.
   */
  liveRefreshSeconds: 60,
  /** How often the live site checks the index's age when nobody visits. */
  liveRefreshCheckSeconds: 5,
  documentRechecks: 20,
} as const;
