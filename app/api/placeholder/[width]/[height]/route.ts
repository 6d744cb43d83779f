import { IMAGE_SLOT_SIZES } from '@/lib/blog/images';
import { parsePlaceholderSize, placeholderSvg } from '@/lib/placeholder';

/** The sizes article images ask for when theirs is missing are drawn at build time; others on request. */
export function generateStaticParams() {
  return Object.values(IMAGE_SLOT_SIZES).map((size) => ({ width: String(size.width), height: String(size.height) }));
}

export async function GET(_request: Request, context: { params: Promise<{ width: string; height: string }> }) {
  const { width, height } = await context.params;
  const size = parsePlaceholderSize(width, height);
  if (!size.ok) {
    return new Response(size.error, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(placeholderSvg(size.width, size.height), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG served from our origin must never run script, even if opened directly.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
