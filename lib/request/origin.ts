/**
 * Cross-site request check for state-changing requests. Browsers send Origin with every POST (and
 * Sec-Fetch-Site since 2020-2023 in all engines), so a form or fetch from another site is refused
 * here; a request without either header is not from a browser page, and CSRF needs a browser.
 * Accepted origins: the site's configured SITE_URL, and the host the request was sent to (what
 * the browser was showing, so a test server on 127.0.0.1 passes).
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    // "null" (sandboxed frames, data: URLs) and anything unparsable.
    return false;
  }
  if (originUrl.origin === new URL(siteUrl).origin) return true;
  const host = request.headers.get('host');
  return host !== null && originUrl.host === host.toLowerCase();
}
