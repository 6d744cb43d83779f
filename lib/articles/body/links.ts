/** Link helpers shared by body conversion and sanitizing. */

/**
 * Google Docs exports every link wrapped as https://www.google.com/url?q={target}&sa=D&...; readers
 * should land on the target, not on Google's redirect page.
 */
export function unwrapGoogleRedirect(href: string): string {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return href;
  }
  const isGoogle = /^(?:www\.)?google\.[a-z.]+$/i.test(url.hostname);
  const target = url.searchParams.get('q');
  if (!isGoogle || url.pathname !== '/url' || !target) return href;
  return target;
}

/** Absolute http(s) link to a host other than the site's own. */
export function isExternalHref(href: string, internalHosts: readonly string[] = []): boolean {
  if (!/^https?:\/\//i.test(href.trim())) return false;
  try {
    const host = new URL(href.trim()).hostname.toLowerCase();
    return !internalHosts.some((internal) => internal.toLowerCase() === host);
  } catch {
    return false;
  }
}
