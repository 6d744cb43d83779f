import { expect, test } from '@playwright/test';
import { checkJsonLdBlock } from '../../test/support/web/rich-results';
import { analyseHtml, siteCrawl, sitemapPaths } from '../../test/support/web/crawl';

/**
 * Structured-data gate: every JSON-LD block on every page of the sitemap (and the 404 pages)
 * parses and carries the properties Google's rich-result documentation requires for its type
 * (the table and its sources are in test/support/web/rich-results.ts). Recommended properties missing are printed.
 */

const NOT_FOUND_PATHS = ['/no-such-page', '/blog/no-such-article'];

/** One page of every route kind and the top-level types it must carry. */
const ROUTE_KINDS: readonly [kind: string, path: string, types: readonly string[]][] = [
  ['home', '/', ['HomeAndConstructionBusiness', 'WebSite', 'FAQPage']],
  ['service page', '/electrical-hampton', ['Service', 'BreadcrumbList']],
  ['audience page', '/buyer-repairs', ['BreadcrumbList', 'FAQPage']],
  ['common repairs', '/common-inspection-repairs', ['BreadcrumbList', 'FAQPage']],
  ['service areas', '/service-areas', ['HomeAndConstructionBusiness', 'BreadcrumbList', 'FAQPage']],
  ['contact', '/contact', ['HomeAndConstructionBusiness', 'BreadcrumbList']],
  ['privacy policy', '/privacy', ['WebPage', 'BreadcrumbList']],
  ['terms of service', '/terms', ['WebPage', 'BreadcrumbList']],
  ['blog list', '/blog', ['BreadcrumbList']],
  ['article', '/blog/picra-explained-hampton-roads', ['BlogPosting', 'BreadcrumbList']],
  ['category archive', '/blog/category/legal', ['BreadcrumbList']],
  ['tag archive', '/blog/tag/buyers', ['BreadcrumbList']],
  ['tag archive, page 2', '/blog/tag/buyers/page/2', ['BreadcrumbList']],
];

for (const [kind, path, expected] of ROUTE_KINDS) {
  test(`the ${kind} (${path}) carries ${expected.join(', ')}, every block valid`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const reports = analyseHtml(await response.text(), path).jsonLd.flatMap((block) => checkJsonLdBlock(block));
    expect(reports.flatMap((report) => report.errors.map((error) => `${report.type}: ${error}`))).toEqual([]);
    expect(reports.map((report) => report.type)).toEqual(expect.arrayContaining([...expected]));
  });
}

test('every JSON-LD block has the properties its rich result requires', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const paths = [...(await sitemapPaths(request)), ...NOT_FOUND_PATHS];
  // The sitemap's pages as the crawl that the link and sitemap gates share fetched them; a page it has no
  // HTML of (a redirect, say) is fetched here, following redirects.
  const { pages } = await siteCrawl(request, baseURL as string);
  const problems: string[] = [];
  const warnings = new Map<string, Set<string>>();
  const types = new Map<string, number>();
  const withoutMarkup: string[] = [];
  let blocks = 0;

  for (let index = 0; index < paths.length; index += 6) {
    await Promise.all(
      paths.slice(index, index + 6).map(async (path) => {
        const crawled = pages.get(path);
        const jsonLd = crawled?.html !== undefined ? crawled.jsonLd : analyseHtml(await (await request.get(path)).text(), path).jsonLd;
        if (jsonLd.length === 0 && !NOT_FOUND_PATHS.includes(path)) withoutMarkup.push(path);
        for (const block of jsonLd) {
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
  // Every indexable page has some (the 404 pages are noindex and carry none).
  expect(withoutMarkup, 'pages of the sitemap without JSON-LD').toEqual([]);
  for (const type of ['HomeAndConstructionBusiness', 'WebSite', 'WebPage', 'BreadcrumbList', 'Service', 'FAQPage', 'BlogPosting']) {
    expect(types.get(type) ?? 0, `pages with ${type}`).toBeGreaterThan(0);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
