/**
 * The door of the blog room: what pages, routes and the proxy use to turn the article index into blog
 * pages (views, archives, search, feed, sitemap, share images) and to expire them after a refresh.
 * Code outside lib/blog imports from here (or, in a browser bundle, from `@/lib/blog/browser`), never
 * from a file inside; the lint rule no-restricted-imports keeps it so. Files inside import each other
 * directly, never through this door.
 *
 * Safe in any Node process (the search bench imports it too): no 'server-only' marker; the article
 * source behind the readers keeps them out of every browser bundle.
 */
export * from './browser';
export { articlePageView } from './article-view';
export { toCardData } from './card';
export { archiveMetadata, archivePath, archiveStaticParams, loadArchive, parseArchivePage } from './data';
export { rssFeed } from './feed';
export { articleNextStep } from './next-step';
export { blogNotFoundPages } from './not-found-page';
export { blogNotFoundToken } from './not-found-token';
export { refreshArticles } from './refresh-pages';
export { shareImageSlug } from './share-image-path';
export { sitemapEntries } from './sitemap';
export { archiveDescription, archiveTitle, CATEGORY_DESCRIPTIONS, type ArchiveKind, type ArchiveView } from './taxonomy';
export { blogHomeView } from './views';
export { buildBlogSearchIndex, searchArticles, type BlogSearchIndex } from './search/engine';
export { parseSearchParams } from './search/params';
export { answerListState } from './search/results';
export { loadListAnswer, loadSearchPage } from './search/server';
