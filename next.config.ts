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
      // The stylesheet is not inlined (inlineCss): Next puts an inlined stylesheet in a <style> tag AND twice
      // in the page's RSC payload (the root layout's and the root error boundary's), 52 KB raw about 27 KB
      // gzip on every HTML page and every client navigation. As one immutable file it costs one request,
      // then nothing on every other page.
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
      ];
    },
    async redirects() {
      // One canonical URL per article; old /post/ links keep working (DESIGN.md).
      return [{ source: '/post/:slug', destination: '/blog/:slug', permanent: true }];
    },
  };
}
