/**
 * The part of the blog room a browser bundle may import: addresses, the list's state in the address,
 * image sizes, the pager, the highlight of search words and the 404 words. Pure code, kept small
 * because every client component that imports it ships it. Everything else goes through the room's
 * door, `@/lib/blog`.
 */
export { blogConfig } from './config';
export {
  articlePath,
  articleSlugFromPath,
  BLOG_NOT_FOUND_HEADER,
  BLOG_NOT_FOUND_PATH,
  BLOG_PATH,
  BLOG_SEARCH_API_PATH,
  BLOG_SEARCH_PATH,
  categoryPath,
  FEED_PATH,
  MISSING_ARTICLE_HEADER,
  tagPath,
  taxonomySlug,
} from './paths';
export { EMPTY_LIST_STATE, hasFilters, listStateHref, listStateToSearch, parseListState, type ListState } from './list';
export {
  CARD_IMAGE_SIZES,
  chooseImage,
  COVER_IMAGE_SIZES,
  IMAGE_SLOT_SIZES,
  optimizedImageAttributes,
  placeholderChoice,
  type ImageChoice,
  type ImageSlot,
} from './images';
export { pagerWindow, resultSummary, type PagerItem } from './pager';
export { articleNotFoundMessage } from './not-found-message';
export { markedParts, type MarkRange } from './search/highlight';
export type { ArticleCardData } from './card';
export type { ListAnswer, ResultCard } from './search/results';
