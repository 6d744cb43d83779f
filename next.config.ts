import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { parsePublicEnv, parseServerEnv } from './lib/env';
import { securityHeaders } from './lib/security-headers';

export default function nextConfig(phase: string): NextConfig {
  const serverEnv = parseServerEnv(process.env);
  const publicEnv = parsePublicEnv(process.env);

  // Canonical links, the sitemap and the feed are absolute on SITE_URL: say so once per build.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL && !process.env.__SITE_URL_WARNED) {
    process.env.__SITE_URL_WARNED = '1';
    console.warn(`⚠ SITE_URL is not set: canonical URLs, the sitemap and the feed will use ${serverEnv.SITE_URL}.`);
  }

  const cpus = Number(process.env.NEXT_BUILD_CPUS);

  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // Loaded by Node from node_modules, not bundled: PGlite finds its WebAssembly files next to itself.
    serverExternalPackages: ['@electric-sql/pglite', 'nodemailer'],
    // Production builds may go to another folder (the end-to-end suite builds twice, with and without tags).
    distDir: process.env.NEXT_DIST_DIR || '.next',
    images: {
      formats: ['image/avif', 'image/webp'],
      qualities: [60, 75, 85],
      // Only allow-listed hosts go through the optimizer; other editor images render as plain <img>.
      remotePatterns: serverEnv.IMAGE_HOSTS.map((hostname) => ({ protocol: 'https' as const, hostname })),
      dangerouslyAllowSVG: false,
    },
    experimental: {
      // Tailwind's CSS is small (about 9 KB gzip): inlined, it arrives with the HTML instead of
      // blocking the first paint on a second request, which is what visitors from search pay for.
      inlineCss: true,
      ...(Number.isInteger(cpus) && cpus > 0 ? { cpus } : {}),
    },
    async headers() {
      return [
        {
          source: '/:path*',
          headers: securityHeaders({
            gtm: Boolean(publicEnv.NEXT_PUBLIC_GTM_ID),
            metaPixel: Boolean(publicEnv.NEXT_PUBLIC_META_PIXEL_ID),
            development: phase === 'phase-development-server',
          }),
        },
        // The owner's console (':path*' matches /admin itself too): never indexed, never kept by a browser or a proxy cache.
        { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }, { key: 'Cache-Control', value: 'no-store' }] },
      ];
    },
    async redirects() {
      // One canonical URL per article; old /post/ links keep working (DESIGN.md).
      return [{ source: '/post/:slug', destination: '/blog/:slug', permanent: true }];
    },
  };
}
