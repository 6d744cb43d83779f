import { slugify } from '@/lib/articles/browser';

/** URLs of the blog. One place, so that cards, chips, archives, the sitemap and the feed agree. */

export const BLOG_PATH = '/blog';
export { FEED_PATH } from '@/lib/seo/feed-link';
/** The server-rendered search results (also the list's address for readers without JavaScript). */
export const BLOG_SEARCH_PATH = '/blog/search';
/** One page of the list for a list state, as JSON. */
export const BLOG_SEARCH_API_PATH = '/api/blog/search';

export function articlePath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** 'Property Inspection' -> 'property-inspection'; also used for tags. */
export function taxonomySlug(name: string): string {
  return slugify(name);
}

function withPage(base: string, page: number): string {
  return page > 1 ? `${base}/page/${page}` : base;
}

export function categoryPath(category: string, page = 1): string {
  return withPage(`${BLOG_PATH}/category/${taxonomySlug(category)}`, page);
}

export function tagPath(tag: string, page = 1): string {
  return withPage(`${BLOG_PATH}/tag/${taxonomySlug(tag)}`, page);
}

/** '/blog/some-slug' -> 'some-slug'; undefined for any other path. */
export function articleSlugFromPath(pathname: string): string | undefined {
  const match = /^\/blog\/([^/?#]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * A /blog address the article index does not know is answered with the page at BLOG_NOT_FOUND_PATH,
 * rendered by the proxy's own request (never stored in the page cache; kept in the process, see
 * not-found-page.ts) and sent with status 404. The headers mark the proxy's request and name the slug.
 */
export const BLOG_NOT_FOUND_PATH = '/blog-not-found';
export const BLOG_NOT_FOUND_HEADER = 'x-blog-not-found';
export const MISSING_ARTICLE_HEADER = 'x-missing-article';
