import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { IMAGE_DEVICE_SIZES, IMAGE_EXTRA_SIZES, IMAGE_QUALITY, LOCAL_IMAGE_PREFIX, optimizerPatterns } from './lib/blog/images';
import { parsePublicEnv, parseServerEnv } from './lib/process/env';
import { POST_MAX_BYTES } from './lib/request/limits';
import { securityHeaders } from './lib/request/security-headers';
import { parseSiteSettings } from './lib/site/settings';
import settingsFile from './config/site.json';

export default function nextConfig(phase: string): NextConfig {
  // The owner's business facts (config/site.json) are checked here, before any build or server starts:
  // a mistake stops both with the field's name. lib/site/config.ts then reads the file as checked.
  parseSiteSettings(settingsFile);
  const serverEnv = parseServerEnv(process.env);
  const publicEnv = parsePublicEnv(process.env);

  // Canonical links, the sitemap and the feed are absolute on SITE_URL: say so once per build.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL && !process.env.__SITE_URL_WARNED) {
    process.env.__SITE_URL_WARNED = '1';
    console.warn(`⚠ SITE_URL is not set: canonical URLs, the sitemap and the feed will use ${serverEnv.SITE_URL}.`);
  }

  // Several instances share Next's page and data cache in Redis when REDIS_URL is set; without it each
  // process keeps its own cache on disk (and in memory), as a single server always has. Pages use ISR
  // (`revalidate`), which goes through `cacheHandler`; `cacheHandlers` serves only 'use cache', which
  // no page uses. No copy in memory when shared: another instance may have rendered or expired it.
  const sharedCache = serverEnv.REDIS_URL
    ? { cacheHandler: require.resolve('./lib/cache/shared-cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {};

  const cpus = Number(process.env.NEXT_BUILD_CPUS);
  const development = phase === PHASE_DEVELOPMENT_SERVER;

  return {
    reactStrictMode: true,
    ...sharedCache,
    // Every instance started from one build folder reads the same BUILD_ID; BUILD_ID makes builds of
    // the same code on several machines agree too.
    generateBuildId: async () => serverEnv.BUILD_ID ?? null,
    poweredByHeader: false,
    // Loaded by Node from node_modules, not bundled: PGlite finds its WebAssembly files next to itself.
    // pdf.js too: the report reader's worker thread loads it as it ships, with its own worker file beside it.
    serverExternalPackages: ['@electric-sql/pglite', 'nodemailer', 'redis', 'pdfjs-dist'],
    // Production builds may go to another folder (the end-to-end suite builds twice, with and without tags).
    distDir: process.env.NEXT_DIST_DIR || '.next',
    // NEXT_TYPES_CHECKED=1: the caller has just run `tsc --noEmit` over the whole project (the test
    // suite does, before its two builds), so the build skips its own second pass over the same types.
    typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === '1' },
    images: {
      formats: ['image/avif', 'image/webp'],
      // The widths and the one quality pages request (lib/blog/images.ts writes their srcset from them).
      qualities: [IMAGE_QUALITY],
      deviceSizes: IMAGE_DEVICE_SIZES,
      imageSizes: IMAGE_EXTRA_SIZES,
      // Our own pictures, without query strings; the configured hosts' picture paths only (lib/blog/images.ts).
      localPatterns: [{ pathname: `${LOCAL_IMAGE_PREFIX}**`, search: '' }],
      remotePatterns: optimizerPatterns(serverEnv.IMAGE_HOSTS).map(({ hostname, pathPrefix }) => ({ protocol: 'https' as const, hostname, pathname: `${pathPrefix}**`, search: '' })),
      dangerouslyAllowSVG: false,
    },
    // The stylesheet is deliberately not inlined (no experimental.inlineCss): Next puts an inlined
    // stylesheet in a <style> tag AND twice in the page's RSC payload (the root layout's and the root
    // error boundary's), on every HTML page and every client navigation. As one immutable file it costs
    // one request, then nothing on every other page.
    experimental: {
      // NEXT_BUILD_CPUS caps the build's workers on a machine shared with other builds.
      ...(Number.isInteger(cpus) && cpus > 0 ? { cpus } : {}),
      // With proxy.ts present, Next buffers each request body for the proxy and silently cuts it at
      // 10 MB by default. Room for the largest body a route takes (the report upload) plus one byte
      // more, so that an oversized body still reaches the route's own cap and gets its 413.
      proxyClientMaxBodySize: POST_MAX_BYTES.upload + 1,
    },
    async headers() {
      return [
        {
          source: '/:path*',
          headers: securityHeaders({
            gtm: Boolean(publicEnv.NEXT_PUBLIC_GTM_ID),
            metaPixel: Boolean(publicEnv.NEXT_PUBLIC_META_PIXEL_ID),
            development,
            // HSTS=off for a real host name served over plain HTTP; `next dev` never sends it.
            hsts: serverEnv.HSTS && !development,
            upgradeInsecureRequests: serverEnv.SITE_URL.startsWith('https://') && !development,
          }),
        },
        // The owner's console (':path*' matches /admin itself too): never indexed, never kept by a browser or a proxy cache.
        { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }, { key: 'Cache-Control', value: 'no-store' }] },
      ];
    },
    async redirects() {
      // One canonical URL per article; old /post/ links keep working.
      return [{ source: '/post/:slug', destination: '/blog/:slug', permanent: true }];
    },
  };
}
