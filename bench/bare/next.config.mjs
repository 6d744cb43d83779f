/**
 * The framework's floor: a minimal Next.js app on the root's next/react (no package.json of its
 * own), built by `npm run bench` beside the site and measured the same way.
 */
const cpus = Number(process.env.NEXT_BUILD_CPUS);

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next-bench',
  experimental: Number.isInteger(cpus) && cpus > 0 ? { cpus } : {},
};

export default config;
