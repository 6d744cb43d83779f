/**
 * The part of the articles room a browser bundle may import: settings, display formats, slugs and the
 * list queries. Pure code with no Node API, kept small because every client component that imports it
 * ships it. Everything else goes through the room's door, `@/lib/articles`.
 */
export { articleConfig } from './config';
export { displayExcerpt, formatArticleDate, formatReadTime, formatShortDate, isoDay } from './format';
export { slugify } from './slug';
export { clampPage, paginate, type Page } from './serve/query';
export type { Article, ArticleSummary } from './schema';
