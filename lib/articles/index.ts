/**
 * The door of the articles room: what the rest of the site may use of the pipeline (sheet, documents,
 * posts -> snapshot), the article source that serves the index to pages, and the list queries. Code
 * outside lib/articles imports from here (or, in a browser bundle, from `@/lib/articles/browser`),
 * never from a file inside; the lint rule no-restricted-imports keeps it so. Files inside import each
 * other directly, never through this door.
 *
 * Safe in any Node process (pages, the proxy, the sync script, benches): no 'server-only' marker; the
 * node:fs imports behind it keep it out of every browser bundle.
 */
export * from './browser';
export { ARTICLE_STATUSES, slugSchema, type ArticleFacts, type SourcedArticle } from './schema';
export { excerptFrom, stripTags } from './body/text';
export { sortByNewest } from './order';
export { distinctCategories, distinctTags, featuredArticles, relatedArticles } from './serve/query';
export {
  answerAddress,
  archivePageCount,
  buildArticleIndex,
  type Archive,
  type ArchiveKind,
  type ArticleBodies,
  type ArticleIndex,
} from './serve/article-index';
export { articleSource, type PageChanges } from './serve/source';
export { getArticle, getArticleBodies, getArticleIndex } from './serve/read';
export { handleContentReport, handleRevalidate } from './serve/revalidate';
export { createPause, type Pause } from './schedule/pool';
export { defaultContentDir } from './snapshot/content-dir';
export { readPostFiles } from './snapshot/posts';
export { getContentReport, type ContentReport } from './snapshot/report';
export { readSnapshot } from './snapshot/snapshot';
export { loadArticles, quietLog, type LoadResult } from './pipeline';
export { formatSyncSummary, runSync } from './sync';
export { sheetConfigFromEnv, type SheetConfig, type SheetEnv } from './google/sheet-client';
export { mapHeader, type SheetField } from './google/sheet-rows';
export type { RetryOptions } from './google/http';
