import { expect, test } from '@playwright/test';
import { checkJsonLdBlock } from '../../lib/seo/rich-results';
import { analyseHtml, sitemapPaths } from './crawl';

/**
 * Structured-data gate (issue 5): every JSON-LD block on every page of the sitemap (and the 404 pages)
 * parses and carries the properties Google's rich-result documentation requires for its type
 * (the table and its sources are in lib/seo/rich-results.ts). Recommended properties missing are printed.
 */

const NOT_FOUND_PATHS = ['/no-such-page', '/blog/no-such-article'];

test('every JSON-LD block has the properties its rich result requires', async ({ request }) => {
  test.setTimeout(90_000);
  const paths = [...(await sitemapPaths(request)), ...NOT_FOUND_PATHS];
  const problems: string[] = [];
  const warnings = new Map<string, Set<string>>();
  const types = new Map<string, number>();
  let blocks = 0;

  for (let index = 0; index < paths.length; index += 6) {
    await Promise.all(
      paths.slice(index, index + 6).map(async (path) => {
        const response = await request.get(path);
        const html = await response.text();
        for (const block of analyseHtml(html, path).jsonLd) {
          blocks += 1;
          for (const report of checkJsonLdBlock(block)) {
            types.set(report.type, (types.get(report.type) ?? 0) + 1);
            for (const error of report.errors) problems.push(`${path} ${report.type}: ${error}`);
            for (const warning of report.warnings) {
              const key = `${report.type}: ${warning}`;
              if (!warnings.has(key)) warnings.set(key, new Set());
              warnings.get(key)?.add(path);
            }
          }
        }
      }),
    );
  }

  console.log(
    `structured data: ${blocks} JSON-LD blocks on ${paths.length} pages; types ${[...types].map(([type, count]) => `${type} x${count}`).join(', ')}` +
      (warnings.size ? `\n  recommended, missing: ${[...warnings].map(([key, where]) => `${key} (${where.size} pages)`).join('; ')}` : ''),
  );
  // Every kind of markup the site promises is present somewhere.
  for (const type of ['HomeAndConstructionBusiness', 'WebSite', 'BreadcrumbList', 'Service', 'FAQPage', 'BlogPosting']) {
    expect(types.get(type) ?? 0, `pages with ${type}`).toBeGreaterThan(0);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
