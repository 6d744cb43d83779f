import { readFileSync } from 'node:fs';
import path from 'node:path';
import { articleConfig } from '@/lib/articles';
import { blogConfig } from '@/lib/blog';

/**
 * Without the webhook, a new or changed sheet row reaches every page within five minutes: the index is
 * at most liveRefreshSeconds + liveRefreshCheckSeconds old, and the pages built from it are regenerated
 * every pageRegenerateSeconds. Next reads each route's `revalidate` as a literal, so the routes are
 * checked against the configuration here.
 */

/** Editors are promised that a saved row is on the site within five minutes. */
const UPDATE_PROMISE_SECONDS = 5 * 60;
/** Time left for the sheet read, the document fetches and one page regeneration. */
const WORK_MARGIN_SECONDS = 10;

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
    const { liveRefreshSeconds, liveRefreshCheckSeconds } = articleConfig;
    expect(liveRefreshSeconds + liveRefreshCheckSeconds + blogConfig.pageRegenerateSeconds + WORK_MARGIN_SECONDS).toBeLessThanOrEqual(UPDATE_PROMISE_SECONDS);
  });

  it.each(ARTICLE_ROUTES)('%s is regenerated on the configured schedule', (file) => {
    expect(revalidateOf(file)).toBe(blogConfig.pageRegenerateSeconds);
  });
});
