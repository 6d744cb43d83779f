import type { APIRequestContext } from '@playwright/test';
import { sitemapPaths } from './crawl';

/**
 * One page of every route kind of the public site, shared by the quality specs (axe, overflow, the
 * bottom bar) so that no kind is missed by one of them. Routes whose path depends on the content
 * are taken from the sitemap.
 */

export type RouteKind = {
  kind: string;
  path: string | ((paths: readonly string[]) => string | undefined);
  status?: number;
  /** The content may have no such page (an archive with a second page); the test is skipped then. */
  optional?: boolean;
};

export const ROUTE_KINDS: readonly RouteKind[] = [
  { kind: 'landing', path: '/' },
  { kind: 'buyer repairs', path: '/buyer-repairs' },
  { kind: 'seller repairs', path: '/seller-repairs' },
  { kind: 'agents', path: '/agents' },
  { kind: 'about', path: '/about' },
  { kind: 'common inspection repairs', path: '/common-inspection-repairs' },
  { kind: 'service areas', path: '/service-areas' },
  { kind: 'contact', path: '/contact' },
  { kind: 'service page', path: '/plumbing-hampton' },
  { kind: 'privacy', path: '/privacy' },
  { kind: 'terms', path: '/terms' },
  { kind: 'blog', path: '/blog' },
  { kind: 'blog search', path: '/blog/search?q=repair' },
  { kind: 'category archive', path: (paths) => paths.find((path) => /^\/blog\/category\/[^/]+$/.test(path)) },
  { kind: 'tag archive', path: (paths) => paths.find((path) => /^\/blog\/tag\/[^/]+$/.test(path)) },
  { kind: 'archive page 2', path: (paths) => paths.find((path) => /^\/blog\/(category|tag)\/[^/]+\/page\/2$/.test(path)), optional: true },
  { kind: 'article', path: (paths) => paths.find((path) => /^\/blog\/(?!category\/|tag\/|search)[^/]+$/.test(path)) },
  { kind: '404 page', path: '/no-such-page', status: 404 },
  { kind: 'article 404 page', path: '/blog/no-such-article', status: 404 },
];

let sitemap: Promise<string[]> | undefined;

/** The path of one route kind on the running site; the sitemap is read once per worker. */
export async function routePath(route: RouteKind, request: APIRequestContext): Promise<string | undefined> {
  if (typeof route.path === 'string') return route.path;
  sitemap ??= sitemapPaths(request);
  return route.path(await sitemap);
}

/** Widths of the phones a visitor holds: the smallest in use (320), the common iPhone sizes (375, 390). */
export const PHONE_WIDTHS = [320, 375, 390] as const;
