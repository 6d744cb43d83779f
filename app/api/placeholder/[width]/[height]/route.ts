import { parsePlaceholderSize, PLACEHOLDER_SIZES, placeholderSvg } from '@/lib/images/placeholder';

/** The sizes article images ask for when theirs is missing are drawn at build time, and only those exist. */
export function generateStaticParams() {
  return PLACEHOLDER_SIZES.map((size) => ({ width: String(size.width), height: String(size.height) }));
}

// Any other address is a 404 from Next itself: nothing is rendered or stored for it.
export const dynamicParams = false;

export async function GET(_request: Request, context: { params: Promise<{ width: string; height: string }> }) {
  const { width, height } = await context.params;
  const size = parsePlaceholderSize(width, height);
  if (!size.ok) {
    return new Response(size.error, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
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
