import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/site-config';

/**
 * Without the webhook, a new or changed sheet row reaches every page within five minutes: the index is
 * at most liveRefreshSeconds + liveRefreshCheckSeconds old, and the pages built from it are regenerated
 * every pageRegenerateSeconds. Next reads each route's `revalidate` as a literal, so the routes are
 * checked against the configuration here.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const ARTICLE_ROUTES = [
  'app/(site)/blog/page.tsx',
  'app/(site)/blog/[slug]/page.tsx',
  'app/(site)/blog/[slug]/opengraph-image.tsx',
  'app/(site)/blog/category/[category]/page.tsx',
  'app/(site)/blog/category/[category]/page/[page]/page.tsx',
  'app/(site)/blog/tag/[tag]/page.tsx',
  'app/(site)/blog/tag/[tag]/page/[page]/page.tsx',
  'app/feed.xml/route.ts',
];

function revalidateOf(file: string): number | undefined {
  const match = /^export const revalidate = (\d+);$/m.exec(readFileSync(path.join(ROOT, file), 'utf8'));
  return match ? Number(match[1]) : undefined;
}

describe('live updates without the webhook', () => {
  it('show a new or changed row within five minutes', () => {
    const { liveRefreshSeconds, liveRefreshCheckSeconds, pageRegenerateSeconds, liveUpdateMarginSeconds, revalidateSeconds } = siteConfig.blog;
    expect(revalidateSeconds).toBe(300);
    expect(liveRefreshSeconds + liveRefreshCheckSeconds + pageRegenerateSeconds + liveUpdateMarginSeconds).toBeLessThanOrEqual(revalidateSeconds);
  });

  it.each(ARTICLE_ROUTES)('%s is regenerated on the configured schedule', (file) => {
    expect(revalidateOf(file)).toBe(siteConfig.blog.pageRegenerateSeconds);
  });
});
