/**
 * A visit's attribution, kept in the visitor's sessionStorage (no cookie, gone when the tab closes)
 * and sent with a contact request only: where the visitor came from (the referring site's host,
 * never its full address), the page they landed on, the campaign tags of the link they followed,
 * and the pages they read before asking. Pure functions, shared by the browser and the server; no
 * zod here, so the browser bundle stays small.
 */

export type VisitAttribution = {
  landingPage: string;
  /** Host of the referring site; null for a direct visit or a link from this site. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Page views in this visit, every one counted. */
  pageCount: number;
  /** The first pages viewed, in order, up to ATTRIBUTION_LIMITS.pages. */
  pages: string[];
};

export const ATTRIBUTION_LIMITS = { path: 200, host: 253, tag: 100, pages: 20, pageCount: 10_000 } as const;

/** Where the browser keeps the visit (sessionStorage key). */
export const VISIT_STORAGE_KEY = 'tw-visit';

/** A path as kept: no query or fragment, no trailing slash but the root's, at most 200 characters. */
export function visitPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).slice(0, ATTRIBUTION_LIMITS.path) || '/';
}

/** The referring site's host, lower case; null when there is none, it is this site, or it is not http(s). */
export function referrerHost(referrer: string, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (!host || host === ownHost.toLowerCase().replace(/:\d+$/, '')) return null;
  return host.slice(0, ATTRIBUTION_LIMITS.host);
}

function tag(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().replace(/\s+/g, ' ');
  return value ? value.slice(0, ATTRIBUTION_LIMITS.tag) : null;
}

/** A new visit from the landing page's address (path and query) and document.referrer. */
export function startVisit(location: { pathname: string; search: string; host: string }, referrer: string): VisitAttribution {
  const params = new URLSearchParams(location.search);
  return {
    landingPage: visitPath(location.pathname),
    referrerHost: referrerHost(referrer, location.host),
    utmSource: tag(params, 'utm_source'),
    utmMedium: tag(params, 'utm_medium'),
    utmCampaign: tag(params, 'utm_campaign'),
    pageCount: 0,
    pages: [],
  };
}

/** The visit after one more page view: counted always, listed while the list has room. */
export function recordPage(visit: VisitAttribution, pathname: string): VisitAttribution {
  const path = visitPath(pathname);
  return {
    ...visit,
    pageCount: Math.min(visit.pageCount + 1, ATTRIBUTION_LIMITS.pageCount),
    pages: visit.pages.length < ATTRIBUTION_LIMITS.pages ? [...visit.pages, path] : visit.pages,
  };
}

/** The stored visit, or null when there is none or it is not one (storage edited by hand, an old shape). */
export function readStoredVisit(text: string | null): VisitAttribution | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<VisitAttribution> | null;
    if (!value || typeof value.landingPage !== 'string' || typeof value.pageCount !== 'number' || !Array.isArray(value.pages)) return null;
    return value as VisitAttribution;
  } catch {
    return null;
  }
}
