import type { APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';

/**
 * A small site crawler for the quality specs, in the spirit of linkinator but on Playwright's request
 * fixture, so it reuses the running 'site' server. HTML is parsed with parse5 (already installed with
 * jsdom; no new dependency). Internal URLs are those on the test server or on SITE_URL (the canonical
 * origin baked into the build, http://localhost:3000 by default), which are mapped onto the server.
 * External links are collected, never fetched.
 */

export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export type Reference = { kind: 'link' | 'image' | 'script' | 'stylesheet' | 'asset'; url: string; from: string };

export type PageInfo = {
  path: string;
  status: number;
  location?: string;
  contentType: string;
  html?: string;
  ids: Set<string>;
  noindex: boolean;
  /** The href of <link rel="canonical">, if any. */
  canonical?: string;
  jsonLd: string[];
  references: Reference[];
};

type ElementNode = { nodeName: string; tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: ElementNode[]; content?: ElementNode; value?: string };

function attr(node: ElementNode, name: string): string | undefined {
  return node.attrs?.find((item) => item.name === name)?.value;
}

function textOf(node: ElementNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(textOf).join('');
}

function walk(node: ElementNode, visit: (node: ElementNode) => void): void {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  if (node.content) walk(node.content, visit);
}

function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** What one HTML page links to and what it offers as #fragment targets. */
export function analyseHtml(html: string, path: string): Pick<PageInfo, 'ids' | 'noindex' | 'canonical' | 'jsonLd' | 'references'> {
  const document = parse(html) as unknown as ElementNode;
  const ids = new Set<string>();
  const jsonLd: string[] = [];
  const references: Reference[] = [];
  let noindex = false;
  let canonical: string | undefined;
  const add = (kind: Reference['kind'], url: string | undefined) => {
    if (url !== undefined && url.trim() !== '') references.push({ kind, url: url.trim(), from: path });
  };
  walk(document, (node) => {
    if (!node.tagName) return;
    const id = attr(node, 'id');
    if (id) ids.add(id);
    switch (node.tagName) {
      case 'a':
      case 'area':
        if (attr(node, 'name')) ids.add(attr(node, 'name') as string);
        add('link', attr(node, 'href'));
        break;
      case 'link': {
        const rel = (attr(node, 'rel') ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('preconnect') || rel.includes('dns-prefetch')) break;
        if (rel.includes('canonical')) canonical = attr(node, 'href');
        add(rel.includes('stylesheet') ? 'stylesheet' : rel.some((item) => item.includes('icon')) ? 'image' : 'asset', attr(node, 'href'));
        const imagesrcset = attr(node, 'imagesrcset');
        if (imagesrcset) for (const url of srcsetUrls(imagesrcset)) add('image', url);
        break;
      }
      case 'img':
      case 'source':
        add('image', attr(node, 'src'));
        for (const url of srcsetUrls(attr(node, 'srcset') ?? '')) add('image', url);
        break;
      case 'script':
        if (attr(node, 'type') === 'application/ld+json') jsonLd.push(textOf(node));
        else add('script', attr(node, 'src'));
        break;
      case 'meta': {
        const name = (attr(node, 'name') ?? '').toLowerCase();
        const property = (attr(node, 'property') ?? '').toLowerCase();
        if (name === 'robots' && /noindex/i.test(attr(node, 'content') ?? '')) noindex = true;
        if (property === 'og:image' || name === 'twitter:image') add('image', attr(node, 'content'));
        break;
      }
      case 'form':
        // A GET form is a link a crawler follows; a POST form's action takes only what the form sends.
        if ((attr(node, 'method') ?? 'get').toLowerCase() === 'get') add('link', attr(node, 'action'));
        break;
    }
  });
  return { ids, noindex, ...(canonical !== undefined ? { canonical } : {}), jsonLd, references };
}

export type ResolvedUrl = { internal: true; path: string; fragment?: string } | { internal: false; url: string };

/** Resolves a reference against the page it sits on; internal URLs become a path (with query) plus fragment. */
export function resolveUrl(raw: string, pagePath: string, baseURL: string): ResolvedUrl | undefined {
  if (/^(mailto|tel|javascript|data|blob):/i.test(raw)) return undefined;
  const base = new URL(pagePath, baseURL);
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return { internal: false, url: raw };
  }
  const origin = new URL(baseURL).origin;
  if (url.origin !== origin && url.origin !== new URL(SITE_URL).origin) {
    return /^https?:$/.test(url.protocol) ? { internal: false, url: url.href } : undefined;
  }
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  return { internal: true, path: `${url.pathname}${url.search}`, ...(fragment !== undefined ? { fragment } : {}) };
}

/** Sitemap <loc> values, in order. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

/** A sitemap URL (on SITE_URL) as a path on the test server. */
export function sitemapPath(loc: string): string {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<PageInfo> {
  const response = await request.get(path, { maxRedirects: 0 });
  const contentType = response.headers()['content-type'] ?? '';
  const page: PageInfo = { path, status: response.status(), contentType, ids: new Set(), noindex: false, jsonLd: [], references: [] };
  const location = response.headers()['location'];
  if (location) page.location = location;
  if (contentType.includes('text/html')) {
    page.html = await response.text();
    Object.assign(page, analyseHtml(page.html, path));
    if (/noindex/i.test(response.headers()['x-robots-tag'] ?? '')) page.noindex = true;
  } else {
    await response.dispose();
  }
  return page;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(run));
}

/** Is this internal path a page to crawl (rather than an asset, an API route or a feed)? */
function isPagePath(path: string): boolean {
  return !/^\/(_next|api|images)\//.test(path) && !/\.(xml|json|txt|svg|png|jpe?g|webp|ico|css|js|woff2?)(\?|$)/i.test(path);
}

export type CrawlResult = { pages: Map<string, PageInfo>; external: Map<string, Set<string>> };

/**
 * Crawls every page reachable by links from / and from the sitemap, following redirects as links.
 * Each page is requested once, without following redirects, so a redirect is seen as such.
 */
export async function crawlPages(request: APIRequestContext, baseURL: string, seeds: readonly string[] = []): Promise<CrawlResult> {
  const pages = new Map<string, PageInfo>();
  const external = new Map<string, Set<string>>();
  let queue = [...new Set(['/', ...seeds])];
  while (queue.length > 0) {
    const batch = queue.filter((path) => !pages.has(path));
    queue = [];
    await inBatches(batch, 6, async (path) => {
      if (pages.has(path)) return;
      const page = await fetchPage(request, path);
      pages.set(path, page);
      const next: string[] = [];
      if (page.location) {
        const target = resolveUrl(page.location, path, baseURL);
        if (target?.internal) next.push(target.path);
      }
      for (const reference of page.references) {
        const target = resolveUrl(reference.url, path, baseURL);
        if (!target) continue;
        if (!target.internal) {
          if (!external.has(target.url)) external.set(target.url, new Set());
          external.get(target.url)?.add(path);
        } else if (reference.kind === 'link' && isPagePath(target.path)) {
          next.push(target.path);
        }
      }
      queue.push(...next.filter((item) => !pages.has(item)));
    });
    queue = [...new Set(queue)];
  }
  return { pages, external };
}

/** The sitemap's URLs as paths on the test server. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  return sitemapLocs(await response.text()).map(sitemapPath);
}

let sharedCrawl: Promise<CrawlResult> | undefined;

/**
 * The crawl from / and every URL of the sitemap, made once per worker and shared by the link, sitemap
 * and structured-data gates: the site does not change during a run, so one fetch of each page serves
 * all three (each page is still requested without following redirects, so a redirect is seen as such).
 */
export function siteCrawl(request: APIRequestContext, baseURL: string): Promise<CrawlResult> {
  sharedCrawl ??= sitemapPaths(request)
    .then((paths) => crawlPages(request, baseURL, paths))
    .catch((error: unknown) => {
      sharedCrawl = undefined;
      throw error;
    });
  return sharedCrawl;
}
