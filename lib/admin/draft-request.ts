import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';

/**
 * Next's draft-mode cookie (`draftMode().enable()` sets it). Its value is the build's preview-mode id
 * (prerender-manifest.json, `preview.previewModeId`, random per build): Next turns draft mode on only
 * when the two match. The proxy lets an unknown blog slug through to render (a Draft row's slug is
 * not in the published index) only for a cookie that matches too: any other value would have every
 * invented slug rendered and stored.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

type CookieReader = { cookies: { get(name: string): { value: string } | undefined } };

let cachedId: string | null | undefined;

/** This build's preview-mode id, read once from the build folder; null when it cannot be read. */
export function buildPreviewModeId(distDir: string = process.env.NEXT_DIST_DIR || '.next'): string | null {
  if (cachedId !== undefined) return cachedId;
  for (const file of [path.join(distDir, 'prerender-manifest.json'), path.join(distDir, 'dev', 'prerender-manifest.json')]) {
    try {
      const manifest = JSON.parse(readFileSync(path.resolve(file), 'utf8')) as { preview?: { previewModeId?: unknown } };
      const id = manifest.preview?.previewModeId;
      if (typeof id === 'string' && id) return (cachedId = id);
    } catch {
      // Not built here (or not yet): try the next place.
    }
  }
  return (cachedId = null);
}

export function isDraftPreviewRequest(request: CookieReader, previewModeId: string | null = buildPreviewModeId()): boolean {
  const value = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  if (!value || !previewModeId || value.length !== previewModeId.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(previewModeId));
}
