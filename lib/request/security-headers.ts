/**
 * Security headers sent with every response (next.config.ts, fixed at build time). The
 * Content-Security-Policy allows exactly what the configured tags need: nothing from Google or Meta
 * unless their ids are set.
 *
 * Scripts need 'unsafe-inline'. Measured on a production build: the 62 prerendered pages carry 343
 * distinct inline scripts (Next's self.__next_f.push RSC payload chunks and its bootstrap), only 2
 * of them common to every page. Hashes would need a policy per page, and every ISR regeneration
 * (articles every 5 minutes) changes them after the headers were fixed at build; a nonce needs a
 * fresh value per response, which makes every page dynamic. The sanitizer is the XSS barrier.
 */

export type CspOptions = {
  gtm: boolean;
  metaPixel: boolean;
  development: boolean;
  /**
   * Only when SITE_URL is https: on a plain-HTTP host name the browser would ask for https subresources
   * that do not exist. (Chromium leaves 127.0.0.1 and localhost alone either way: checked with a
   * page on http://127.0.0.1 whose http:// scripts and images all loaded under this directive.)
   */
  upgradeInsecureRequests?: boolean;
};

export type SecurityHeaderOptions = CspOptions & {
  /** Strict-Transport-Security; browsers ignore it over plain HTTP, so a localhost test server is unaffected. */
  hsts: boolean;
};

/** One year, this host only: subdomains (mail, an old quote tool) may still be plain HTTP. */
export const HSTS_VALUE = 'max-age=31536000';

export function contentSecurityPolicy({ gtm, metaPixel, development, upgradeInsecureRequests = false }: CspOptions): string {
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:', 'https:'];
  const frame: string[] = [];
  if (development) script.push("'unsafe-eval'");
  if (gtm) {
    script.push('https://www.googletagmanager.com', 'https://*.googletagmanager.com');
    connect.push('https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
    frame.push('https://www.googletagmanager.com');
  }
  if (metaPixel) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (development) connect.push('ws:');
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    ...(options.hsts ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] : []),
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * The console's own policy (/admin/*, set per response by the proxy): scripts only with this
 * response's nonce, which Next puts on its own scripts when it finds it in the request's policy; no
 * 'unsafe-inline', no third-party origin at all. The console pages are rendered per request anyway
 * (they read the session), so a nonce costs them nothing.
 */
export function consoleContentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws:' : ''}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
