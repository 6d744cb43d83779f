import { evaluateBudgets } from './budgets.mjs';
import { ratio } from './util.mjs';

const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} KB` : 'n/a');
const x = (value) => (typeof value === 'number' && Number.isFinite(value) ? `x${value.toFixed(2)}` : '');
const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a');
const num = (value, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : 'n/a');
const withRatio = (text, value, reference) => {
  const r = ratio(value, reference);
  return r === null ? text : `${text} (${x(r)})`;
};

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export function renderSummary(results) {
  const out = [];
  const env = results.environment ?? {};
  out.push('# Benchmark summary', '');
  out.push(`Run ${results.startedAt} to ${results.finishedAt ?? '(unfinished)'} on commit ${env.commit ?? '?'} · Node ${env.node} · Next.js ${env.next} · React ${env.react} · Lighthouse ${env.lighthouse} · ${env.chromium ?? ''}`);
  out.push(`Machine: ${env.cores} cores, ${env.memoryGb} GB. Lighthouse: median of ${results.config?.runs} runs. wrk: ${results.config?.wrk?.threads} threads, ${results.config?.wrk?.connections} connections, ${results.config?.wrk?.duration} per run, loopback, on the same 2 cores as the server.`);
  const loads = Object.entries(results.load ?? {}).map(([phase, load]) => `${phase} ${load.one}/${load.five}/${load.fifteen}`);
  out.push(`Load average (1/5/15 min) at the start of each phase: ${loads.join(' · ')}. The machine is shared; a load well above 2 makes timings noisy.`);
  if (results.carriedOver) out.push(`Phases ${results.carriedOver.phases.join(', ')} are carried over from the run of ${results.carriedOver.from} (this run measured only ${results.config?.phases?.join(', ')}).`);
  out.push('Ratios (xN) are to the bare Next.js reference (bench/bare) measured in the same run, unless the column says otherwise. 1 KB = 1,000 bytes.', '');

  if (results.errors?.length) {
    out.push('## Could not measure', '', ...results.errors.map((error) => `- ${error.phase}: ${error.message.split('\n')[0]}`), '');
  }

  out.push('## Budgets', '', table(['budget', 'figure', 'status'], evaluateBudgets(results).map((row) => [row.budget, row.figure, `**${row.status}**`])), '');

  const bare = results.weight?.bare?.['/'];
  if (results.weight?.site) {
    out.push('## Page weight (gzip)', '');
    const rows = [];
    for (const page of results.pages) {
      const w = results.weight.site[page.route];
      if (!w) continue;
      rows.push([
        `${page.label} \`${page.route}\``,
        withRatio(kb(w.js.gzipBytes), w.js.gzipBytes, bare?.js.gzipBytes),
        `${w.js.files.length}`,
        withRatio(kb(w.jsLoadedWithPrefetch.gzipBytes), w.jsLoadedWithPrefetch.gzipBytes, bare?.jsLoadedWithPrefetch.gzipBytes),
        kb(w.polyfill.gzipBytes),
        withRatio(kb(w.css.gzipBytes), w.css.gzipBytes, bare?.css.gzipBytes),
        withRatio(kb(w.html.gzipBytes), w.html.gzipBytes, bare?.html.gzipBytes),
        kb(w.imagesAboveFold.desktop.bytes),
        kb(w.imagesAboveFold.mobile.bytes),
        kb(w.imagesLoaded.desktop),
        kb(w.fonts.bytes),
      ]);
    }
    if (bare) {
      rows.push(['bare reference `/`', kb(bare.js.gzipBytes), `${bare.js.files.length}`, kb(bare.jsLoadedWithPrefetch.gzipBytes), kb(bare.polyfill.gzipBytes), kb(bare.css.gzipBytes), kb(bare.html.gzipBytes), kb(bare.imagesAboveFold.desktop.bytes), kb(bare.imagesAboveFold.mobile.bytes), kb(bare.imagesLoaded.desktop), kb(bare.fonts.bytes)]);
    }
    out.push(table(['page', 'JS (modern, the page\'s own chunks)', 'JS files', 'JS loaded once idle, with route prefetches', 'noModule polyfill', 'CSS', 'HTML', 'images above fold 1280x800', 'images above fold 375x740', 'all images loaded (desktop)', 'fonts'], rows), '');
  }

  if (results.lighthouse?.site) {
    out.push(`## Lighthouse (median of ${results.config?.runs})`, '');
    const rows = [];
    const lhBare = results.lighthouse.bare?.['/'];
    for (const formFactor of ['mobile', 'desktop']) {
      const ref = lhBare?.[formFactor];
      const entries = [...results.pages.map((page) => [page, results.lighthouse.site[page.route]?.[formFactor]]), [{ label: 'reference app', route: '/reference' }, ref]];
      for (const [page, lh] of entries) {
        if (!lh) continue;
        rows.push([
          formFactor,
          `${page.label} \`${page.route}\``,
          withRatio(num(lh.scores.performance), lh.scores.performance, ref?.scores.performance),
          num(lh.scores.accessibility),
          num(lh.scores['best-practices']),
          num(lh.scores.seo),
          withRatio(ms(lh.lcpMs), lh.lcpMs, ref?.lcpMs),
          withRatio(ms(lh.tbtMs), lh.tbtMs, ref?.tbtMs),
          num(lh.cls, 3),
          lh.observedLcpMs == null ? 'n/a' : ms(lh.observedLcpMs),
          lh.scriptsBeforePaintRuns?.join(', ') ?? 'n/a',
          lh.performanceRuns.join(', '),
          lh.failingAudits.length ? lh.failingAudits.join(', ') : '',
        ]);
      }
    }
    out.push(table(['form', 'page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'observed largest paint (unthrottled)', 'scripts loaded before it, per run', 'performance per run', 'audits below 100 (a11y/BP/SEO)'], rows), '');
    out.push(...kindsTable(results), '');
    if (results.lighthouse.twin && Object.keys(results.lighthouse.twin).length) out.push(...floorTable(results), '');
    out.push('Lighthouse times LCP by replaying the observed (unthrottled) load on a slow network and CPU: every script that had loaded and run before the observed largest paint is counted in LCP. A page whose observed paint comes after its scripts (about 50-80 ms on loopback) carries all its JavaScript in LCP; the bare app paints before its scripts arrive.', '');
  }

  const scaling = results.buildScaling;
  if (scaling?.site?.length || scaling?.bare?.length) {
    out.push(`## Build scaling (clean builds, NEXT_BUILD_CPUS=${results.config?.buildCpus ?? 2})`, '');
    const rows = [];
    for (const build of scaling.site ?? []) {
      const bareBuild = scaling.bare?.find((candidate) => candidate.pages === build.articles);
      rows.push([
        num(build.articles),
        build.error ? `failed` : `${num(build.wallMs / 1000, 1)} s`,
        build.error ? '' : `${num(build.peakRssBytes / 1024 ** 2)} MB`,
        num(build.staticPages),
        bareBuild && !bareBuild.error ? `${num(bareBuild.wallMs / 1000, 1)} s` : 'n/a',
        bareBuild && !bareBuild.error ? `${num(bareBuild.peakRssBytes / 1024 ** 2)} MB` : 'n/a',
        num(bareBuild?.staticPages),
        bareBuild && !build.error && !bareBuild.error ? x(build.wallMs / bareBuild.wallMs) : '',
        `${num(build.compileS, 1)} / ${num(build.typescriptS, 1)} / ${num(build.staticGenerationS, 1)} s`,
        bareBuild ? `${num(bareBuild.compileS, 1)} / ${num(bareBuild.typescriptS, 1)} / ${num(bareBuild.staticGenerationS, 1)} s` : '',
      ]);
    }
    out.push(table(['articles / trivial pages N', 'site wall time', 'site peak memory', 'site static pages', 'bare wall time', 'bare peak memory', 'bare static pages', 'site / bare time', 'site compile / types / static generation', 'bare compile / types / static generation'], rows), '');
    if (scaling.marginal) {
      const m = scaling.marginal;
      out.push(
        `Marginal cost (wall time) between N = ${m.from} and N = ${m.to}: **${num(m.siteMsPerArticle, 2)} ms per article** (site) vs **${num(m.bareMsPerPage, 2)} ms per trivial page** (bare), ratio **${x(m.ratio) || 'n/a'}**. Per segment: ${m.segments.map((segment) => `${segment.from}->${segment.to}: ${num(segment.siteMsPerArticle, 2)} vs ${num(segment.bareMsPerPage, 2)} ms`).join('; ')}.`,
        '',
        `Static generation phase only (less sensitive to the machine's load; compile and type check do not grow with N): ${num(m.staticGeneration?.siteMsPerArticle, 2)} ms per article vs ${num(m.staticGeneration?.bareMsPerPage, 2)} ms per trivial page, ratio ${x(m.staticGeneration?.ratio) || 'n/a'}. Each article also adds category and tag archive pages (see the static page counts).`,
        '',
      );
    }
  }

  const serving = results.serving;
  if (serving?.runs?.length) {
    out.push(`## Serving (wrk, ${results.config?.wrk?.duration}, ${results.config?.wrk?.threads} threads, ${results.config?.wrk?.connections} connections)`, '');
    const plain = (route, gzip) => serving.runs.find((run) => run.target === 'nginx plain file' && run.route === route && run.gzip === gzip);
    const direct = (route, gzip) => serving.runs.find((run) => run.target === 'next start' && run.route === route && run.gzip === gzip);
    const rows = serving.runs.map((run) => [
      run.target,
      `\`${run.route}\``,
      run.gzip ? 'gzip' : 'identity',
      num(run.rps),
      `${num(run.p50Ms, 2)} ms`,
      `${num(run.p99Ms, 2)} ms`,
      num(run.errors),
      x(ratio(run.rps, plain(run.route, run.gzip)?.rps)),
      x(ratio(run.rps, direct(run.route, run.gzip)?.rps)),
    ]);
    out.push(table(['target', 'page', 'encoding', 'req/s', 'p50', 'p99', 'errors', 'vs plain file', 'vs next start'], rows), '');
  }

  if (results.sync) {
    out.push('## Article sync (npm run bench:sync)', '', '```', results.sync.output.trim(), '```', '');
  }
  return `${out.join('\n')}\n`;
}

/** Each page's LCP beside its static twin's (the same HTML and stylesheet, no script) and the bare app's. */
export function floorTable(results) {
  const rows = [];
  for (const formFactor of ['mobile', 'desktop']) {
    const bare = results.lighthouse.bare?.['/']?.[formFactor];
    for (const page of results.pages) {
      const lh = results.lighthouse.site?.[page.route]?.[formFactor];
      const twin = results.lighthouse.twin?.[page.route]?.[formFactor];
      if (!lh && !twin) continue;
      rows.push([
        formFactor,
        `${page.label} \`${page.route}\``,
        lh ? ms(lh.lcpMs) : 'n/a',
        twin ? ms(twin.lcpMs) : 'n/a',
        bare ? ms(bare.lcpMs) : 'n/a',
        lh && twin ? x(lh.lcpMs / twin.lcpMs) : '',
        lh && twin ? ms(lh.lcpMs - twin.lcpMs) : '',
        lh ? num(lh.scores.performance) : 'n/a',
        twin ? num(twin.scores.performance) : 'n/a',
      ]);
    }
  }
  return [
    '### LCP floor: page / static twin / bare app',
    '',
    table(['form', 'page', 'page LCP', 'static twin LCP', 'bare app LCP', 'page / twin', 'what the scripts add', 'page performance', 'twin performance'], rows),
    '',
    'The static twin is the page\'s own HTML with every script removed, with the same stylesheet, images and fonts, served from memory and compressed as `next start` compresses them: the LCP the markup and CSS alone allow. The gap to the page is what its JavaScript adds in Lighthouse\'s simulation.',
  ];
}


const CATEGORY_LABELS = { scriptEvaluation: 'script', scriptParseCompile: 'parse', styleLayout: 'style+layout', paintCompositeRender: 'paint', parseHTML: 'HTML', garbageCollection: 'GC', other: 'other' };
const breakdown = (lh) =>
  Object.entries(CATEGORY_LABELS)
    .map(([group, label]) => `${label} ${Math.round(lh.byCategoryMs?.[group] ?? 0)}`)
    .join(' · ');

/**
 * Each page kind beside the reference app and its scriptless twin (and, when measured, the build
 * before): performance, LCP, TBT (with the ratio to the reference app: goal <= x1.30), main-thread time
 * by category, and our JavaScript's share: the page's own script time less the reference app's (the
 * framework's), as a share of the page's main-thread time.
 */
export function kindsTable(results) {
  const rows = [];
  const traces = results.traces ?? {};
  for (const formFactor of ['mobile', 'desktop']) {
    const ref = results.lighthouse.bare?.['/']?.[formFactor];
    if (!ref) continue;
    const line = (name, lh, trace) => {
      if (!lh) return;
      const ours = typeof lh.scriptMs === 'number' && typeof ref.scriptMs === 'number' ? Math.max(0, lh.scriptMs - ref.scriptMs) : null;
      rows.push([
        formFactor,
        name,
        `${num(lh.scores.performance)} (${lh.scores.performance - ref.scores.performance >= 0 ? '+' : ''}${lh.scores.performance - ref.scores.performance})`,
        withRatio(ms(lh.lcpMs), lh.lcpMs, ref.lcpMs),
        withRatio(ms(lh.tbtMs), lh.tbtMs, ref.tbtMs),
        ms(lh.mainThreadMs),
        breakdown(lh),
        ms(lh.scriptMs),
        ours === null || !lh.mainThreadMs ? 'n/a' : `${ms(ours)} (${Math.round((100 * ours) / lh.mainThreadMs)}%)`,
        trace ? `${ms(trace.mainThreadMs)}, ${trace.longTasks} long, blocking ${ms(trace.blockingMs)}, ${trace.forcedLayouts} forced layouts` : '',
      ]);
    };
    line('reference Next app `/reference`', ref, traces.bare?.bare);
    for (const page of results.pages) {
      const name = (page.kind ?? page.label).replace(/\W+/g, '-');
      line(`${page.kind ?? page.label} \`${page.route}\``, results.lighthouse.site?.[page.route]?.[formFactor], traces.site?.[name]);
      line(`  before (${results.config?.before?.commit ?? 'older build'})`, results.lighthouse.before?.[page.route]?.[formFactor], traces.before?.[`before-${name}`]);
      line('  scriptless twin', results.lighthouse.twin?.[page.route]?.[formFactor]);
    }
  }
  return [
    '### Page kinds beside the reference app',
    '',
    table(['form', 'page', 'performance (vs reference)', 'LCP', 'TBT', 'main thread', 'by category (ms)', 'our origin\'s scripts', 'ours beyond the framework', 'Chromium trace, CPU 4x (bench/results/traces)'], rows),
    '',
    'Goals: LCP and TBT <= x1.30 of the reference app, performance within 3 points. Script time is Lighthouse\'s bootup-time for the page\'s own origin (scripts of 50 ms or more); the reference app\'s is the framework\'s own.',
  ];
}
