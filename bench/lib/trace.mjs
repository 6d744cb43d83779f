import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * A Chromium performance trace of one page load on a phone-sized screen with the CPU throttled 4x
 * (CDP Emulation.setCPUThrottlingRate, the slowdown Lighthouse's mobile preset simulates), written to
 * `file` for DevTools' Performance panel (Load profile), and summed up: where the renderer's main
 * thread spent its time from navigation to a quiet page, its long tasks, and the layouts forced
 * synchronously by script (a layout read after a write).
 */

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'latencyInfo'];
/** Events that run page script; a Layout inside one is forced by it. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch', 'v8.callFunction', 'RunMicrotasks']);
const CATEGORY_OF = {
  scripting: ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch', 'RunMicrotasks', 'v8.callFunction'],
  compile: ['v8.compile', 'v8.compileModule', 'CompileScript', 'v8.produceCache', 'CacheScript'],
  parseHtml: ['ParseHTML'],
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'],
};
const KIND = Object.fromEntries(Object.entries(CATEGORY_OF).flatMap(([category, names]) => names.map((name) => [name, category])));

/** The renderer main thread that did the most work: the page's (Chromium starts on about:blank in another). */
function mainThread(events) {
  const busy = new Map();
  const names = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name);
    if (event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')) {
      const key = `${event.pid}:${event.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  let best = null;
  for (const [key, total] of busy) if (names.get(key) === 'CrRendererMain' && (!best || total > busy.get(best))) best = key;
  return best;
}

/** Main-thread time by category (self time, no double counting of nested events), long tasks and forced layouts. */
export function summarizeTrace(events) {
  const thread = mainThread(events);
  const own = events.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === thread && typeof event.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = own.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const byCategory = {};
  // Self time: each event's duration less its children's, credited to its category (unlisted events to none).
  const stack = [];
  const credit = (entry) => {
    const category = KIND[entry.event.name];
    if (!category) return;
    byCategory[category] = (byCategory[category] ?? 0) + Math.max(0, entry.event.dur - entry.children) / 1000;
  };
  let forcedLayouts = 0;
  let forcedLayoutMs = 0;
  for (const event of own) {
    while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= event.ts) credit(stack.pop());
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur;
    if (event.name === 'Layout' && stack.some((entry) => SCRIPT_EVENTS.has(entry.event.name))) {
      forcedLayouts += 1;
      forcedLayoutMs += event.dur / 1000;
    }
    stack.push({ event, children: 0 });
  }
  while (stack.length) credit(stack.pop());
  const taskMs = tasks.map((task) => task.dur / 1000);
  return {
    mainThreadMs: Math.round(taskMs.reduce((sum, value) => sum + value, 0)),
    byCategoryMs: Object.fromEntries(Object.entries(byCategory).map(([name, value]) => [name, Math.round(value)])),
    longTasks: taskMs.filter((value) => value > 50).length,
    blockingMs: Math.round(taskMs.reduce((sum, value) => sum + Math.max(0, value - 50), 0)),
    forcedLayouts,
    forcedLayoutMs: Math.round(forcedLayoutMs),
  };
}

/** Loads `url` once, throttled, and keeps its trace in `file`; returns the summary. */
export async function traceLoad(url, file) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES, screenshots: false });
    await page.goto(url, { waitUntil: 'load' });
    // Until the page is quiet: idle callbacks (the beacon, the Top button) run after the load event.
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buffer);
    const trace = JSON.parse(buffer.toString('utf8'));
    return { file: path.basename(file), ...summarizeTrace(Array.isArray(trace) ? trace : trace.traceEvents) };
  } finally {
    await browser.close();
  }
}
