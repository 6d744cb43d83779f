/**
 * The site's performance budgets, most of them relative to the bare Next.js app measured in the same
 * run (the framework's floor). The benchmark reports them as pass or fall short; it never fails CI on
 * them. 1 KB = 1,000 bytes (the stricter reading).
 */
export const BUDGETS = {
  marketingHtmlBytes: 15_000,
  blogHtmlBytes: 20_000,
  marketingJsRatio: 1.1,
  blogJsRatio: 1.15,
  mobilePerformance: 98,
  mobileOther: 100,
  /** TBT and LCP against the bare app's; LCP may be 2x on a page whose LCP element is an image. */
  tbtRatio: 1.5,
  textLcpRatio: 1.5,
  imageLcpRatio: 2,
  renderBlockingRequests: 0,
  desktopAll: 100,
  cls: 0,
  marginalRatio: 3,
  peakMemoryBytes: 2 * 1024 ** 3,
  cacheVsPlainFile: 0.5,
};

const status = (ok) => (ok === null ? 'not measured' : ok ? 'pass' : 'fall short');

/** [{ budget, figure, status }] from the results object. */
export function evaluateBudgets(results) {
  const rows = [];
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

  const bareWeight = results.weight?.bare?.['/'];
  for (const page of results.pages ?? []) {
    const weight = results.weight?.site?.[page.route];
    const blog = page.group === 'blog';
    const htmlLimit = blog ? BUDGETS.blogHtmlBytes : BUDGETS.marketingHtmlBytes;
    rows.push({
      budget: `HTML ${page.label} (${page.route}) <= ${kb(htmlLimit)} gzip`,
      figure: weight ? kb(weight.html.gzipBytes) : 'n/a',
      status: status(weight ? weight.html.gzipBytes <= htmlLimit : null),
    });
    const jsLimit = blog ? BUDGETS.blogJsRatio : BUDGETS.marketingJsRatio;
    const jsRatio = weight && bareWeight ? weight.js.gzipBytes / bareWeight.js.gzipBytes : null;
    rows.push({
      budget: `JS ${page.label} (${page.route}) <= ${jsLimit.toFixed(2)} x the bare app's gzip`,
      figure: weight && jsRatio !== null ? `${kb(weight.js.gzipBytes)} (x${jsRatio.toFixed(2)})` : 'n/a',
      status: status(jsRatio === null ? null : jsRatio <= jsLimit),
    });
  }

  const bareMobile = results.lighthouse?.bare?.['/']?.mobile;
  for (const page of results.pages ?? []) {
    for (const formFactor of ['mobile', 'desktop']) {
      const lh = results.lighthouse?.site?.[page.route]?.[formFactor];
      if (!lh) {
        rows.push({ budget: `Lighthouse ${formFactor} ${page.route}`, figure: 'n/a', status: status(null) });
        continue;
      }
      const { performance, accessibility } = lh.scores;
      const bestPractices = lh.scores['best-practices'];
      const seo = lh.scores.seo;
      const perfLimit = formFactor === 'mobile' ? BUDGETS.mobilePerformance : BUDGETS.desktopAll;
      const otherLimit = formFactor === 'mobile' ? BUDGETS.mobileOther : BUDGETS.desktopAll;
      rows.push({
        budget: `Lighthouse ${formFactor} ${page.route}: perf >= ${perfLimit}, a11y/BP/SEO ${otherLimit}, CLS 0`,
        figure: `${performance} / ${accessibility} / ${bestPractices} / ${seo}, CLS ${lh.cls?.toFixed(3)}`,
        status: status(performance >= perfLimit && accessibility >= otherLimit && bestPractices >= otherLimit && seo >= otherLimit && lh.cls <= BUDGETS.cls),
      });
      if (formFactor !== 'mobile') continue;
      const lcpLimit = page.lcp === 'image' ? BUDGETS.imageLcpRatio : BUDGETS.textLcpRatio;
      const tbtRatio = bareMobile?.tbtMs > 0 ? lh.tbtMs / bareMobile.tbtMs : null;
      const lcpRatio = bareMobile?.lcpMs > 0 ? lh.lcpMs / bareMobile.lcpMs : null;
      rows.push({
        budget: `Lighthouse mobile ${page.route}: TBT <= ${BUDGETS.tbtRatio} x, LCP <= ${lcpLimit} x the bare app's (${page.lcp ?? 'text'} LCP), no render-blocking request`,
        figure: `TBT ${Math.round(lh.tbtMs)} ms (x${tbtRatio?.toFixed(2) ?? '?'}), LCP ${Math.round(lh.lcpMs)} ms (x${lcpRatio?.toFixed(2) ?? '?'}), render-blocking ${lh.renderBlocking ?? '?'}`,
        status: status(tbtRatio === null || lcpRatio === null ? null : tbtRatio <= BUDGETS.tbtRatio && lcpRatio <= lcpLimit && lh.renderBlocking === BUDGETS.renderBlockingRequests),
      });
    }
  }

  const scaling = results.buildScaling;
  if (scaling?.marginal) {
    const { siteMsPerArticle, bareMsPerPage, ratio } = scaling.marginal;
    rows.push({
      budget: `Build: marginal ms per article <= ${BUDGETS.marginalRatio} x a trivial page's`,
      figure: `${siteMsPerArticle?.toFixed(2)} ms vs ${bareMsPerPage?.toFixed(2)} ms (x${ratio?.toFixed(2)})`,
      status: status(ratio == null ? null : ratio <= BUDGETS.marginalRatio),
    });
  } else rows.push({ budget: 'Build: marginal ms per article', figure: 'n/a', status: status(null) });
  if (scaling?.marginal?.staticGeneration?.ratio != null) {
    const { siteMsPerArticle, bareMsPerPage, ratio } = scaling.marginal.staticGeneration;
    rows.push({
      budget: `Build: static generation ms per article <= ${BUDGETS.marginalRatio} x a trivial page's`,
      figure: `${siteMsPerArticle?.toFixed(2)} ms vs ${bareMsPerPage?.toFixed(2)} ms (x${ratio.toFixed(2)})`,
      status: status(ratio <= BUDGETS.marginalRatio),
    });
  }
  const largest = scaling?.site?.filter((build) => !build.error).sort((a, b) => b.articles - a.articles)[0] ?? scaling?.site?.at(-1);
  rows.push({
    budget: `Build: ${largest ? largest.articles.toLocaleString('en-US') : 'largest'} articles, peak memory < 2 GB`,
    figure: largest ? (largest.error ? `failed: ${largest.error.split('\n')[0]}` : `${(largest.peakRssBytes / 1024 ** 3).toFixed(2)} GB, ${(largest.wallMs / 1000).toFixed(0)} s`) : 'n/a',
    status: status(largest ? !largest.error && largest.peakRssBytes < BUDGETS.peakMemoryBytes : null),
  });

  for (const row of results.serving?.ratios ?? []) {
    rows.push({
      budget: `Serving ${row.route}${row.gzip ? ' gzip' : ''}: cache >= ${BUDGETS.cacheVsPlainFile} x plain file req/s`,
      figure: `${row.cacheRps?.toFixed(0)} vs ${row.plainRps?.toFixed(0)} req/s (x${row.cacheVsPlain?.toFixed(2)})`,
      status: status(row.cacheVsPlain == null ? null : row.cacheVsPlain >= BUDGETS.cacheVsPlainFile),
    });
  }
  return rows;
}
