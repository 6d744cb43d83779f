import { IMAGE_SLOT_SIZES } from '@/lib/blog';
import { siteConfig } from '@/lib/site/config';

/**
 * The placeholder image shown in place of an article image that is missing or fails to load. Only
 * the sizes the site's image slots ask for exist, each at one address (no leading zeros), drawn at
 * build time: an invented size would render and store a new cache entry for every anonymous URL.
 */

export type PlaceholderSize = { ok: true; width: number; height: number } | { ok: false; error: string };

/** The sizes the site uses (card, cover, related), as written in their one address each. */
export const PLACEHOLDER_SIZES: readonly { width: number; height: number }[] = Object.values(IMAGE_SLOT_SIZES);

/** One of PLACEHOLDER_SIZES, written exactly as in its address; anything else is refused with a message. */
export function parsePlaceholderSize(width: string, height: string): PlaceholderSize {
  const size = PLACEHOLDER_SIZES.find((candidate) => String(candidate.width) === width && String(candidate.height) === height);
  if (!size) {
    const sizes = PLACEHOLDER_SIZES.map((candidate) => `${candidate.width}x${candidate.height}`).join(', ');
    return { ok: false, error: `${siteConfig.name} placeholders come in the sizes ${sizes} only, as /api/placeholder/{width}/{height}.` };
  }
  return { ok: true, width: size.width, height: size.height };
}

/** A neutral brand-colored SVG with a house outline and the size, scaled to fit. */
export function placeholderSvg(width: number, height: number): string {
  const icon = Math.max(8, Math.round(Math.min(width, height) * 0.3));
  const x = Math.round((width - icon) / 2);
  const y = Math.round((height - icon) / 2 - Math.min(height * 0.05, 12));
  const fontSize = Math.max(8, Math.round(Math.min(width, height) * 0.07));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image not available">
<rect width="100%" height="100%" fill="#e2e8f0"/>
<svg x="${x}" y="${y}" width="${icon}" height="${icon}" viewBox="0 0 24 24" fill="none" stroke="#64748b" stroke-width="1.5" stroke-linejoin="round"><path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"/></svg>
<text x="50%" y="${Math.min(height - 4, y + icon + fontSize + 6)}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#475569">${siteConfig.name}</text>
</svg>`;
}
