/**
 * How an article image is shown: an editor's cover image always shows. Pure, so that the
 * decision is made once on the server and travels to the browser as data.
 * - our /images/ and the picture paths of allow-listed https hosts go through next/image (the optimizer);
 * - any other http(s) image is a plain lazy <img> with fixed dimensions, never proxied, so the
 *   optimizer can never be used as an open image proxy;
 * - a missing or unusable URL shows the placeholder of the slot's size.
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

/**
 * The image optimizer's settings (next.config.ts passes them to Next): the widths pages request and
 * the one quality. Each extra width or quality is one more cache entry per picture. The hero and
 * covers use the device sizes (sizes="100vw" / "832px, 100vw"); cards and related articles (33vw at
 * the smallest) add 256 and 384. The hero files are 1600 wide.
 */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920];
export const IMAGE_EXTRA_SIZES = [256, 384];
export const IMAGE_QUALITY = 75;
const ALL_IMAGE_SIZES = [...IMAGE_DEVICE_SIZES, ...IMAGE_EXTRA_SIZES].sort((a, b) => a - b);

/** The optimizer's address of a picture at one width, as next/image's default loader writes it. */
function optimizerUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * The src, srcset and sizes next/image writes for a picture shown at `sizes`: every configured width
 * from the first device size times the smallest viewport share in `sizes` upwards, src the widest;
 * an SVG file as it is.
 * Computed here so that pages render a plain <img> and ship no image component to the browser.
 */
export function optimizedImageAttributes(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  // The optimizer does not rasterise SVG (dangerouslyAllowSVG is off): next/image serves it as it is.
  if (src.split('?', 1)[0]?.endsWith('.svg')) return { src };
  const shares: number[] = [];
  for (const match of sizes.matchAll(/(?:^|\s)(1?\d?\d)vw/g)) shares.push(Number(match[1]));
  const smallest = shares.length > 0 ? Math.min(...shares) / 100 : 0;
  const first = IMAGE_DEVICE_SIZES[0] ?? 0;
  const widths = ALL_IMAGE_SIZES.filter((width) => width >= first * smallest);
  const widest = widths[widths.length - 1] ?? first;
  return { src: optimizerUrl(src, widest), srcSet: widths.map((width) => `${optimizerUrl(src, width)} ${width}w`).join(', '), sizes };
}

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

/** Our own pictures that the optimizer may resize (localPatterns in next.config.ts). */
export const LOCAL_IMAGE_PREFIX = '/images/';

/**
 * Paths on Google's image hosts that serve picture files: Drive files (/d/), Google Photos shares
 * (/pw/) and images placed in Docs (/docsz/). Anything else on those hosts is shown as a plain <img>.
 * Google's URLs carry no owner, so this narrows the optimizer to picture paths, not to our pictures.
 */
const GOOGLE_IMAGE_PATHS = ['/d/', '/pw/', '/docsz/'];
const GOOGLE_IMAGE_HOST = /^lh\d+(-rt)?\.googleusercontent\.com$/;

/** A host and path prefix the image optimizer fetches from (remotePatterns in next.config.ts), without query strings. */
type OptimizerPattern = { hostname: string; pathPrefix: string };

/**
 * The optimizer's remote patterns for the configured image hosts. drive.google.com has none: its
 * image URLs only work with a query (?id=...), and every distinct query would be a new cache entry.
 */
export function optimizerPatterns(hosts: readonly string[]): OptimizerPattern[] {
  return hosts.flatMap((host) => {
    const hostname = host.toLowerCase();
    if (hostname === 'drive.google.com') return [];
    if (GOOGLE_IMAGE_HOST.test(hostname)) return GOOGLE_IMAGE_PATHS.map((pathPrefix) => ({ hostname, pathPrefix }));
    return [{ hostname, pathPrefix: '/' }];
  });
}

function optimizable(remote: URL, hosts: readonly string[]): boolean {
  if (remote.protocol !== 'https:' || remote.search !== '' || remote.port !== '') return false;
  const host = remote.hostname.toLowerCase();
  return optimizerPatterns(hosts).some((pattern) => pattern.hostname === host && remote.pathname.startsWith(pattern.pathPrefix));
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
    // The query is dropped: static files ignore it, and the optimizer takes none (one cache entry per picture).
    return resolved.origin === LOCAL_ORIGIN ? resolved.pathname : undefined;
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
    if (!local) return placeholderChoice(slot);
    return { kind: local.startsWith(LOCAL_IMAGE_PREFIX) ? 'optimized' : 'plain', src: local, ...size };
  }
  const remote = parseRemote(value);
  if (!remote || remote.username || remote.password) return placeholderChoice(slot);
  if (optimizable(remote, allowedHosts)) return { kind: 'optimized', src: remote.toString(), ...size };
  // The Content-Security-Policy allows https images only: an http link is asked for over https.
  remote.protocol = 'https:';
  return { kind: 'plain', src: remote.toString(), ...size };
}
