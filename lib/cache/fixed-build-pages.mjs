// Next's own not-found and global-error pages are prerendered by `next build` and never change after
// it: they show no article, no sheet data, nothing a revalidation could refresh. The shared cache
// handler answers them from the build folder and never writes them to Redis, so no anonymous URL (any
// unknown address renders the not-found page) adds a key to the shared cache.
//
// The files are the ones Next's own file-system cache reads for a build's prerendered page
// (next/dist/server/lib/incremental-cache/file-system-cache.js): `<page>.html`, `<page>.rsc`,
// `<page>.meta` (status, headers, segment paths, and the route-cache key it belongs to) and
// `<page>.segments/<segment>.segment.rsc`.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The route-cache keys of the fixed pages end with these page paths (`/$` then the page). */
const FIXED_PAGES = ['/_not-found', '/_global-error'];
const APP_PAGE_KEY = '/route-cache/APP_PAGE/';

/** The fixed page a route-cache key names, or undefined for every other key. */
export function fixedBuildPage(key) {
  if (typeof key !== 'string' || !key.startsWith(APP_PAGE_KEY)) return undefined;
  return FIXED_PAGES.find((page) => key.endsWith(`/$${page}`) && key.indexOf('/$/') === key.length - page.length - 2);
}

/**
 * The cache entry of a fixed page as `next build` wrote it, in the shape Next's cache handlers return;
 * undefined when the build has no such page or its metadata belongs to another key (another owner).
 */
export async function readFixedBuildPage(serverDistDir, key) {
  const page = fixedBuildPage(key);
  if (!page) return undefined;
  const base = path.join(serverDistDir, 'app', page);
  try {
    const meta = JSON.parse(await readFile(`${base}.meta`, 'utf8'));
    if (meta?.routeCache?.key !== key) return undefined;
    const [html, rscData, { mtime }] = await Promise.all([readFile(`${base}.html`, 'utf8'), readFile(`${base}.rsc`), stat(`${base}.html`)]);
    let segmentData;
    if (Array.isArray(meta.segmentPaths)) {
      segmentData = new Map();
      for (const segmentPath of meta.segmentPaths) {
        // A segment that cannot be read is left out, as Next does: the client fetches it when needed.
        const data = await readFile(`${base}.segments${segmentPath}.segment.rsc`).catch(() => undefined);
        if (data) segmentData.set(segmentPath, data);
      }
    }
    return {
      lastModified: mtime.getTime(),
      value: { kind: 'APP_PAGE', html, rscData, postponed: meta.postponed, headers: meta.headers, status: meta.status, segmentData },
      cacheControl: meta.cacheControl,
    };
  } catch {
    return undefined;
  }
}
