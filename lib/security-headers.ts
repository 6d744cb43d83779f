/**
 * Security headers sent with every response (next.config.ts). The Content-Security-Policy allows
 * exactly what the configured tags need: nothing from Google or Meta unless their ids are set.
 * Scripts need 'unsafe-inline' because prerendered pages carry Next's inline bootstrap scripts and
 * cannot carry a per-request nonce without giving up static rendering.
 */

export type CspOptions = { gtm: boolean; metaPixel: boolean; development: boolean };

export function contentSecurityPolicy({ gtm, metaPixel, development }: CspOptions): string {
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
  ];
  return directives.join('; ');
}

export function securityHeaders(options: CspOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
