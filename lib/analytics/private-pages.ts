/**
 * Pages no third party may see: the owner's console (leads, the CSV, forms with CSRF tokens) and the
 * newsletter pages whose address carries a reader's token. On them the tag manager and the pixel are
 * never started and no event is sent; every address sent from any other page has its query
 * parameters that could hold a secret removed.
 */
export const PRIVATE_PATH_PREFIXES = ['/admin', '/newsletter/confirm', '/newsletter/unsubscribe'] as const;

/** Query parameters removed from every address sent to analytics. */
const SECRET_PARAMS = ['token', 'secret', 'key', 'code', 'email', 'csrf'];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The same test as isPrivatePath, as a JavaScript expression over `location.pathname` for the inline tag snippets. */
export function privatePathCheck(): string {
  return `/^(${PRIVATE_PATH_PREFIXES.map((prefix) => prefix.replace(/[/]/g, '\\/')).join('|')})(\\/|$)/.test(location.pathname)`;
}

/** The address with secret-bearing query parameters and the fragment removed. */
export function analyticsLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMS.includes(name.toLowerCase())) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}
