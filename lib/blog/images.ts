/**
 * How an article image is shown (DESIGN.md "Editors' cover images always show"). Pure, so that the
 * decision is made once on the server and travels to the browser as data.
 * - site-relative paths and allow-listed https hosts go through next/image (the optimizer);
 * - any other http(s) image is a plain lazy <img> with fixed dimensions, never proxied, so the
 *   optimizer can never be used as an open image proxy;
 * - a missing or unusable URL shows the placeholder of the slot's size (SPEC section 7).
 */

export type ImageSlot = 'card' | 'cover' | 'related';

export const IMAGE_SLOT_SIZES: Record<ImageSlot, { width: number; height: number }> = {
  card: { width: 400, height: 250 },
  cover: { width: 800, height: 400 },
  related: { width: 300, height: 200 },
};

/** sizes attribute of the three-column card grid. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
export const COVER_IMAGE_SIZES = '(min-width: 896px) 832px, 100vw';
export const RELATED_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export type ImageChoice = {
  /** optimized: next/image; plain: <img loading="lazy">; placeholder: the /api/placeholder SVG. */
  kind: 'optimized' | 'plain' | 'placeholder';
  src: string;
  width: number;
  height: number;
};

export function placeholderSrc(slot: ImageSlot): string {
  const { width, height } = IMAGE_SLOT_SIZES[slot];
  return `/api/placeholder/${width}/${height}`;
}

export function placeholderChoice(slot: ImageSlot): ImageChoice {
  return { kind: 'placeholder', src: placeholderSrc(slot), ...IMAGE_SLOT_SIZES[slot] };
}

function parseRemote(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Any fixed origin will do: a path is ours only if resolving it cannot leave the origin it resolves against. */
const LOCAL_ORIGIN = 'https://site.invalid';

/**
 * The site-relative path of `value` when it stays on our origin, else undefined. Checked by
 * resolving, not by pattern: browsers read '/\evil.com/x.svg', and '/' + tab + '/evil.com', as '//evil.com'.
 */
export function localImagePath(value: string): string | undefined {
  if (!value.startsWith('/')) return undefined;
  try {
    const resolved = new URL(value, LOCAL_ORIGIN);
    return resolved.origin === LOCAL_ORIGIN ? `${resolved.pathname}${resolved.search}` : undefined;
  } catch {
    return undefined;
  }
}

export function chooseImage(url: string | undefined | null, slot: ImageSlot, allowedHosts: readonly string[]): ImageChoice {
  const size = IMAGE_SLOT_SIZES[slot];
  const value = url?.trim();
  if (!value) return placeholderChoice(slot);
  // '/images/x.jpg' is ours; '//host/x.jpg' is protocol-relative, i.e. someone else's.
  if (value.startsWith('/')) {
    const local = localImagePath(value);
    return local ? { kind: 'optimized', src: local, ...size } : placeholderChoice(slot);
  }
  const remote = parseRemote(value);
  if (!remote || remote.username || remote.password) return placeholderChoice(slot);
  const host = remote.hostname.toLowerCase();
  if (remote.protocol === 'https:' && allowedHosts.some((allowed) => allowed.toLowerCase() === host)) {
    return { kind: 'optimized', src: remote.toString(), ...size };
  }
  // The Content-Security-Policy allows https images only: an http link is asked for over https.
  remote.protocol = 'https:';
  return { kind: 'plain', src: remote.toString(), ...size };
}
