import { contentSecurityPolicy, securityHeaders } from './security-headers';

const off = { gtm: false, metaPixel: false, development: false, hsts: false };

describe('security headers', () => {
  it('allows no third-party script host when no tag is configured', () => {
    const csp = contentSecurityPolicy(off);
    expect(csp).not.toMatch(/googletagmanager|facebook/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows Google Tag Manager only when it is configured', () => {
    const csp = contentSecurityPolicy({ ...off, gtm: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*google-analytics\.com/);
    expect(csp).not.toMatch(/facebook/);
  });

  it('allows the Meta pixel only when it is configured', () => {
    const csp = contentSecurityPolicy({ ...off, metaPixel: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).not.toMatch(/googletagmanager/);
  });

  it('sends the headers every page needs', () => {
    const names = securityHeaders(off).map((header) => header.key);
    expect(names).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']));
  });

  it('sends Strict-Transport-Security unless turned off', () => {
    expect(securityHeaders({ ...off, hsts: true })).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=31536000' });
    expect(securityHeaders(off).map((header) => header.key)).not.toContain('Strict-Transport-Security');
  });

  it('asks browsers to upgrade insecure subresources only when told (an https SITE_URL)', () => {
    expect(contentSecurityPolicy({ ...off, upgradeInsecureRequests: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy(off)).not.toContain('upgrade-insecure-requests');
  });
});
